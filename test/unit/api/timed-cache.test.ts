import { describe, expect, it } from 'vitest';
import { timedCache } from '../../../src/api/timed-cache';
import type { ApiClient } from '../../../src/api/types';

const apiA = { base: 'http://api', client: 'a' } as unknown as ApiClient;
const apiB = { base: 'http://api', client: 'b' } as unknown as ApiClient;

describe('spec 1 §9 timing: answers kept for a while (search cache 10 s, page cache 1000 s)', () => {
  it('an entry is answered until it is maxAge old, then gone', () => {
    const cache = timedCache<string>(1_000_000, 10);
    cache.set(apiA, 'home', 'page', 0);
    expect(cache.get(apiA, 'home', 999_999)).toBe('page');
    expect(cache.get(apiA, 'home', 1_000_000)).toBeUndefined();
    expect(cache.get(apiA, 'home', 0)).toBeUndefined(); // dropped once expired
  });
  it('kept per API client: two mounts for two clients never share an entry', () => {
    const cache = timedCache<string>(10_000, 10);
    cache.set(apiA, 'k', 'from a', 0);
    expect(cache.get(apiB, 'k', 1)).toBeUndefined();
    expect(cache.get(apiA, 'k', 1)).toBe('from a');
  });
  it('past the entry cap the oldest written goes first; writing a key again makes it the newest', () => {
    const cache = timedCache<number>(10_000, 2);
    cache.set(apiA, 'one', 1, 0);
    cache.set(apiA, 'two', 2, 0);
    cache.set(apiA, 'one', 11, 1);
    cache.set(apiA, 'three', 3, 2);
    expect(cache.get(apiA, 'two', 3)).toBeUndefined();
    expect([cache.get(apiA, 'one', 3), cache.get(apiA, 'three', 3)]).toEqual([11, 3]);
    cache.delete(apiA, 'one');
    expect(cache.get(apiA, 'one', 3)).toBeUndefined();
  });
});
