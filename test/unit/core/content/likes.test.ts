import { describe, expect, it } from 'vitest';
import { toggleLike, toLikeState } from '../../../../src/core/content/likes';
import { isSearchEnabled } from '../../../../src/core/library/search-enabled';

describe('spec 2 §4 / spec 3 §4 like toggles liked/unliked (count ± 1, never below 0)', () => {
  it.each([
    [
      { liked: false, count: 4 },
      { liked: true, count: 5 },
    ],
    [
      { liked: true, count: 5 },
      { liked: false, count: 4 },
    ],
    [
      { liked: true, count: 0 },
      { liked: false, count: 0 },
    ],
    [null, { liked: true, count: 1 }],
    [
      { liked: 'yes', count: 'x' },
      { liked: true, count: 1 },
    ],
  ])('%j → %j', (state, expected) => {
    expect(toggleLike(state as never)).toEqual(expected);
  });

  it.each([
    ['7', true, { liked: true, count: 7 }],
    [-3, 1, { liked: true, count: 0 }],
    [null, 'true', { liked: true, count: 0 }],
    [2.9, 0, { liked: false, count: 2 }],
  ])('reads count %j and alreadyLiked %j', (count, already, expected) => {
    expect(toLikeState(count, already)).toEqual(expected);
  });
});

describe("spec 2 §2 / spec 3 §2 search shown only for library type 'extended' and when the route does not disable it", () => {
  it.each([
    [{ librarytype: 'extended' }, undefined, true],
    [{ librarytype: 'extended' }, true, false],
    [{ librarytype: 'basic' }, false, false],
    [{}, false, false],
    [null, false, false],
  ])('%j, route disables %j → %s', (client, disabled, expected) => {
    expect(isSearchEnabled(client, disabled)).toBe(expected);
  });
});
