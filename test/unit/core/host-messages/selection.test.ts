import { describe, expect, it } from 'vitest';
import type { SharedFilter } from '../../../../src/core/host-messages/channel';
import { nextSelection } from '../../../../src/core/host-messages/selection';

describe('spec 3 §2 Widget mode: Widget.SetFilter / Widget.AddFilter selection', () => {
  it.each([
    ['SetFilter replaces the selection', ['a', 'b'], { filterValue: 'c', add: false }, ['c']],
    ['AddFilter adds a value', ['a'], { filterValue: 'b', add: true }, ['a', 'b']],
    ['AddFilter does not duplicate', ['a'], { filterValue: 'a', add: true }, ['a']],
    ['a message without a value clears the filter', ['a'], { filterValue: null, add: false }, []],
    ['AddFilter without a value clears too', ['a'], { filterValue: undefined, add: true }, []],
    ['an empty value clears', ['a'], { filterValue: '', add: false }, []],
  ])('%s', (_title, current, filter, expected) => {
    expect(nextSelection(current, { sourceId: 'topic', ...filter } as SharedFilter)).toEqual(expected);
  });
});
