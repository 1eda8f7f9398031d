import { describe, expect, it } from 'vitest';
import { defaultSort, sortOptions, toggleSort } from '../../../../src/core/library/sort';

describe('spec 2 §2 / §5 sort options: relevance only while searching, likes only when likes are enabled', () => {
  it.each([
    [{ searching: false, likesEnabled: false }, ['date', 'title', 'sessiontitle', 'speaker']],
    [{ searching: true, likesEnabled: false }, ['relevance', 'date', 'title', 'sessiontitle', 'speaker']],
    [{ searching: false, likesEnabled: 1 }, ['date', 'title', 'sessiontitle', 'speaker', 'likes']],
    [{ searching: true, likesEnabled: 'true' }, ['relevance', 'date', 'title', 'sessiontitle', 'speaker', 'likes']],
    [{ searching: 'yes', likesEnabled: 0 }, ['date', 'title', 'sessiontitle', 'speaker']],
    [null, ['date', 'title', 'sessiontitle', 'speaker']],
  ])('%j → %j', (input, expected) => {
    expect(sortOptions(input as never)).toEqual(expected);
  });
});

describe('spec 1 §4 / spec 2 §4 default sort: date descending; speakers speaker ascending', () => {
  it.each([
    ['congressresources', { field: 'date', order: 'desc' }],
    ['events', { field: 'date', order: 'desc' }],
    ['slides', { field: 'date', order: 'desc' }],
    ['speakers', { field: 'speaker', order: 'asc' }],
    [undefined, { field: 'date', order: 'desc' }],
  ])('%j → %j', (type, expected) => {
    expect(defaultSort(type)).toEqual(expected);
  });
});

describe('spec 1 §4 / spec 2 §4 sort toggling: same field without explicit order flips asc/desc', () => {
  it.each([
    [
      'same field flips desc → asc',
      { field: 'date', order: 'desc' },
      'date',
      undefined,
      { field: 'date', order: 'asc' },
    ],
    [
      'same field flips asc → desc',
      { field: 'title', order: 'asc' },
      'title',
      undefined,
      { field: 'title', order: 'desc' },
    ],
    [
      'explicit order wins on the same field',
      { field: 'date', order: 'desc' },
      'date',
      'desc',
      { field: 'date', order: 'desc' },
    ],
    [
      'explicit order on a new field',
      { field: 'date', order: 'desc' },
      'likes',
      'ASC',
      { field: 'likes', order: 'asc' },
    ],
    [
      'new field date starts descending',
      { field: 'title', order: 'asc' },
      'date',
      undefined,
      { field: 'date', order: 'desc' },
    ],
    [
      'new field speaker starts ascending',
      { field: 'date', order: 'desc' },
      'speaker',
      undefined,
      { field: 'speaker', order: 'asc' },
    ],
    [
      'unknown field keeps the current sort',
      { field: 'title', order: 'asc' },
      'popularity',
      undefined,
      { field: 'title', order: 'asc' },
    ],
    ['malformed current falls back to date desc', null, 'date', undefined, { field: 'date', order: 'asc' }],
    ['bad explicit order is ignored', { field: 'date', order: 'asc' }, 'date', 'up', { field: 'date', order: 'desc' }],
  ])('%s', (_label, current, field, order, expected) => {
    expect(toggleSort(current as never, field, order)).toEqual(expected);
  });
});
