import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConfigSource } from '../../../src/embed/client-config';
import { HttpError, MalformedResponseError, NetworkError, TimeoutError } from '../../../src/api/errors';
import { config, fakeApi } from './mount-harness';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('client configuration per client (loader promise first, own request when it gave null)', () => {
  it("uses the loader's configuration for its client without another request", async () => {
    const api = fakeApi({});
    const source = createConfigSource('demo', Promise.resolve(config));
    expect(await source(api)).toEqual({ config });
    expect(await source(api)).toEqual({ config });
    expect(api.get).not.toHaveBeenCalled();
  });

  const apiError = (status: number, code: string) => ({ error: { status, code, message: code } });
  it.each([
    [
      'an unknown client (404 client_not_found)',
      new HttpError(404, { url: 'x', body: apiError(404, 'client_not_found') }),
      'error.unknownClient',
      'the API does not know the client "demo": GET x answered 404 (client_not_found). Check data-client.',
    ],
    [
      'an unreachable API',
      new NetworkError({ url: 'x' }),
      'error.apiUnreachable',
      'the API could not be reached: GET x.',
    ],
    ['a server error', new HttpError(500, { url: 'x' }), 'error.apiUnreachable', 'the API answered 500: GET x.'],
    [
      'a silent API',
      new TimeoutError(10_000, { url: 'x' }),
      'error.apiUnreachable',
      'the API did not answer in time: GET x.',
    ],
    [
      'a 404 HTML page (data-api at the site root)',
      new HttpError(404, { url: 'http://site/demo/configuration' }),
      'error.notTheApi',
      'data-api "http://api" does not point at the Congress Portal API: GET http://site/demo/configuration answered 404 with a body that is not the API\'s JSON error; expected the API\'s JSON { "data": { …client configuration } }.',
    ],
    [
      'a JSON 404 for a route the API does not have',
      new HttpError(404, { url: 'x', body: apiError(404, 'not_found') }),
      'error.notTheApi',
      'answered 404 (not_found)',
    ],
    [
      'a 405 without the API error body',
      new HttpError(405, { url: 'x' }),
      'error.notTheApi',
      'does not point at the Congress Portal API',
    ],
    [
      'HTML instead of JSON',
      new MalformedResponseError('body is not JSON', { url: 'x' }),
      'error.notTheApi',
      'answered with a body that is not JSON',
    ],
  ])('tells %s apart when the loader got nothing, in one warning', async (_title, error, failure, said) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const source = createConfigSource('demo', Promise.resolve(null));
    const api = fakeApi({ 'demo/configuration': error });
    const [first, second] = await Promise.all([source(api), source(api)]); // two mounts at once
    expect(first).toEqual({ config: null, failure });
    expect(second).toBe(first);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/^\[CongressPortal\] /);
    expect(warn.mock.calls[0][0]).toContain(said);
  });

  it("does not ask again when the loader's request timed out (a silent API costs 10 s once, not twice)", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fakeApi({});
    const source = createConfigSource('demo', Promise.reject(new DOMException('signal timed out', 'TimeoutError')));
    expect(await source(api)).toEqual({ config: null, failure: 'error.apiUnreachable' });
    expect(api.get).not.toHaveBeenCalled();
  });

  it('a JSON answer without "data" is not the API either', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const source = createConfigSource('demo', Promise.resolve(null));
    expect(await source(fakeApi({ 'demo/configuration': { hello: 'world' } }))).toEqual({
      config: null,
      failure: 'error.notTheApi',
    });
    expect(warn.mock.calls[0][0]).toContain(
      'does not point at the Congress Portal API: GET http://api/demo/configuration answered with a body that is not JSON',
    );
  });

  it("asks itself when the loader's request failed otherwise, to say why", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fakeApi({ 'demo/configuration': new HttpError(404, { url: 'x' }) });
    const source = createConfigSource('demo', Promise.reject(new Error('404 http://site/demo/configuration')));
    expect(await source(api)).toEqual({ config: null, failure: 'error.notTheApi' });
    expect(api.get).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['"*"', ['*', 'https://partner.example.com'], '*'],
    ['a host wildcard', ['https://*.example.org'], 'https://*.example.org'],
  ])(
    "refuses %s in the client configuration's allowedOrigins with one warning",
    async (_title, allowedOrigins, named) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const source = createConfigSource('demo', Promise.resolve({ ...config, allowedOrigins } as never));
      const api = fakeApi({});
      await Promise.all([source(api), source(api)]);
      await vi.waitFor(() => expect(warn).toHaveBeenCalled());
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toBe(
        `[CongressPortal] client "demo": allowedOrigins ${named} refused: list origins one by one.`,
      );
    },
  );

  it('accepts the whole-port pattern http://localhost:* without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const source = createConfigSource(
      'demo',
      Promise.resolve({ ...config, allowedOrigins: ['http://localhost:*'] } as never),
    );
    await source(fakeApi({}));
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not keep a failure: the next call (a retry) asks again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let up = false;
    const api = fakeApi({ 'demo/configuration': () => (up ? { data: config } : new NetworkError({ url: 'x' })) });
    const source = createConfigSource('demo', Promise.resolve(null));
    expect((await source(api)).failure).toBe('error.apiUnreachable');
    up = true;
    await Promise.resolve();
    expect(await source(api)).toEqual({ config });
  });

  it('fetches the configuration of another client itself', async () => {
    const api = fakeApi({ 'nordic/configuration': { data: { ...config, name: 'nordic' } } }, 'nordic');
    const source = createConfigSource('demo', Promise.resolve(config));
    expect((await source(api)).config?.name).toBe('nordic');
  });
});
