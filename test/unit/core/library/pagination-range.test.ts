import { describe, expect, it } from 'vitest';
import { paginationRange } from '../../../../src/core/library/pagination-range';

const E = 'ellipsis';

describe('spec 2 §9 / spec 3 §9 pagination page range: 3, first and last always shown, ellipses', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [2, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, E, 10]],
    [5, 10, [1, E, 4, 5, 6, E, 10]],
    [10, 10, [1, E, 8, 9, 10]],
    [3, 10, [1, 2, 3, 4, E, 10]],
    [4, 10, [1, 2, 3, 4, 5, E, 10]],
    [8, 10, [1, E, 7, 8, 9, 10]],
    [50, 85, [1, E, 49, 50, 51, E, 85]],
  ])('page %i of %i → %j', (current, total, expected) => {
    expect(paginationRange(current, total)).toEqual(expected);
  });

  it.each([
    [1, 0, []],
    [1, null, []],
    ['x', 4, [1, 2, 3, 4]],
    [99, 10, [1, E, 8, 9, 10]],
    [-3, 10, [1, 2, 3, E, 10]],
    ['5', '10', [1, E, 4, 5, 6, E, 10]],
  ])('malformed input page %j of %j → %j', (current, total, expected) => {
    expect(paginationRange(current, total)).toEqual(expected);
  });

  it('honours another range', () => {
    expect(paginationRange(10, 20, 5)).toEqual([1, E, 8, 9, 10, 11, 12, E, 20]);
  });
});
