import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../demo/server/db/connect';
import type { Schema } from '../../demo/server/db/schema';
import type { Kysely } from 'kysely';
import { expectError, testServer, type TestServer } from './helpers';

let now = Date.parse('2026-03-04T10:00:00+01:00');
let server: TestServer;
let db: { db: Kysely<Schema>; close(): Promise<void> };
beforeAll(async () => {
  server = await testServer({ clock: () => now });
  db = connect(server.dataDir, server.databaseUrl || undefined) as unknown as typeof db;
});
afterAll(async () => {
  await db?.close();
  await server?.stop();
});

const bearer = (token: string) => ({
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
});
const signIn = async (client = 'demo', token = 'demo-member-token') =>
  (await server.post(`/api/login/${client}/tokenlogin`, { token })).body as { access_token: string };
const newCode = async (access: string) => server.post('/api/handoff', {}, bearer(access));
const redeem = (code: string, client = 'demo') => server.post(`/api/login/${client}/handoff`, { code });

describe('open my agenda on my phone (deliverable 3): a single-use code valid 5 minutes', () => {
  it('a signed-in user gets a code; the phone exchanges it for a session of that user, with the refresh cookie', async () => {
    const { access_token } = await signIn();
    const created = await newCode(access_token);
    expect(created.status).toBe(200);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(created.body.data).toMatchObject({
      code: expect.stringMatching(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/),
      expires_in: 300,
    });
    const phone = await redeem(created.body.data.code);
    expect(phone.status).toBe(200);
    expect(phone.body).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String) });
    expect(phone.body.user.id).toBe('u-member');
    expect(phone.headers.get('set-cookie')).toMatch(/cp_refresh=.+HttpOnly/);
    // A normal session: the access token works on the user's own calls.
    expect((await server.get('/api/user', bearer(phone.body.access_token))).body.data.id).toBe('u-member');
  });

  it('a code works once: the second use is refused like an unknown code', async () => {
    const { access_token } = await signIn();
    const { code } = (await newCode(access_token)).body.data;
    expect((await redeem(code)).status).toBe(200);
    expectError(await redeem(code), 401, 'handoff_code_invalid');
  });

  it('two phones racing with one code: exactly one gets a session', async () => {
    const { access_token } = await signIn();
    const { code } = (await newCode(access_token)).body.data;
    const answers = await Promise.all([redeem(code), redeem(code), redeem(code)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
  });

  it('a code is refused after 5 minutes, accepted just before', async () => {
    const { access_token } = await signIn();
    const late = (await newCode(access_token)).body.data.code;
    const inTime = (await newCode(access_token)).body.data.code;
    now += 5 * 60_000 - 1;
    expect((await redeem(inTime)).status).toBe(200);
    now += 1;
    expectError(await redeem(late), 401, 'handoff_code_invalid');
  });

  it('case, spaces and the dash do not matter when the code is typed', async () => {
    const { access_token } = await signIn();
    const { code } = (await newCode(access_token)).body.data;
    expect((await redeem(` ${code.replace('-', ' ').toLowerCase()} `)).status).toBe(200);
  });

  it("another client's code is refused; an unknown code too, with the same answer", async () => {
    const { access_token } = await signIn();
    const { code } = (await newCode(access_token)).body.data;
    expectError(await redeem(code, 'nordic'), 401, 'handoff_code_invalid');
    expectError(await redeem('AAAAA-AAAAA'), 401, 'handoff_code_invalid');
    // Still unspent for its own client.
    expect((await redeem(code)).body.user.id).toBe('u-member');
  });

  it("each code opens its own user's session, never the caller's", async () => {
    const member = await signIn();
    const nordic = await signIn('nordic', 'nordic-member-token');
    const code = (await newCode(nordic.access_token)).body.data.code;
    const other = (await newCode(member.access_token)).body.data.code;
    expect((await redeem(code, 'nordic')).body.user.id).toBe('u-nordic');
    expect((await redeem(other)).body.user.id).toBe('u-member');
  });

  it('no code without a signed-in user: no token 401, a guest 403', async () => {
    expectError(await server.post('/api/handoff', {}), 401);
    const guest = (await server.post('/api/guest/demo')).body;
    expectError(await newCode(guest.access_token), 403, 'sign_in_required');
  });

  it('a bad body names the parameter', async () => {
    expectError(await server.post('/api/login/demo/handoff', {}), 400, 'bad_parameter', 'code');
  });

  it('codes are stored hashed: the database holds SHA-256 of the code, never the code', async () => {
    const { access_token } = await signIn();
    const { code } = (await newCode(access_token)).body.data;
    const plain = code.replace('-', '');
    const rows = await db.db.selectFrom('handoff_codes').selectAll().execute();
    expect(rows.some((r) => r.code_hash === createHash('sha256').update(plain).digest('hex'))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(plain);
  });
});
