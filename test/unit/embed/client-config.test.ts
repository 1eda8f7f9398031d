import { describe, expect, it } from 'vitest';
import { createConfigSource } from '../../../src/embed/client-config';
import { HttpError, NetworkError } from '../../../src/api/errors';
import { config, fakeApi } from './mount-harness';

describe('client configuration per client (loader promise first, own request when it gave null)', () => {
  it('uses the loader\'s configuration for its client without another request', async () => {
    const api = fakeApi({});
    const source = createConfigSource('demo', Promise.resolve(config));
    expect(await source(api)).toEqual({ config });
    expect(await source(api)).toEqual({ config });
    expect(api.get).not.toHaveBeenCalled();
  });

  it.each([
    ['an unknown client (404)', new HttpError(404, { url: 'x' }), 'error.unknownClient'],
    ['an unreachable API', new NetworkError({ url: 'x' }), 'error.apiUnreachable'],
    ['a server error', new HttpError(500, { url: 'x' }), 'error.apiUnreachable'],
  ])('tells %s apart when the loader got nothing', async (_title, error, failure) => {
    const source = createConfigSource('demo', Promise.resolve(null));
    expect(await source(fakeApi({ 'demo/configuration': error }))).toEqual({ config: null, failure });
  });

  it('does not keep a failure: the next call (a retry) asks again', async () => {
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
