import { describe, expect, it } from 'vitest';
import { inFirstPass, visibleColumns, visibleMinutes, windowCovers } from '../../../../src/core/timetable';

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

describe('issue 8 item 11: the first render pass holds only the sessions in view', () => {
  it('minutes in view: scroll position and viewport height at pixels per minute; unknown sizes mean all', () => {
    expect(visibleMinutes(0, 600, 2)).toEqual({ from: 0, to: 300 });
    expect(visibleMinutes(240, 600, 2)).toEqual({ from: 120, to: 420 });
    expect(visibleMinutes(0, 0, 2)).toEqual({ from: 0, to: Infinity });
  });
  it.each([
    ['in view', { column: 1, top: 60, height: 45 }, true],
    ['column left of the view', { column: 0, top: 60, height: 45 }, false],
    ['column right of the view (to is exclusive)', { column: 4, top: 60, height: 45 }, false],
    ['below the minutes in view', { column: 2, top: 300, height: 45 }, false],
    ['ends exactly where the view starts', { column: 2, top: 0, height: 30 }, false],
    ['starts above and reaches into the view', { column: 2, top: 0, height: 45 }, true],
  ])('%s', (_n, placed, expected) => {
    expect(inFirstPass(placed, { from: 1, to: 4 }, { from: 30, to: 300 })).toBe(expected);
  });
});
