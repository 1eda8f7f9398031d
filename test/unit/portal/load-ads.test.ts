import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAds } from '../../../src/portal/ads/load-ads';
import type { ApiClient } from '../../../src/api/types';

afterEach(() => vi.restoreAllMocks());

describe('issue 11 item 8 advertisements: the client list is loaded once per portal; a failure is not kept', () => {
  it('a failed load gives no ads and one warning; the next route asks again and keeps the answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answers: Array<unknown> = [new Error('offline'), new Error('still offline'), { data: [{ id: 1 }] }];
    const get = vi.fn(async () => {
      const a = answers.shift();
      if (a instanceof Error) throw a;
      return a;
    });
    const api = { base: 'http://api', client: 'demo', get } as unknown as ApiClient;
    expect(await loadAds(api)).toEqual([]);
    expect(await loadAds(api)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(await loadAds(api)).toEqual([{ id: 1 }]);
    expect(await loadAds(api)).toEqual([{ id: 1 }]);
    expect(get).toHaveBeenCalledTimes(3);
    expect(get).toHaveBeenCalledWith('demo/ad');
  });
  it('an answer that is not a list counts as no ads and is kept', async () => {
    const get = vi.fn(async () => ({ data: 'nope' }));
    const api = { base: 'http://api', client: 'other', get } as unknown as ApiClient;
    expect(await loadAds(api)).toEqual([]);
    expect(await loadAds(api)).toEqual([]);
    expect(get).toHaveBeenCalledTimes(1);
  });
});
