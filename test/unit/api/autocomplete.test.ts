import { describe, expect, it, vi } from 'vitest';
import { loadAutocomplete } from '../../../src/api/autocomplete';
import type { ApiClient } from '../../../src/api/types';

function fakeApi(answer: unknown = { suggest: { autocomplete: [{ text: 'x', options: [{ _id: '1' }] }] } }) {
  const get = vi.fn(async () => answer);
  const api = { base: 'http://api', client: 'demo', get, list: vi.fn() } as unknown as ApiClient;
  return { api, get };
}

describe('spec 1 §9 / spec 2 §7 autocomplete call: search cache 10 s', () => {
  it('asks search/{client}/autocomplete with query, lang, project and size; the same query within 10 s is answered from the cache', async () => {
    const { api, get } = fakeApi();
    let now = 1_000;
    const q = { query: 'cardio', lang: 'en', project: 'dmc2026' };
    expect(await loadAutocomplete(api, q, () => now)).toEqual([{ _id: '1' }]);
    expect(get).toHaveBeenCalledWith('search/demo/autocomplete', {
      query: 'cardio',
      lang: 'en',
      project: 'dmc2026',
      size: 20,
    });
    now += 9_999;
    await loadAutocomplete(api, q, () => now);
    expect(get).toHaveBeenCalledTimes(1);
    now += 1;
    await loadAutocomplete(api, q, () => now);
    expect(get).toHaveBeenCalledTimes(2);
  });
  it("a 2,000-character text is cut to the server's 200; a malformed answer gives no options; a failure is not cached", async () => {
    const { api, get } = fakeApi({ suggest: 'nope' });
    expect(await loadAutocomplete(api, { query: 'a'.repeat(2000) })).toEqual([]);
    expect((get.mock.calls[0] as unknown[])[1]).toMatchObject({ query: 'a'.repeat(200) });
    get.mockRejectedValueOnce(new Error('offline'));
    await expect(loadAutocomplete(api, { query: 'b' })).rejects.toThrow('offline');
    await expect(loadAutocomplete(api, { query: 'b' })).resolves.toEqual([]);
    expect(get).toHaveBeenCalledTimes(3);
  });
});
