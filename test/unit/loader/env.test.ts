import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseEnvironment, ENV_STORAGE_KEY, LOCAL_API, parseEnvironments } from '../../../loader/env';
import { applyEnvironment, rememberEnvironment } from '../../../loader/environment';
import type { ScriptParams } from '../../../loader/script-params';

const PROD = 'https://api.example.org';
const ENVS = parseEnvironments(
  PROD,
  'staging=https://staging.example.org/api/, Shim = https://shim.example.org/api',
  'localhost',
);

describe('spec 1 §7 named API environments (production, staging, shim, local)', () => {
  it('production is data-api, local the reference server (on localhost), the rest come from data-env', () => {
    expect(ENVS).toEqual({
      production: PROD,
      local: LOCAL_API,
      staging: 'https://staging.example.org/api',
      shim: 'https://shim.example.org/api',
    });
  });

  it.each([
    ['no data-env', undefined],
    ['entries without a name or URL', '=https://x.org, staging=, nonsense'],
    ['names that are not one of the four', 'qa=https://qa.example.org'],
    ['an attempt to replace production', 'production=https://evil.example.org'],
  ])('ignores %s', (_title, attr) => {
    expect(parseEnvironments(PROD, attr)).toEqual({ production: PROD });
  });

  it.each([
    ['a public host without data-env', 'congress.example.org', undefined, undefined],
    [
      'a public host whose data-env lists only staging',
      'congress.example.org',
      'staging=https://s.example.org',
      undefined,
    ],
    ['a public host whose data-env lists local by name', 'congress.example.org', 'local', LOCAL_API],
    [
      'a public host whose data-env gives local a URL',
      'congress.example.org',
      'local=http://127.0.0.1:9000/api',
      'http://127.0.0.1:9000/api',
    ],
    ['localhost', 'localhost', undefined, LOCAL_API],
    ['127.0.0.1', '127.0.0.1', undefined, LOCAL_API],
    ['[::1]', '[::1]', undefined, LOCAL_API],
    ['a *.localhost name', 'site.localhost', undefined, LOCAL_API],
    ['a host that only starts like localhost', 'localhost.evil.example', undefined, undefined],
  ])('local is offered on %s only where listed or local: %s', (_title, host, attr, local) => {
    expect(parseEnvironments(PROD, attr, host).local).toBe(local);
  });

  it('data-env may point local elsewhere', () => {
    expect(parseEnvironments(PROD, 'local=http://127.0.0.1:9000/api').local).toBe('http://127.0.0.1:9000/api');
  });

  it.each([
    ['nothing chosen', null, null, { name: 'production', api: PROD, remember: undefined, unknown: undefined }],
    [
      '?cp-env=staging is used and remembered',
      'staging',
      null,
      { name: 'staging', api: 'https://staging.example.org/api', remember: 'staging' },
    ],
    [
      'the query wins over the remembered choice',
      'shim',
      'staging',
      { name: 'shim', api: 'https://shim.example.org/api', remember: 'shim' },
    ],
    [
      'a remembered choice is used without a query',
      null,
      'local',
      { name: 'local', api: LOCAL_API, remember: undefined },
    ],
    [
      '?cp-env=production goes back and forgets',
      'production',
      'staging',
      { name: 'production', api: PROD, remember: null, unknown: undefined },
    ],
    [
      'an unknown query name falls back to production',
      'nope',
      null,
      { name: 'production', api: PROD, remember: null, unknown: 'nope' },
    ],
    [
      'a stale remembered name is forgotten',
      null,
      'gone',
      { name: 'production', api: PROD, remember: null, unknown: 'gone' },
    ],
    [
      'names compare case-insensitively',
      'STAGING',
      null,
      { name: 'staging', api: 'https://staging.example.org/api', remember: 'staging' },
    ],
  ])('%s', (_title, query, stored, expected) => {
    expect(chooseEnvironment(ENVS, query, stored)).toEqual(expected);
  });
});

describe('spec 1 §7 an environment without a URL on this page', () => {
  it('falls back to production and forgets the choice', () => {
    expect(chooseEnvironment(parseEnvironments(PROD, undefined), 'shim', null)).toEqual({
      name: 'production',
      api: PROD,
      remember: null,
      unknown: 'shim',
    });
  });
});

describe('environment switch in the page (localStorage, ?cp-env=)', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  const params = (): ScriptParams => ({
    api: PROD,
    cdn: 'https://cdn.example.org/cdn/',
    env: 'staging=https://staging.example.org/api',
  });
  const fakeWindow = (search: string, hostname = 'congress.example.org') =>
    ({ location: { search, hostname }, localStorage }) as unknown as Window;

  it('applies ?cp-env=staging to the API base and remembers it for the next page', () => {
    const p = params();
    expect(applyEnvironment(fakeWindow('?cp-env=staging'), p)).toBe('staging');
    expect(p.api).toBe('https://staging.example.org/api');
    expect(localStorage.getItem(ENV_STORAGE_KEY)).toBe('staging');
    const next = params();
    expect(applyEnvironment(fakeWindow(''), next)).toBe('staging');
    expect(next.api).toBe('https://staging.example.org/api');
  });

  it('warns about an unknown name and uses production', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const p = params();
    expect(applyEnvironment(fakeWindow('?cp-env=qa'), p)).toBe('production');
    expect(p.api).toBe(PROD);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toBe(
      '[CongressPortal] API environment "qa" is not offered here (production, staging); using production',
    );
  });

  it('a crafted ?cp-env=local link on a public page keeps production, warns once and forgets a remembered local', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(ENV_STORAGE_KEY, 'local');
    const p = params();
    expect(applyEnvironment(fakeWindow('?cp-env=local'), p)).toBe('production');
    expect(p.api).toBe(PROD);
    expect(localStorage.getItem(ENV_STORAGE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toBe(
      '[CongressPortal] API environment "local" is not offered here (production, staging); using production',
    );
  });

  it('?cp-env=local works on a page served from localhost', () => {
    const p = params();
    expect(applyEnvironment(fakeWindow('?cp-env=local', 'localhost'), p)).toBe('local');
    expect(p.api).toBe(LOCAL_API);
  });

  it.each([
    ['null', null],
    ['production', 'production'],
  ])('rememberEnvironment(%s) forgets the choice', (_t, name) => {
    localStorage.setItem(ENV_STORAGE_KEY, 'staging');
    rememberEnvironment(fakeWindow(''), name);
    expect(localStorage.getItem(ENV_STORAGE_KEY)).toBeNull();
  });

  it('works when storage is blocked', () => {
    const blocked = { location: { search: '?cp-env=staging' } } as unknown as Window;
    Object.defineProperty(blocked, 'localStorage', {
      get() {
        throw new Error('SecurityError');
      },
    });
    const p = params();
    expect(applyEnvironment(blocked, p)).toBe('staging');
  });
});
