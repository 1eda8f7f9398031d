import { describe, expect, it } from 'vitest';
import { filterMenuAutoOpens, filterMenuCloses } from '../../../../src/core/library/viewport';
import { distinctTexts, moveHighlight } from '../../../../src/core/library/search-dialog';

describe('spec 1 §9 / spec 2 §2 filter menu auto-opens only wider than 899 px', () => {
  it.each([
    [899, false],
    [900, true],
    [1920, true],
    ['900', true],
    [null, false],
    ['wide', false],
  ])('%j → %s', (w, expected) => {
    expect(filterMenuAutoOpens(w)).toBe(expected);
  });
});

describe('spec 2 §2 / spec 3 §9 filter menu closes at width 567 px', () => {
  it.each([
    [567, true],
    [568, false],
    [320, true],
    [undefined, false],
  ])('%j → %s', (w, expected) => {
    expect(filterMenuCloses(w)).toBe(expected);
  });
});

describe('spec 2 §2 / spec 3 §2 search dialog option navigation: wrap-around, index 0 is the typed text', () => {
  it.each([
    [0, 6, 'down', 1],
    [5, 6, 'down', 0],
    [0, 6, 'up', 5],
    [3, 6, 'up', 2],
    [0, 1, 'down', 0],
    [0, 0, 'up', 0],
    [9, 6, 'down', 1],
    ['2', '6', 'down', 3],
    [null, 6, 'up', 5],
  ])('from %j of %j moving %s → %i', (current, count, dir, expected) => {
    expect(moveHighlight(current, count, dir as 'up' | 'down')).toBe(expected);
  });
});

describe('spec 2 §2 search dialog: up to 5 distinct suggestions', () => {
  it('dedupes case-insensitively, drops blanks and caps', () => {
    expect(distinctTexts(['Heart', 'heart ', '', 'lung', null, 'a', 'b', 'c', 'd'], 5)).toEqual([
      'Heart',
      'lung',
      'a',
      'b',
      'c',
    ]);
    expect(distinctTexts(undefined, 5)).toEqual([]);
  });
});
