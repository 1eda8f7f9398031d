import { describe, expect, it } from 'vitest';
import {
  addFilter,
  clearFilters,
  normalizeFilters,
  parseFilters,
  removeFilter,
  serializeFilters,
  toggleFilter,
} from '../../../../src/core/library/filter-list';

const cardio = { field: 'topics', value: 'Cardiology' };
const lecture = { field: 'crtype', value: 'lecture' };

describe('spec 1 §4 / spec 2 §2 filter list in the query: add, remove, clear; a filter without field or value is ignored', () => {
  it('adds, dedupes and removes', () => {
    let list = addFilter([], cardio);
    list = addFilter(list, lecture);
    list = addFilter(list, { ...cardio, label: 'Cardio' });
    expect(list).toEqual([cardio, lecture]);
    expect(removeFilter(list, cardio)).toEqual([lecture]);
    expect(clearFilters()).toEqual([]);
  });

  it.each([
    [{ field: 'topics' }],
    [{ value: 'x' }],
    [{ field: '', value: 'x' }],
    [{ field: 'topics', value: '   ' }],
    [null],
    ['topics'],
    [{ field: 1, value: {} }],
  ])('ignores %j', (bad) => {
    expect(addFilter([cardio], bad)).toEqual([cardio]);
  });

  it('toggles a filter on and off', () => {
    expect(toggleFilter([cardio], lecture)).toEqual([cardio, lecture]);
    expect(toggleFilter([cardio, lecture], cardio)).toEqual([lecture]);
    expect(toggleFilter([cardio], { field: 'x' })).toEqual([cardio]);
  });

  it('normalises malformed lists', () => {
    expect(normalizeFilters(null)).toEqual([]);
    expect(normalizeFilters('nope')).toEqual([]);
    expect(normalizeFilters([cardio, null, { field: 'year', value: 2026 }])).toEqual([
      cardio,
      { field: 'year', value: '2026' },
    ]);
    expect(removeFilter('x', cardio)).toEqual([]);
  });
});

describe('spec 1 §4 filter list serialised to and from the `filter` query value', () => {
  it.each([
    [[], ''],
    [[cardio], 'topics==Cardiology'],
    [[cardio, lecture], 'topics==Cardiology;crtype==lecture'],
    [[{ field: 'topics', value: 'Heart; lung' }], 'topics==Heart\\; lung'],
    [[{ field: 'topics', value: 'a==b\\c' }], 'topics==a==b\\\\c'],
    [[{ field: 'topics', value: 'Heart|lung' }], 'topics==Heart\\|lung'],
  ])('%j ⇄ %j', (list, text) => {
    expect(serializeFilters(list)).toBe(text);
    expect(parseFilters(text)).toEqual(list);
  });

  it.each([
    ['', []],
    [null, []],
    [42, []],
    [';;', []],
    ['topics', []],
    ['==x', []],
    ['topics==', []],
    ['topics==A;broken;crtype==lecture', [{ field: 'topics', value: 'A' }, lecture]],
    [['topics==A'], [{ field: 'topics', value: 'A' }]],
    ['topics==A;topics==A', [{ field: 'topics', value: 'A' }]],
    ['topics==a==b', [{ field: 'topics', value: 'a==b' }]],
  ])('parses malformed %j safely', (text, expected) => {
    expect(parseFilters(text)).toEqual(expected);
  });
});
