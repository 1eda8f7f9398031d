import { describe, expect, it } from 'vitest';
import { hashScroll } from '../../../../src/core/menus/hash-scroll';

describe('spec 3 §9 Hash scroll delay 1 s: the element the hash names, scrolled to after 1 s', () => {
  it.each([
    ['#directions', { id: 'directions', delayMs: 1000 }],
    ['directions', { id: 'directions', delayMs: 1000 }],
    ['#caf%C3%A9', { id: 'café', delayMs: 1000 }],
    ['#a%20b', { id: 'a b', delayMs: 1000 }],
    ['#', null],
    ['', null],
    ['#%E0%A4%A', null],
    ['#%20', null],
    [null, null],
    [42, null],
  ])('%j → %j', (hash, expected) => {
    expect(hashScroll(hash)).toEqual(expected);
  });
});
