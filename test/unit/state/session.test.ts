/**
 * Session layer (spec 1 §4, §7, §9; issue 10 item 4) with stubbed HTTP: credentials, 10 s timeout, bearer
 * and device-id headers, expiry at expires_in − 5 s, one refresh at a time, failed refresh clears the basket,
 * 401 → local logout, the user (only) in a SameSite=None; Secure cookie, tokens never in a URL.
 */
import { describe, expect, it, vi } from 'vitest';
import { createUserService, type SessionAnswer } from '../../../src/api/user-service';
import { createSessionStore, type CookieJar } from '../../../src/state/session';

type Handler = (request: Request) => Response | Promise<Response>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const session = (n: number, expiresIn = 900): SessionAnswer => ({
  access_token: `access-${n}`,
  expires_in: expiresIn,
  refresh_token: `refresh-${n}`,
  method: 'tokenlogin',
  user: { id: 'u-member', name: 'Mia Member', device_id: 'dev-1' },
});

function setup(handler: Handler, clientConfig: unknown = { cookieValidityPeriodInDays: 3, authClient: 'demo-auth' }) {
  const requests: Request[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return handler(request);
  });
  let clock = Date.UTC(2026, 2, 4, 9); // epoch ms (core reads small numbers as seconds)
  const cookies = new Map<string, { value: string; options: unknown }>();
  const jar: CookieJar = {
    read: (n) => cookies.get(n)?.value ?? null,
    write: (n, value, options) => {
      cookies.set(n, { value, options });
    },
    remove: (n) => {
      cookies.delete(n);
    },
  };
  const clearBasket = vi.fn();
  const service = createUserService({
    base: 'http://api.test/api',
    client: 'demo',
    fetch: fetchStub as unknown as typeof fetch,
  });
  const store = createSessionStore({
    service,
    now: () => clock,
    cookies: jar,
    clientConfig,
    onClearBasket: clearBasket,
  });
  /** The same service, cookies and clock in a new store: the page after a reload. */
  const reload = () =>
    createSessionStore({ service, now: () => clock, cookies: jar, clientConfig, onClearBasket: clearBasket });
  return {
    store,
    requests,
    cookies,
    clearBasket,
    reload,
    advance: (ms: number) => {
      clock += ms;
    },
    now: () => clock,
  };
}

const paths = (requests: Request[]) => requests.map((r) => `${r.method} ${new URL(r.url).pathname}`);

describe('user service calls (spec 1 §7)', () => {
  it('sign-in sends credentials, no bearer; the token never appears in a URL', async () => {
    const { store, requests } = setup(() => json(200, session(1)));
    const result = await store.signIn('tokenauth', (s) => s.tokenLogin('demo-member-token'));
    expect('data' in result && result.data).toMatchObject({
      signedIn: true,
      login: { status: 'success', method: 'tokenauth' },
    });
    expect(paths(requests)).toEqual(['POST /api/login/demo/tokenlogin']);
    expect(requests[0].credentials).toBe('include');
    expect(requests[0].headers.get('authorization')).toBeNull();
    expect(await requests[0].json()).toEqual({ token: 'demo-member-token' });
    expect(requests.some((r) => r.url.includes('demo-member-token') || r.url.includes('access-1'))).toBe(false);
  });

  it('secured calls carry the bearer token and the device-id header', async () => {
    const { store, requests } = setup((r) =>
      new URL(r.url).pathname === '/api/user' ? json(200, { data: { id: 'u-member' } }) : json(200, session(1)),
    );
    await store.signIn('tokenauth', (s) => s.tokenLogin('t'));
    const auth = await store.secured(async (a) => a);
    expect(auth).toEqual({ token: 'access-1', deviceId: 'dev-1' });
    const service = createUserService({
      base: 'http://api.test/api',
      client: 'demo',
      fetch: (async (i: RequestInfo | URL, init?: RequestInit) => {
        const req = new Request(i, init);
        requests.push(req);
        return json(200, { data: { id: 'u-member' } });
      }) as typeof fetch,
    });
    await store.secured((a) => service.user(a));
    const last = requests[requests.length - 1];
    expect(last.headers.get('authorization')).toBe('Bearer access-1');
    expect(last.headers.get('x-device-id')).toBe('dev-1');
    expect(last.credentials).toBe('include');
  });

  it('a call without an answer times out after 10 s with a TimeoutError', async () => {
    vi.useFakeTimers();
    try {
      const { store } = setup(
        (r) => new Promise<Response>((_, reject) => r.signal.addEventListener('abort', () => reject(r.signal.reason))),
      );
      const pending = store.signIn('tokenauth', (s) => s.tokenLogin('t'));
      await vi.advanceTimersByTimeAsync(10_000);
      const result = await pending;
      expect('error' in result && (result.error as Error).name).toBe('TimeoutError');
    } finally {
      vi.useRealTimers();
    }
  });

  it('capability statuses come back as numbers (spec 1 §5 judges them)', async () => {
    const { store } = setup((r) =>
      r.url.includes('capabilities')
        ? json(403, { error: { status: 403, code: 'members_only', message: 'x' } })
        : json(200, session(1)),
    );
    await store.signIn('tokenauth', (s) => s.tokenLogin('t'));
    const service = createUserService({
      base: 'http://api.test/api',
      client: 'demo',
      fetch: (async () =>
        json(412, { error: { status: 412, code: 'terms_not_accepted', message: 'x' } })) as typeof fetch,
    });
    expect(
      await store.secured((a) =>
        service.capabilities(a, 'u-member', { name: 'CRDetail', params: {}, query: {}, path: '/x' }),
      ),
    ).toBe(412);
  });
});

