import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, testServer, type TestServer } from './helpers';

let now = Date.parse('2026-03-04T10:00:00+01:00');
let server: TestServer;
beforeAll(async () => {
  server = await testServer({ clock: () => now, accessTokenTtl: 60, jwtSecret: 'test-secret' });
});
afterAll(async () => {
  await server.stop();
});

const bearer = (token: string) => ({
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
});
const tokenLogin = async (token = 'demo-member-token') =>
  (await server.post('/api/login/demo/tokenlogin', { token })).body;
const jwt = (claims: Record<string, unknown>, secret = 'test-secret', exp = now / 1000 + 600) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(Math.floor(exp))
    .sign(new TextEncoder().encode(secret));

describe('spec 1 §7 sign-in methods answer access_token, expires_in, refresh_token and the user', () => {
  it.each([
    ['tokenlogin', { token: 'demo-member-token' }, 'u-member'],
    ['esociety-username', { username: 'member', password: 'member2026' }, 'u-member'],
    ['esociety-lastname', { lastname: 'Basic', personal_id: '1002' }, 'u-basic'],
  ])('%s', async (path, body, user) => {
    const { status, body: answer, headers } = await server.post(`/api/login/demo/${path}`, body);
    expect(status).toBe(200);
    expect(answer).toMatchObject({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 60,
      refresh_token: expect.any(String),
      user: { id: user },
    });
    expect(headers.get('set-cookie')).toMatch(/cp_refresh=.+HttpOnly/);
  });
  it.each([
    ['tokenlogin', { token: 'wrong' }, 401],
    ['tokenlogin', { token: 'nordic-member-token' }, 401],
    ['esociety-username', { username: 'member', password: 'nope' }, 401],
    ['esociety-lastname', { lastname: 'Member', personal_id: '9' }, 401],
  ])('%s with wrong credentials → %i', async (path, body, status) => {
    expectError(await server.post(`/api/login/demo/${path}`, body), status);
  });
  it.each([
    ['tokenlogin', {}, 'token'],
    ['tokenlogin', { token: 5 }, 'token'],
    ['esociety-username', { username: 'x' }, 'password'],
    ['publicgiftcode', [], 'body'],
  ])('%s with a bad body → 400 naming %s', async (path, body, _parameter) => {
    const answer = await server.post(`/api/login/demo/${path}`, body);
    expectError(answer, 400, 'bad_parameter', _parameter);
  });
  it('unknown client → 404', async () => {
    expectError(
      await server.post('/api/login/nobody/tokenlogin', { token: 'demo-member-token' }),
      404,
      'client_not_found',
    );
  });
});

describe('JWT login (HS256, configured secret)', () => {
  it('a token signed with the secret signs in and creates the user', async () => {
    const { status, body } = await server.post('/api/login/demo/jwtlogin', {
      token: await jwt({ sub: 'ext-42', name: 'Eva Extern', email: 'eva@example.org', membership: 'member' }),
    });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      id: 'jwt-demo-ext-42',
      firstname: 'Eva',
      lastname: 'Extern',
      membership: 'member',
    });
  });
  it.each([
    ['another secret', async () => jwt({ sub: 'x' }, 'other-secret')],
    ['expired', async () => jwt({ sub: 'x' }, 'test-secret', now / 1000 - 10)],
    ['no subject', async () => jwt({ name: 'x' })],
    ['garbage', async () => 'not.a.jwt'],
  ])('%s → 401 invalid jwt token', async (_name, make) => {
    const answer = await server.post('/api/login/demo/jwtlogin', { token: await make() });
    expectError(answer, 401, 'invalid_jwt');
    expect(answer.body.error.message).toBe('invalid jwt token');
  });
});

describe('gift codes and guests', () => {
  it('GIFT-DMC2026 opens project dmc2026; unknown → 401; expired → 403', async () => {
    const { body } = await server.post('/api/login/demo/publicgiftcode', { giftcode: 'gift-dmc2026' });
    expect(body.user.projects).toEqual(['dmc2026']);
    expectError(await server.post('/api/login/demo/publicgiftcode', { giftcode: 'NOPE' }), 401, 'invalid_gift_code');
    expectError(
      await server.post('/api/login/demo/publicgiftcode', { giftcode: 'GIFT-EXPIRED' }),
      403,
      'gift_code_expired',
    );
  });
  it('POST /guest/{client} with authClient gives a guest session; a wrong authClient → 400', async () => {
    const { status, body } = await server.post('/api/guest/demo', { authClient: 'demo-portal' });
    expect(status).toBe(200);
    expect(body.user.guest).toBe(true);
    expectError(await server.post('/api/guest/demo', { authClient: 'other' }), 400, 'bad_parameter', 'authClient');
  });
});

