import { describe, expect, it } from 'vitest';
import { buildFilter } from '../../../src/api/filter';

describe('docs/api.md filter grammar: buildFilter()', () => {
  it.each([
    ['one equals clause', [{ field: 'project', value: 'esc2026' }], 'project==esc2026'],
    [
      'clauses joined by ;',
      [
        { field: 'project', value: 'esc2026' },
        { field: 'status', value: 6 },
      ],
      'project==esc2026;status==6',
    ],
    [
      'several == values joined by |',
      [{ field: 'channels.slug', value: ['hall-a', 'hall-b'] }],
      'channels.slug==hall-a|hall-b',
    ],
    ['dotted fields', [{ field: 'event.slug', value: 'abc' }], 'event.slug==abc'],
    [
      '>= with an ISO date',
      [{ field: 'datestart', op: '>=' as const, value: '2026-03-04T00:00:00+01:00' }],
      'datestart>=2026-03-04T00:00:00+01:00',
    ],
    ['~= contains', [{ field: 'title', op: '~=' as const, value: 'heart' }], 'title~=heart'],
    [
      '!= with several values means all of them',
      [{ field: 'type', op: '!=' as const, value: ['a', 'b'] }],
      'type!=a;type!=b',
    ],
    ['; and | inside values are escaped', [{ field: 'title', value: 'a;b|c' }], 'title==a\\;b\\|c'],
    ['backslash is escaped', [{ field: 'title', value: 'a\\b' }], 'title==a\\\\b'],
    ['booleans become strings', [{ field: 'free', value: true }], 'free==true'],
    [
      'empty values are left out',
      [
        { field: 'a', value: '' },
        { field: 'b', value: null },
        { field: 'c', value: [] },
        { field: 'd', value: 'x' },
      ],
      'd==x',
    ],
    ['null, false and undefined clauses are skipped', [null, false, undefined, { field: 'd', value: 'x' }], 'd==x'],
    [
      'bad field names are skipped',
      [
        { field: 'a==b', value: 'x' },
        { field: '', value: 'x' },
        { field: 'ok', value: 'y' },
      ],
      'ok==y',
    ],
    [
      'NaN and Infinity are left out',
      [
        { field: 'n', value: Number.NaN },
        { field: 'm', value: Number.POSITIVE_INFINITY },
      ],
      '',
    ],
    ['an unknown operator falls back to ==', [{ field: 'a', op: '=~' as never, value: 'x' }], 'a==x'],
  ])('%s', (_title, input, expected) => {
    expect(buildFilter(input as never)).toBe(expected);
  });

  it('accepts a record of equals clauses', () => {
    expect(buildFilter({ project: 'esc2026', 'channels.slug': ['hall-a', 'hall-b'], missing: undefined })).toBe(
      'project==esc2026;channels.slug==hall-a|hall-b',
    );
  });

  it('turns Dates into ISO strings and drops invalid dates', () => {
    expect(
      buildFilter([
        { field: 'datestart', op: '<', value: new Date(Date.UTC(2026, 2, 4)) },
        { field: 'x', value: new Date('bad') },
      ]),
    ).toBe('datestart<2026-03-04T00:00:00.000Z');
  });

  it.each([[null], [undefined], ['text'], [42]])('returns an empty string for malformed input %s', (input) => {
    expect(buildFilter(input as never)).toBe('');
  });

  it('produces the example of docs/api.md', () => {
    expect(
      buildFilter([
        { field: 'project', value: 'esc2026' },
        { field: 'channels.slug', value: ['hall-a', 'hall-b'] },
        { field: 'datestart', op: '>=', value: '2026-03-04T00:00:00+01:00' },
      ]),
    ).toBe('project==esc2026;channels.slug==hall-a|hall-b;datestart>=2026-03-04T00:00:00+01:00');
  });
});
