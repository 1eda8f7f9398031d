import { afterEach, describe, expect, it, vi } from 'vitest';
import { startCore } from '../../../loader/core';
import type { CoreInit } from '../../../loader/core-api';
import { askedEnvironment, ENV_STORAGE_KEY } from '../../../loader/env-asked';
import { showLoadFailure } from '../../../loader/fallback-message';
import { sizeRuleOf } from '../../../src/core/layout/size-rules';
import { flush } from './fake-io';

afterEach(() => {
  window.CongressPortal?.destroy?.();
  localStorage.clear();
  vi.restoreAllMocks();
});

/** The page's window with another address (the query the environment switch reads). */
const at = (search: string) =>
  new Proxy(window, {
    get: (target, key) =>
      key === 'location'
        ? { search, hostname: 'congress.example.org', href: `https://congress.example.org/${search}` }
        : Reflect.get(target, key),
  }) as Window & typeof globalThis;

function start(search: string) {
  const script = document.createElement('script');
  script.src = 'https://cdn.example.org/loader.js';
  script.dataset.api = 'https://api.example.org';
  script.dataset.client = 'esc';
  script.dataset.env = 'staging=https://staging.example.org/api';
  const fetchJson = vi.fn(async (_url: string): Promise<unknown> => ({ data: {} }));
  const stub = { version: '1.0.0', q: [] };
  window.CongressPortal = stub as never;
  const init: CoreInit = {
    win: at(search),
    script,
    stub,
    importCdn: () => new Promise(() => undefined),
    showLoadFailure,
    fetchJson,
  };
  return { api: startCore(init, sizeRuleOf), fetchJson };
}

describe('spec 1 §7 environments: the switch loads only where someone asked for one', () => {
  it('nobody asked (no ?cp-env=, nothing remembered): no switch to load, production at once', () => {
    expect(askedEnvironment(at(''))).toBeNull();
    expect(askedEnvironment(at('?other=1'))).toBeNull();
  });

  it('asked by the query or by a remembered choice', () => {
    expect(askedEnvironment(at('?cp-env=staging'))).toEqual({ query: 'staging', stored: null });
    localStorage.setItem(ENV_STORAGE_KEY, 'shim');
    expect(askedEnvironment(at(''))).toEqual({ query: null, stored: 'shim' });
  });

  it('a page where nobody asked fetches its configuration from data-api (production)', async () => {
    const { api, fetchJson } = start('');
    await flush();
    expect(api.env).toBe('production');
    expect(fetchJson).toHaveBeenCalledWith('https://api.example.org/esc/configuration');
  });

  it('?cp-env=staging: the configuration comes from staging once the switch has chosen', async () => {
    const { api, fetchJson } = start('?cp-env=staging');
    await vi.waitFor(() => expect(fetchJson).toHaveBeenCalled());
    expect(api.env).toBe('staging');
    expect(fetchJson.mock.calls.map(([url]) => url)).toEqual(['https://staging.example.org/api/esc/configuration']);
  });
});
