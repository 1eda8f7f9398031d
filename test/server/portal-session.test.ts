/**
 * The portal's session layer (src/api/user-service.ts + src/state/session.ts) against the reference server:
 * sign-in, capability statuses, expiry and one refresh for concurrent callers, forged tokens, logout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserService } from '../../src/api/user-service';
import { createSessionStore } from '../../src/state/session';
import { testServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await testServer({ accessTokenTtl: 6 });
});
afterAll(async () => {
  await server?.stop();
});

const MEMBERS_ONLY = {
  name: 'CRDetail',
  params: { project: 'dmc2026', slug: 'diagnosis-ai-assisted-in-cardiology-biomarkers-1200002' },
  query: {},
  path: '/dmc2026/crs/x',
  meta: {},
};

function setup() {
  const calls: string[] = [];
  // What a browser does with `credentials: 'include'`: keeps the server's HttpOnly refresh cookie and sends it
  // back (the SDK never holds a refresh token; refreshes go by this cookie).
  let refreshCookie: string | null = null;
  const counting = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    if (refreshCookie) request.headers.set('cookie', refreshCookie);
    const response = await fetch(request);
    const set = /^(cp_refresh=[^;]*)/.exec(response.headers.get('set-cookie') ?? '');
    if (set) refreshCookie = set[1];
    return response;
  }) as typeof fetch;
  let offset = 0;
  const users = createUserService({ base: `${server.url}/api`, client: 'demo', fetch: counting });
  const session = createSessionStore({
    service: users,
    now: () => Date.now() + offset,
    cookies: null,
    clientConfig: {},
  });
  return {
    users,
    session,
    calls,
    skip: (ms: number) => {
      offset += ms;
    },
  };
}

describe('portal session layer against the reference server', () => {
  it('a member signs in by token and passes the capability check of members-only content', async () => {
    const { users, session } = setup();
    const result = await session.signIn('tokenauth', (s) => s.tokenLogin('demo-member-token'));
    expect('data' in result && result.data.user?.id).toBe('u-member');
    expect(await session.secured((a) => users.capabilities(a, 'u-member', MEMBERS_ONLY))).toBe(200);
  });

  it.each([
    ['a basic account on members-only content', 'demo-basic-token', 'u-basic', 403],
    ['an account whose terms expired', 'demo-terms-token', 'u-terms', 412],
  ])('%s answers %s… status', async (_title, token, id, status) => {
    const { users, session } = setup();
    await session.signIn('tokenauth', (s) => s.tokenLogin(token));
    expect(await session.secured((a) => users.capabilities(a, id, MEMBERS_ONLY))).toBe(status);
  });

  it('visitors are checked with a guest session: members-only content is 403, unknown content 404', async () => {
    const { users, session } = setup();
    const guest = await session.guestCredentials();
    expect(guest).not.toBeNull();
    expect(session.state.value.signedIn).toBe(false);
    expect(await users.capabilities(guest!.auth, guest!.userId, MEMBERS_ONLY)).toBe(403);
    expect(
      await users.capabilities(guest!.auth, guest!.userId, {
        ...MEMBERS_ONLY,
        params: { project: 'dmc2026', slug: 'nope' },
      }),
    ).toBe(404);
    // A client page's slug is not library content.
    expect(
      await users.capabilities(guest!.auth, guest!.userId, {
        name: 'Page',
        params: { slug: 'imprint' },
        query: {},
        path: '/pages/imprint',
        meta: {},
      }),
    ).toBe(200);
  });

  it('a forged token fails with 401 and records failed', async () => {
    const { session } = setup();
    const result = await session.signIn('tokenauth', (s) => s.tokenLogin('forged'));
    expect('error' in result && (result.error as { status: number }).status).toBe(401);
    expect(session.state.value.login.status).toBe('failed');
  });

  it('after expiry (expires_in − 5 s) concurrent secured calls share one refresh', async () => {
    const { users, session, calls, skip } = setup();
    await session.signIn('tokenauth', (s) => s.tokenLogin('demo-member-token'));
    skip(1_500); // ttl 6 s: valid for 1 s
    const answers = await Promise.all([1, 2, 3].map(() => session.secured((a) => users.user(a))));
    expect(answers.map((u) => u.id)).toEqual(['u-member', 'u-member', 'u-member']);
    expect(calls.filter((c) => c === 'POST /api/login/refresh')).toHaveLength(1);
  });

  it('logout answers the front-channel logoutUrl and revokes the session', async () => {
    const { users, session } = setup();
    await session.signIn('tokenauth', (s) => s.tokenLogin('demo-member-token'));
    const token = await session.token();
    expect(await session.logout()).toMatch(/\/api\/logout\/frontchannel$/);
    expect(session.state.value.signedIn).toBe(false);
    await expect(users.user({ token: token! })).rejects.toMatchObject({ name: 'HttpError', status: 401 });
  });
});
