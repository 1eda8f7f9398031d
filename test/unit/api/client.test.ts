import { describe, expect, it, vi } from 'vitest';
import { buildUrl, createApiClient } from '../../../src/api/client';
import { createFetchTransport } from '../../../src/api/transport';
import { createKyTransport } from '../../../src/api/ky-transport';
import { isHttpError, isMalformedResponseError, isNetworkError, isTimeoutError } from '../../../src/api/errors';
import { NOT_MODIFIED } from '../../../src/api/types';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createApiClient (docs/api.md URL layout)', () => {
  it('joins base and path and drops empty query values', () => {
    expect(buildUrl('http://x/api/', '/demo/configuration', { a: 1, b: '', c: null, d: undefined, e: 'x y' })).toBe(
      'http://x/api/demo/configuration?a=1&e=x+y',
    );
  });

  it('GETs JSON with the client prefix for lists and adds the default query', async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      json({ data: [{ id: 1 }], meta: { total: 1, page: 1, limit: 24, pages: 1 } }),
    );
    const api = createApiClient({
      base: 'http://x/api',
      client: 'demo',
      transport: createFetchTransport(fetchImpl as typeof fetch),
      defaultQuery: { fakenow: '1' },
    });
    const answer = await api.list('events', { filter: 'project==a' });
    expect(answer.data).toEqual([{ id: 1 }]);
    expect(String(fetchImpl.mock.calls[0][0])).toBe(
      'http://x/api/demo/wcm/events.json?fakenow=1&filter=project%3D%3Da',
    );
  });

  it('sends If-Modified-Since and resolves a 304 to NOT_MODIFIED', async () => {
    const fetchImpl = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 304 }),
    );
    const api = createApiClient({
      base: 'http://x/api',
      client: 'demo',
      transport: createFetchTransport(fetchImpl as typeof fetch),
    });
    await expect(
      api.get('demo/wcm/channels.json', undefined, { ifModifiedSince: 'Tue, 03 Mar 2026 08:00:00 GMT' }),
    ).resolves.toBe(NOT_MODIFIED);
    expect((fetchImpl.mock.calls[0][1]?.headers as Record<string, string> | undefined)?.['If-Modified-Since']).toBe(
      'Tue, 03 Mar 2026 08:00:00 GMT',
    );
  });

  it('rejects a non-2xx answer with an HttpError carrying the error body code', async () => {
    const fetchImpl = async () =>
      json({ error: { status: 404, code: 'client_not_found', message: 'unknown client' } }, 404);
    const api = createApiClient({
      base: 'http://x/api',
      client: 'nope',
      transport: createFetchTransport(fetchImpl as typeof fetch),
    });
    const error = await api.get('nope/configuration').catch((e: unknown) => e);
    expect(isHttpError(error) && error.status === 404 && error.code === 'client_not_found').toBe(true);
  });

  it('rejects a 2xx answer that is not JSON with a MalformedResponseError', async () => {
    const fetchImpl = async () => new Response('<html>', { status: 200 });
    const api = createApiClient({
      base: 'http://x/api',
      client: 'demo',
      transport: createFetchTransport(fetchImpl as typeof fetch),
    });
    expect(isMalformedResponseError(await api.get('x').catch((e: unknown) => e))).toBe(true);
  });

  it('rejects a list answer without a data array with a MalformedResponseError', async () => {
    const fetchImpl = async () => json({ items: [] });
    const api = createApiClient({
      base: 'http://x/api',
      client: 'demo',
      transport: createFetchTransport(fetchImpl as typeof fetch),
    });
    expect(isMalformedResponseError(await api.list('events').catch((e: unknown) => e))).toBe(true);
  });

  it('turns a failed fetch into a NetworkError', async () => {
    const fetchImpl = async () => {
      throw new TypeError('Failed to fetch');
    };
    const api = createApiClient({
      base: 'http://x/api',
      client: 'demo',
      transport: createFetchTransport(fetchImpl as typeof fetch),
    });
    expect(isNetworkError(await api.get('x').catch((e: unknown) => e))).toBe(true);
  });

  it('spec 1 §9 HTTP timeout: a request that takes longer than the timeout rejects with a TimeoutError', async () => {
    const fetchImpl = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const api = createApiClient({
      base: 'http://x/api',
      client: 'demo',
      timeoutMs: 20,
      transport: createFetchTransport(fetchImpl as typeof fetch),
    });
    expect(isTimeoutError(await api.get('x').catch((e: unknown) => e))).toBe(true);
  });

  it('the ky transport gives the same answers and error types', async () => {
    const answers = [
      json({ error: { status: 500, code: 'boom', message: 'boom' } }, 500),
      json({ data: { ok: true } }),
    ];
    const fetchImpl = vi.fn(async () => answers.shift()!);
    const api = createApiClient({
      base: 'http://x/api',
      client: 'demo',
      transport: createKyTransport({ retries: 0, fetch: fetchImpl as typeof fetch }),
    });
    const error = await api.get('x').catch((e: unknown) => e);
    expect(isHttpError(error) && error.status === 500).toBe(true);
    await expect(api.get('x')).resolves.toEqual({ data: { ok: true } });
  });
});

describe("fetch transport: the caller's abort is not a network error", () => {
  it("rejects with the caller's abort reason when the mount unmounts mid-request", async () => {
    const fetchImpl = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const controller = new AbortController();
    const api = createApiClient({
      base: 'http://x/api',
      client: 'demo',
      transport: createFetchTransport(fetchImpl as typeof fetch),
    });
    const pending = api.get('x', undefined, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(isNetworkError(error) || isTimeoutError(error)).toBe(false);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