describe('spec 1 §4 tokens: expiry, refresh, logout', () => {
  it('an access token works until expires_in, then 401 token_expired; refresh gives a new one and rotates the refresh token', async () => {
    const session = await tokenLogin();
    expect((await server.get('/api/user', bearer(session.access_token))).body.data.id).toBe('u-member');
    now += 61_000;
    expectError(await server.get('/api/user', bearer(session.access_token)), 401, 'token_expired');
    const refreshed = await server.post('/api/login/refresh', { refresh_token: session.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.expires_in).toBe(60);
    expect(refreshed.body.refresh_token).not.toBe(session.refresh_token);
    expect((await server.get('/api/user', bearer(refreshed.body.access_token))).status).toBe(200);
    expectError(
      await server.post('/api/login/refresh', { refresh_token: session.refresh_token }),
      401,
      'invalid_refresh_token',
    );
  });
  it('a token used before still expires on time, and a server with another secret refuses it', async () => {
    const session = await tokenLogin();
    for (let i = 0; i < 2; i++) expect((await server.get('/api/user', bearer(session.access_token))).status).toBe(200);
    const other = await testServer({ clock: () => now, accessTokenTtl: 60, jwtSecret: 'another-secret' });
    try {
      expectError(await other.get('/api/user', bearer(session.access_token)), 401, 'invalid_token');
    } finally {
      await other.stop();
    }
    now += 60_000;
    expectError(await server.get('/api/user', bearer(session.access_token)), 401, 'token_expired');
  });
  it('refresh also works from the HttpOnly cookie', async () => {
    const login = await server.post('/api/login/demo/tokenlogin', { token: 'demo-basic-token' });
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const refreshed = await server.post('/api/login/refresh', undefined, { headers: { cookie } });
    expect(refreshed.body.user.id).toBe('u-basic');
  });
  it('logout revokes the session, answers logoutUrl when asked, and the refresh token stops working', async () => {
    const session = await tokenLogin();
    const out = await server.post('/api/logout?logoutUrl=1', undefined, bearer(session.access_token));
    expect(out.body.logoutUrl).toBe(`${server.url}/api/logout/frontchannel`);
    expectError(await server.get('/api/user', bearer(session.access_token)), 401, 'invalid_token');
    expectError(await server.post('/api/login/refresh', { refresh_token: session.refresh_token }), 401);
    const frame = await fetch(out.body.logoutUrl);
    expect(frame.status).toBe(200);
  });
  it('no token, a forged token, another user → 401 / 403', async () => {
    expectError(await server.get('/api/user'), 401, 'missing_token');
    expectError(await server.get('/api/user', bearer('abc.def.ghi')), 401, 'invalid_token');
    const session = await tokenLogin();
    expectError(await server.get('/api/user/u-basic', bearer(session.access_token)), 403, 'wrong_user');
    expect((await server.get('/api/user/u-member', bearer(session.access_token))).body.data.email).toBe(
      'mia.member@example.org',
    );
  });
});

describe('spec 1 §4 capability check: 200 / 401 / 403 / 404 / 412 by the documented rules', () => {
  const check = async (token: string | null, user: string, routedata: unknown) =>
    server.post(`/api/user/${user}/capabilities`, { routedata }, token ? bearer(token) : undefined);
  let member: string;
  let basic: string;
  let terms: string;
  let gift: string;
  let membersOnly: any;
  let promo: any;
  beforeAll(async () => {
    member = (await tokenLogin('demo-member-token')).access_token;
    basic = (await tokenLogin('demo-basic-token')).access_token;
    terms = (await tokenLogin('demo-terms-token')).access_token;
    const g = (await server.post('/api/login/demo/publicgiftcode', { giftcode: 'GIFT-DMC2026' })).body;
    gift = g.access_token;
    (globalThis as any).giftUser = g.user.id;
    const list = (await server.get('/api/demo/wcm/congressresources.json?limit=200&filter=project==dmc2026')).body.data;
    membersOnly = list.find((r: any) => r.PROMO !== 'yes' && !r.free);
    promo = list.find((r: any) => r.PROMO === 'yes' && !r.free);
  });
  it.each([
    [
      'member opens members-only content',
      () => [member, 'u-member', { name: 'resource', params: { slug: membersOnly.slug } }],
      200,
    ],
    [
      'non-member is refused members-only content',
      () => [basic, 'u-basic', { name: 'resource', params: { slug: membersOnly.slug } }],
      403,
    ],
    [
      'PROMO = yes is open to every signed-in user',
      () => [basic, 'u-basic', { name: 'resource', params: { slug: promo.slug } }],
      200,
    ],
    [
      'a gift code opens its project',
      () => [gift, (globalThis as any).giftUser, { name: 'resource', params: { id: membersOnly.id } }],
      200,
    ],
    ['expired terms → 412', () => [terms, 'u-terms', { name: 'resource', params: { slug: promo.slug } }], 412],
    ['unknown content → 404', () => [member, 'u-member', { name: 'resource', params: { slug: 'no-such-thing' } }], 404],
    ['route without content is open', () => [basic, 'u-basic', { name: 'home', params: {} }], 200],
    [
      'meta.membersOnly without content needs membership',
      () => [basic, 'u-basic', { name: 'members', meta: { membersOnly: true } }],
      403,
    ],
    ['not signed in → 401', () => [null, 'u-member', { name: 'home' }], 401],
    ["someone else's id → 403", () => [basic, 'u-member', { name: 'home' }], 403],
  ])('%s → %i', async (_name, args, status) => {
    const [token, user, routedata] = args() as [string | null, string, unknown];
    const answer = await check(token, user, routedata);
    expect(answer.status).toBe(status);
    if (status === 200) expect(answer.body.data.allowed).toBe(true);
    else expect(answer.body.error.status).toBe(status);
  });
});

describe('spec 1 §4 external sign-in: simulated OAuth2 provider (init-authorize → code → token)', () => {
  const base = '/api/login/demo/ext-oauth2-authcode/demo-sso';
  it('runs the whole flow and the code works only once', async () => {
    const finish = `${server.url}/tokengrave`;
    const page = await fetch(`${server.url}${base}/init-authorize?oauth2_finish_url=${encodeURIComponent(finish)}`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    const link = /data-user="u-member" href="([^"]+)"/.exec(html)![1].replace(/&#38;/g, '&');
    const redirect = await fetch(server.url + link, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const back = new URL(redirect.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(finish);
    expect(back.searchParams.get('status')).toBe('success');
    expect(back.searchParams.get('provider')).toBe('demo-sso');
    const token = await server.post(`${base}/token`, { code: back.searchParams.get('code'), provider: 'demo-sso' });
    expect(token.body.user.id).toBe('u-member');
    expectError(await server.post(`${base}/token`, { code: back.searchParams.get('code') }), 401, 'invalid_code');
  });
  it('the deny link returns status=error&error_json=… with http_statuscode, message and oauth2_request_id', async () => {
    const finish = `http://127.0.0.1:${server.port}/tokengrave`;
    const html = await (
      await fetch(`${server.url}${base}/init-authorize?oauth2_finish_url=${encodeURIComponent(finish)}`)
    ).text();
    const link = /id="deny" href="([^"]+)"/.exec(html)![1].replace(/&#38;/g, '&');
    const back = new URL((await fetch(server.url + link, { redirect: 'manual' })).headers.get('location')!);
    expect(back.searchParams.get('status')).toBe('error');
    expect(JSON.parse(back.searchParams.get('error_json')!)).toMatchObject({
      http_statuscode: 403,
      message: expect.any(String),
      oauth2_request_id: expect.any(String),
    });
  });
  it('a finish URL on a foreign origin, a missing one, or an unknown provider is refused', async () => {
    expectError(
      await server.get(`${base}/init-authorize?oauth2_finish_url=${encodeURIComponent('https://evil.example/steal')}`),
      400,
      'bad_parameter',
      'oauth2_finish_url',
    );
    expectError(await server.get(`${base}/init-authorize`), 400, 'bad_parameter', 'oauth2_finish_url');
    expectError(
      await server.get('/api/login/demo/ext-oauth2-authcode/nope/init-authorize?oauth2_finish_url=x'),
      404,
      'provider_not_found',
    );
  });
});

describe('spec 1 §2 /frontchannel-logout: GET /delay/10 on the API base keeps the hidden frame busy', () => {
  it('waits the given seconds before answering (real time, the clock option does not apply)', async () => {
    const started = performance.now();
    const answer = await fetch(`${server.url}/api/delay/1`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/text\/html/);
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
  });
  it('answers at once for 0', async () => {
    expect((await fetch(`${server.url}/api/delay/0`)).status).toBe(200);
  });
  it.each(['x', '-1', '1.5', '100'])('seconds %s → 400 naming seconds', async (seconds) => {
    expectError(await server.get(`/api/delay/${seconds}`), 400, 'bad_parameter', 'seconds');
  });
});
