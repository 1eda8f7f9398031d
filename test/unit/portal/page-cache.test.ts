import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedPage, loadPage } from '../../../src/portal/data/content';
import { HttpError } from '../../../src/api/errors';
import { NOT_MODIFIED, type ApiClient, type RequestOptions } from '../../../src/api/types';

function fakeApi(answers: unknown[]) {
  const get = vi.fn(async (_path: string, _query: unknown, options: RequestOptions = {}) => {
    options.onLastModified?.('Tue, 24 Nov 2026 10:00:00 GMT');
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { api: { base: 'http://api', client: 'demo', get } as unknown as ApiClient, get };
}

const home = { relation: 'client' as const, id: 'demo', type: 'startpage' };

afterEach(() => vi.useRealTimers());

describe('spec 1 §9 "page cache 1000 s": a client page shown again within 1000 s needs no request', () => {
  it('the second load of the same page within 1000 s is answered from the cache with its Last-Modified; after 1000 s the server is asked again', async () => {
    vi.useFakeTimers({ now: 0 });
    const { api, get } = fakeApi([
      { data: [{ title: 'Welcome', modules: [] }] },
      { data: [{ title: 'Welcome again' }] },
    ]);
    expect((await loadPage(api, home))?.title).toBe('Welcome');
    const seen: Array<string | null> = [];
    vi.setSystemTime(999_999);
    expect((await loadPage(api, home, undefined, { onLastModified: (v) => seen.push(v) }))?.title).toBe('Welcome');
    expect(get).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['Tue, 24 Nov 2026 10:00:00 GMT']);
    expect(cachedPage(api, home)?.page?.title).toBe('Welcome');
    vi.setSystemTime(1_000_000);
    expect(cachedPage(api, home)).toBeUndefined();
    expect((await loadPage(api, home))?.title).toBe('Welcome again');
    expect(get).toHaveBeenCalledTimes(2);
  });
  it('a conditional load (the content updater) always asks the server; a new answer replaces the kept page, a 304 keeps it', async () => {
    const { api, get } = fakeApi([{ data: [{ title: 'v1' }] }, NOT_MODIFIED, { data: [{ title: 'v2' }] }]);
    const query = { ...home, type: 'content', slug: 'imprint' };
    await loadPage(api, query);
    expect(await loadPage(api, query, undefined, { ifModifiedSince: 'x' })).toBe(NOT_MODIFIED);
    expect(cachedPage(api, query)?.page?.title).toBe('v1');
    await loadPage(api, query, undefined, { ifModifiedSince: 'x' });
    expect(cachedPage(api, query)?.page?.title).toBe('v2');
    expect(get).toHaveBeenCalledTimes(3);
  });
  it('a missing page (404) is kept as none; a failure is not kept', async () => {
    const { api, get } = fakeApi([
      new Error('offline'),
      { data: [{ title: 'ok' }] },
      new HttpError(404, { url: 'demo/pages' }),
    ]);
    const query = { ...home, type: 'privacy' };
    await expect(loadPage(api, query)).rejects.toThrow('offline');
    expect(cachedPage(api, query)).toBeUndefined();
    expect((await loadPage(api, query))?.title).toBe('ok');
    const gone = { ...home, type: 'content', slug: 'gone' };
    expect(await loadPage(api, gone)).toBeNull();
    expect(await loadPage(api, gone)).toBeNull();
    expect(cachedPage(api, gone)).toEqual({ page: null, lastModified: null });
    expect(get).toHaveBeenCalledTimes(3);
  });
});