describe('token expiry and refresh (spec 1 §4, §9)', () => {
  it('the token is valid until expires_in − 5 s; then one refresh is made', async () => {
    let n = 0;
    const { store, requests, advance } = setup(() => json(200, session(++n, 60)));
    await store.signIn('tokenauth', (s) => s.tokenLogin('t'));
    advance(54_999);
    expect(await store.token()).toBe('access-1');
    advance(1);
    expect(await store.token()).toBe('access-2');
    expect(paths(requests)).toEqual(['POST /api/login/demo/tokenlogin', 'POST /api/login/refresh']);
    // The refresh goes by the server's HttpOnly cookie: the SDK never keeps nor sends the answer's refresh_token.
    expect(await requests[1].json()).toEqual({});
    expect(requests[1].credentials).toBe('include');
  });

  it('concurrent 401s wait for the same single refresh', async () => {
    let n = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { store, requests } = setup(async (r) => {
      if (r.url.endsWith('/login/refresh')) {
        await gate;
        return json(200, session(++n));
      }
      return json(200, session(++n));
    });
    await store.signIn('tokenauth', (s) => s.tokenLogin('t'));
    const seen: string[] = [];
    const call = (auth: { token: string }) => {
      seen.push(auth.token);
      if (auth.token === 'access-1')
        return Promise.reject(Object.assign(new Error('401'), { name: 'HttpError', status: 401 }));
      return Promise.resolve(auth.token);
    };
    const all = Promise.all([store.secured(call), store.secured(call), store.secured(call)]);
    await new Promise((r) => setTimeout(r, 10));
    release();
    expect(await all).toEqual(['access-2', 'access-2', 'access-2']);
    expect(paths(requests).filter((p) => p.endsWith('/login/refresh'))).toHaveLength(1);
  });

  it('a failed refresh clears the token and the basket; a 401 on refresh logs out locally (user and cookie gone)', async () => {
    let refreshes = 0;
    const { store, clearBasket, cookies, advance } = setup((r) => {
      if (r.url.endsWith('/login/refresh')) {
        refreshes += 1;
        return json(401, { error: { status: 401, code: 'invalid_refresh_token', message: 'x' } });
      }
      return json(200, session(1, 60));
    });
    await store.signIn('tokenauth', (s) => s.tokenLogin('t'));
    expect(cookies.has('congress_session')).toBe(true);
    advance(60_000);
    expect(await store.token()).toBeNull();
    expect(refreshes).toBe(1);
    expect(clearBasket).toHaveBeenCalled();
    expect(store.state.value).toMatchObject({ user: null, signedIn: false, login: { status: 'failed' } });
    expect(cookies.has('congress_session')).toBe(false);
  });

  it('a secured call answered 401 after a refresh logs out locally', async () => {
    const { store } = setup(() => json(200, session(1)));
    await store.signIn('tokenauth', (s) => s.tokenLogin('t'));
    const unauthorized = Object.assign(new Error('401'), { name: 'HttpError', status: 401 });
    await expect(store.secured(() => Promise.reject(unauthorized))).rejects.toBe(unauthorized);
    expect(store.state.value).toMatchObject({ user: null, signedIn: false });
  });
});

