import { describe, expect, it } from 'vitest';
import {
  filterSummaryCount,
  isFilterCategoryVisible,
  maxVisibleItems,
  sortTopics,
  visibleFilterCategories,
} from '../../../../src/core/library/filter-categories';

describe('spec 2 §2 / spec 3 §5 filter-category visibility: languages empty or containing the current locale', () => {
  it.each([
    [{ languages: [] }, 'de', true],
    [{ languages: null }, 'de', true],
    [{}, 'de', true],
    [{ languages: ['de', 'en'] }, 'de', true],
    [{ languages: ['DE'] }, 'de', true],
    [{ languages: ['de'] }, 'de-AT', true],
    [{ languages: ['en'] }, 'de', false],
    [{ languages: ['en'] }, '', false],
    [{ languages: ['en'] }, undefined, false],
    [{ languages: 'en' }, 'de', true],
    [null, 'de', false],
  ])('%j for locale %j → %s', (category, locale, expected) => {
    expect(isFilterCategoryVisible(category, locale)).toBe(expected);
  });

  it('filters a list in order, tolerating a missing list', () => {
    const cats = [
      { id: 1, languages: ['en'] },
      { id: 2, languages: [] },
      { id: 3, languages: ['de'] },
    ];
    expect(visibleFilterCategories(cats, 'de').map((c) => c.id)).toEqual([2, 3]);
    expect(visibleFilterCategories(null, 'de')).toEqual([]);
  });
});

describe('spec 1 §9 / spec 2 §9 filter maxVisibleItems default 10', () => {
  it.each([
    [{ maxVisibleItems: 5 }, 5],
    [{ maxVisibleItems: '7' }, 7],
    [{ maxVisibleItems: 0 }, 10],
    [{}, 10],
    [null, 10],
    [{ maxVisibleItems: 'x' }, 10],
  ])('%j → %i', (c, n) => {
    expect(maxVisibleItems(c)).toBe(n);
  });
});

describe('spec 2 §5 topics in the topic filter sorted case-insensitively', () => {
  it('sorts ignoring case and keeps ties stable', () => {
    expect(sortTopics(['banana', 'Apple', 'cherry', 'apple', 'Banana'])).toEqual([
      'Apple',
      'apple',
      'banana',
      'Banana',
      'cherry',
    ]);
  });
  it('drops blanks and non-strings, accepts a missing list', () => {
    expect(sortTopics(['b', '', null, 3, ' a '])).toEqual(['3', 'a', 'b']);
    expect(sortTopics(undefined)).toEqual([]);
  });
});

describe('spec 2 §2 / spec 3 §9 filter summary: count shown when more than 3 filters are active', () => {
  it.each([
    [0, null],
    [3, null],
    [4, 4],
    ['5', 5],
    [null, null],
    ['x', null],
  ])('%j → %j', (n, expected) => {
    expect(filterSummaryCount(n)).toBe(expected);
  });
});
