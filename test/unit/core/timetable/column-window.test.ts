import { describe, expect, it } from 'vitest';
import { visibleColumns, windowCovers } from '../../../../src/core/timetable';

describe('issue 5 budgets: the calendar renders only the columns in view plus overscan', () => {
  it.each([
    ['start, 6 of 40 in view, overscan 6', 0, 1200, 200, 40, 6, { from: 0, to: 12 }],
    ['scrolled to column 10', 2000, 1200, 200, 40, 6, { from: 4, to: 22 }],
    ['end is clamped', 7000, 1200, 200, 40, 6, { from: 29, to: 40 }],
    ['no width measured yet → all', 0, 0, 200, 40, 6, { from: 0, to: 40 }],
    ['no columns', 0, 1200, 200, 0, 6, { from: 0, to: 0 }],
  ])('%s', (_n, left, width, colW, count, overscan, expected) => {
    expect(visibleColumns(left, width, colW, count, overscan)).toEqual(expected);
  });
  it('a window covers the view while the view stays inside it', () => {
    expect(windowCovers({ from: 0, to: 12 }, { from: 3, to: 9 })).toBe(true);
    expect(windowCovers({ from: 0, to: 12 }, { from: 8, to: 14 })).toBe(false);
  });
});