describe('session cookie (spec 1 §4, §9)', () => {
  it('keeps the user only, SameSite=None, Secure, for cookieValidityPeriodInDays (default 7)', async () => {
    const { store, cookies, now } = setup(() => json(200, session(1)));
    await store.signIn('tokenauth', (s) => s.tokenLogin('t'));
    const entry = cookies.get('congress_session')!;
    expect(JSON.parse(entry.value)).toEqual({ id: 'u-member', name: 'Mia Member', device_id: 'dev-1' });
    expect(entry.value).not.toContain('access-1');
    expect(entry.options).toEqual({ expires: now() + 3 * 86_400_000, sameSite: 'None', secure: true, path: '/' });
    const defaults = setup(() => json(200, session(1)), {});
    await defaults.store.signIn('tokenauth', (s) => s.tokenLogin('t'));
    expect((defaults.cookies.get('congress_session')!.options as { expires: number }).expires).toBe(
      defaults.now() + 7 * 86_400_000,
    );
  });

  it('spec 1 §4 after a reload restore() signs the remembered user in with one refresh (the HttpOnly cookie); once only', async () => {
    const { store, reload, requests } = setup((r) =>
      json(200, session(new URL(r.url).pathname.endsWith('/refresh') ? 2 : 1)),
    );
    await store.signIn('tokenauth', (s) => s.tokenLogin('t'));
    const after = reload();
    expect(after.state.value).toMatchObject({ signedIn: false, user: { id: 'u-member' } });
    expect(await Promise.all([after.restore(), after.restore()])).toEqual([true, true]);
    expect(after.state.value.signedIn).toBe(true);
    expect(paths(requests).filter((p) => p.endsWith('/login/refresh'))).toHaveLength(1);
    expect(await after.token()).toBe('access-2');
  });

  it('spec 1 §4 restore() without a remembered user, or when the refresh fails, is not signed in and asks once at most', async () => {
    const nobody = setup(() => json(200, session(1)));
    expect(await nobody.store.restore()).toBe(false);
    expect(nobody.requests).toHaveLength(0);
    let refreshFails = false;
    const { store, reload, requests } = setup(() =>
      refreshFails ? json(401, { error: 'no session' }) : json(200, session(1)),
    );
    await store.signIn('tokenauth', (s) => s.tokenLogin('t'));
    refreshFails = true;
    const after = reload();
    expect(await after.restore()).toBe(false);
    expect(await after.restore()).toBe(false);
    expect(paths(requests).filter((p) => p.endsWith('/login/refresh'))).toHaveLength(1);
  });

  it('a failed sign-in records failed and clears the token', async () => {
    const { store } = setup(() =>
      json(401, { error: { status: 401, code: 'invalid_token', message: 'invalid token' } }),
    );
    const result = await store.signIn('tokenauth', (s) => s.tokenLogin('bad'));
    expect('error' in result && (result.error as { status: number }).status).toBe(401);
    expect(store.state.value.login.status).toBe('failed');
    expect(await store.token()).toBeNull();
  });

  it('logout calls /logout with the bearer token, returns the logoutUrl and clears everything', async () => {
    const { store, requests, clearBasket } = setup((r) =>
      r.url.endsWith('/logout')
        ? json(200, { logoutUrl: 'http://api.test/api/logout/frontchannel' })
        : json(200, session(1)),
    );
    await store.signIn('tokenauth', (s) => s.tokenLogin('t'));
    expect(await store.logout()).toBe('http://api.test/api/logout/frontchannel');
    const call = requests.find((r) => r.url.endsWith('/logout'))!;
    expect(call.headers.get('authorization')).toBe('Bearer access-1');
    expect(clearBasket).toHaveBeenCalled();
    expect(store.state.value).toMatchObject({ user: null, signedIn: false, login: { status: 'none' } });
  });
});
