import { describe, expect, it } from 'vitest';
import { parseFilter } from '../../../../demo/server/http/filter';
import { buildFilter } from '../../../../src/api/filter';
import { escapeFilterValue, splitEscaped, unescapeFilterValue } from '../../../../src/core/filter/filter-value';
import { parseFilters, serializeFilters } from '../../../../src/core/library/filter-list';

const VALUES = [
  'plain',
  'Heart|lung',
  'a;b',
  'back\\slash',
  'comma, list',
  'a==b',
  'x<y>z',
  'trailing\\',
  '|;\\',
  'Ünïcödé ✓',
];

describe('docs/api.md Filter grammar: one escaping for every writer, read back exactly by the server', () => {
  it('escapes exactly \\, ; and | with a backslash; everything else stands for itself', () => {
    expect(escapeFilterValue('a;b|c\\d e,f=g<h')).toBe('a\\;b\\|c\\\\d e,f=g<h');
  });

  it.each(VALUES)('%j: escape then unescape gives it back', (value) => {
    expect(unescapeFilterValue(escapeFilterValue(value))).toBe(value);
  });

  it('splitEscaped splits on unescaped separators only and keeps the escapes', () => {
    expect(splitEscaped('a\\;b;c\\|d|e', ';')).toEqual(['a\\;b', 'c\\|d|e']);
    expect(splitEscaped('a\\|b|c', '|')).toEqual(['a\\|b', 'c']);
  });

  it.each(VALUES)('%j from buildFilter reaches the server as one value (a "|" inside is not read as "or")', (value) => {
    const [clause] = parseFilter(buildFilter([{ field: 'topics', value: [value, 'other'] }]));
    expect(clause).toMatchObject({ field: 'topics', op: '==', values: [value, 'other'] });
  });

  it.each(VALUES)('%j kept by the library filter list reaches the server as one value', (value) => {
    const text = serializeFilters([
      { field: 'topics', value },
      { field: 'crtype', value: 'lecture' },
    ]);
    expect(parseFilter(text)).toMatchObject([
      { field: 'topics', values: [value] },
      { field: 'crtype', values: ['lecture'] },
    ]);
    expect(parseFilters(text)).toEqual([
      { field: 'topics', value },
      { field: 'crtype', value: 'lecture' },
    ]);
  });
});
