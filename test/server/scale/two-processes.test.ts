/**
 * Two server instances sharing one real Redis and one data folder, as two processes behind a load balancer do
 * (docs/deploy.md): viewer totals, change events, SSO sessions, PUBLIC_URL and validators agree; Redis going away
 * and coming back. (test/server/scale/processes.test.ts does the same with real separate processes.)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage } from '../../../demo/server/db';
import { databaseUrlFor } from '../database';
import { makeFrab } from '../../fixtures/schedules/make-frab';
import { startRedis, type Engine } from '../../support/engines';
import { testServer, type TestServer } from '../helpers';
import { totals, until, viewer, type Viewer } from './support';

const PUBLIC = 'https://portal.example.org';
const ADMIN = { authorization: 'Bearer demo-admin-token', 'content-type': 'application/json' };
let redis: Engine;
let a: TestServer;
let b: TestServer;
let dataDir: string;
const open: Viewer[] = [];

beforeAll(async () => {
  redis = await startRedis();
  dataDir = mkdtempSync(join(tmpdir(), 'cp-scale-'));
  const options = { redisUrl: redis.url, publicUrl: PUBLIC, dataDir, counterIntervalMs: 100 };
  a = await testServer(options);
  b = await testServer(options);
});
afterAll(async () => {
  for (const v of open) v.ws.terminate();
  await a?.stop();
  await b?.stop();
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function viewers(url: string, context: string, n: number): Promise<Viewer[]> {
  const list = await Promise.all(Array.from({ length: n }, () => viewer(url, context)));
  open.push(...list);
  return list;
}

/** Calls a path on a server's own port (its URL is the public origin, which only a load balancer would answer). */
const call = (server: TestServer, path: string, init?: RequestInit) =>
  fetch(`http://127.0.0.1:${server.port}${path}`, init);
async function get(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const response = await call(server, path, { headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}
/** The value `read` gives once it equals `expected`, or its last value after 3 s. */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
  let value = await read();
  for (let i = 0; i < 30 && value !== expected; i++) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

describe('live counter: every process counts every process viewers (Redis pub/sub, per-process tables)', () => {
  it('3 viewers on one process and 2 on the other: both report 5 in total and per context, and each socket is told', async () => {
    const onA = await viewers(`http://127.0.0.1:${a.port}`, 'dmc2026/hall-a', 3);
    const onB = await viewers(`http://127.0.0.1:${b.port}`, 'dmc2026/hall-b', 2);
    const agreed = () =>
      [a, b].every(
        (s) =>
          totals(s, 'dmc2026/hall-a').count === 3 &&
          totals(s, 'dmc2026/hall-b').count === 2 &&
          totals(s, 'dmc2026/hall-a').total === 5,
      );
    await until(agreed, 3000, () => JSON.stringify([totals(a, 'dmc2026/hall-a'), totals(b, 'dmc2026/hall-b')]));
    await until(
      () => [...onA, ...onB].every((v) => v.last?.total === 5) && onA.every((v) => v.last?.count === 3),
      3000,
      () => JSON.stringify(onB.map((v) => v.last)),
    );
    expect(onB[0].last).toMatchObject({ count: 2, total: 5, context: 'dmc2026/hall-b' });
  });
});

describe('change events: a write on one process is seen on the other', () => {
  it('a like on A counts on B', async () => {
    const login = await call(a, '/api/login/demo/tokenlogin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'demo-member-token' }),
    }).then((r) => r.json());
    const id = (await get(a, '/api/demo/wcm/congressresources.json?limit=1')).body.data[0].id;
    const countOn = async (s: TestServer) =>
      (await get(s, `/api/demo/congressresources/like?resourceIds=${id}`)).body.data[id];
    const before = await countOn(b);
    const liked = await call(a, `/api/demo/congressresources/${id}/like`, {
      method: 'POST',
      headers: { authorization: `Bearer ${login.access_token}` },
    });
    expect(liked.status).toBe(200);
    expect(await eventually(() => countOn(b), before + 1)).toBe(before + 1);
  });

  it('a channel paused on A is paused on B', async () => {
    const paused = await call(a, '/api/demo/wcm/channels/hall-a/paused', {
      method: 'PUT',
      headers: ADMIN,
      body: JSON.stringify({ paused: true }),
    });
    expect(paused.status).toBe(200);
    // Channel answers are kept for 1 s (http/live-answers.ts): B shows the pause within that.
    expect(await eventually(async () => (await get(b, '/api/demo/wcm/channels/hall-a')).body.data.paused, 1)).toBe(1);
  });

  it('a page edited on A shows on B with the same Last-Modified; a configuration change too', async () => {
    const path = '/api/demo/pages?relation=client&id=demo&type=privacy';
    const since = (await get(b, path)).headers.get('last-modified')!;
    const put = await call(a, '/api/admin/demo/pages/7', {
      method: 'PUT',
      headers: ADMIN,
      body: JSON.stringify({ title: 'Privacy (edited on A)' }),
    });
    expect(put.status).toBe(200);
    // B rereads the edit from the database when the change event arrives: a moment after A has answered.
    expect(await eventually(async () => (await get(b, path)).body.data[0].title, 'Privacy (edited on A)')).toBe(
      'Privacy (edited on A)',
    );
    const [onA, onB] = await Promise.all([get(a, path), get(b, path)]);
    expect(onB.headers.get('last-modified')).toBe(onA.headers.get('last-modified'));
    expect(Date.parse(onB.headers.get('last-modified')!)).toBeGreaterThan(Date.parse(since));

    const config = await call(a, '/api/admin/demo/configuration', {
      method: 'PUT',
      headers: ADMIN,
      body: JSON.stringify({ videoTrackingEndpoint: 'https://tracking.example.org/collect' }),
    });
    expect(config.status).toBe(200);
    const endpoint = async () => (await get(b, '/api/demo/configuration')).body.data.videoTrackingEndpoint;
    expect(await eventually(endpoint, 'https://tracking.example.org/collect')).toBe(
      'https://tracking.example.org/collect',
    );
    const shown = await get(b, '/api/demo/configuration');
    expect(shown.headers.get('etag')).toBe((await get(a, '/api/demo/configuration')).headers.get('etag'));
  });
});

describe('schedule imports: stored by one, announced on the bus, served by every process', () => {
  it('after an imports event, B serves the imported project channels and A its configuration', async () => {
    const file = join(dataDir, 'scale-import.frab.json');
    const text = JSON.stringify(makeFrab({ acronym: 'SCALE2026', title: 'Scale Congress 2026' }));
    writeFileSync(file, text);
    // As `npm run import` does: a row in the database both processes share.
    const db = await openStorage({ dataDir, databaseUrl: (await databaseUrlFor(dataDir)) || undefined });
    await db.imports.save('scale2026', file, text, Date.now());
    await db.close();
    expect((await get(b, '/api/demo/wcm/channels.json?filter=project==scale2026')).body.meta.total).toBe(0);
    a.shared.bus.publish({ type: 'imports', at: Math.floor(Date.now() / 1000) * 1000 });
    const total = await eventually(
      async () => (await get(b, '/api/demo/wcm/channels.json?filter=project==scale2026')).body.meta.total,
      2,
    );
    expect(total).toBe(2);
    const title = async () => (await get(a, '/api/demo/configuration')).body.data.projects.scale2026?.title;
    expect(await eventually(title, 'Scale Congress 2026')).toBe('Scale Congress 2026');
  });
});

describe('demo SSO sessions live in Redis with a time to live', () => {
  it('signed in at the provider through A, a silent sign-in (prompt=none) through B gets a code', async () => {
    const finish = encodeURIComponent(`${PUBLIC}/portal/oauth-finish`);
    const base = '/api/login/demo/ext-oauth2-authcode/demo-sso';
    const chosen = await call(a, `${base}/authorize?finish=${finish}&user=u-member`, { redirect: 'manual' });
    expect(chosen.status).toBe(302);
    const cookie = chosen.headers.get('set-cookie')!.split(';')[0];
    expect(cookie).toMatch(/^demo_sso=/);
    const silent = await call(b, `${base}/init-authorize?oauth2_finish_url=${finish}&prompt=none`, {
      redirect: 'manual',
      headers: { cookie },
    });
    expect(new URL(silent.headers.get('location')!).searchParams.get('status')).toBe('success');
    const stranger = await call(b, `${base}/init-authorize?oauth2_finish_url=${finish}&prompt=none`, {
      redirect: 'manual',
      headers: { cookie: 'demo_sso=unknown' },
    });
    expect(new URL(stranger.headers.get('location')!).searchParams.get('status')).toBe('error');
  });

  it('a session written by one process is read by the other until its time to live ends', async () => {
    await a.shared.sessions.set('ttl-check', 'u-member', 300);
    expect(await b.shared.sessions.get('ttl-check')).toBe('u-member');
    await new Promise((r) => setTimeout(r, 400));
    expect(await b.shared.sessions.get('ttl-check')).toBeUndefined();
  });
});

describe('PUBLIC_URL: every absolute URL uses the public origin, never a process port', () => {
  it('configuration (liveCounterUrl, DSN, Matomo, allowedOrigins), assets, player media and logout', async () => {
    const config = (await get(a, '/api/demo/configuration')).body.data;
    expect(config.liveCounterUrl).toBe('wss://portal.example.org/api/live/counter');
    expect(config.sentryDsn).toMatch(/^https:\/\/[^@]+@portal\.example\.org\/api\/sentry\//);
    expect(config.matomoUrl).toBe(`${PUBLIC}/api/matomo.php`);
    expect(config.allowedOrigins).toContain(PUBLIC);
    const answers = [
      JSON.stringify(config),
      JSON.stringify((await get(a, '/api/assets?client=demo')).body),
      JSON.stringify((await get(b, '/api/demo/wcm/channels.json?limit=99')).body),
      JSON.stringify((await get(b, '/api/demo/wcm/congressresources.json?limit=50')).body),
    ];
    // The dataset's own allowedOrigins name `http://localhost:*` (any port): a concrete process port is what must not show.
    const ownPorts = answers.map((text) => /(?:127\.0\.0\.1|localhost):\d+/.exec(text)?.[0] ?? null);
    expect(ownPorts).toEqual([null, null, null, null]);
    expect(answers[1]).toContain(`${PUBLIC}/api/assets/file/`);
  });

  it('a malformed PUBLIC_URL stops the start naming the variable', async () => {
    await expect(testServer({ publicUrl: 'portal.example.org/path' })).rejects.toThrow(/^PUBLIC_URL: /);
    await expect(testServer({ publicUrl: 'https://portal.example.org/portal' })).rejects.toThrow(/an origin only/);
  });
});

describe('validators from the data: both processes send the same Last-Modified and ETag', () => {
  it.each([
    '/api/demo/configuration',
    '/api/demo/wcm/congressresources.json?limit=24',
    '/api/demo/wcm/channels.json?filter=project==dmc2026&fakenow=2026-03-04T10:10:00%2B01:00',
    '/api/demo/wcm/channels/hall-b?fakenow=2026-03-04T10:10:00%2B01:00',
    '/api/demo/wcm/events.json?filter=project==dmc2026&fakenow=2026-03-04T10:10:00%2B01:00',
    '/api/search/demo?query=cardiology',
    '/api/demo/translations/de',
  ])('%s: equal validators, and A’s validate on B (304)', async (path) => {
    const [fromA, fromB] = await Promise.all([get(a, path), get(b, path)]);
    expect(fromA.status).toBe(200);
    expect(fromB.headers.get('etag')).toBe(fromA.headers.get('etag'));
    expect(fromB.headers.get('last-modified')).toBe(fromA.headers.get('last-modified'));
    expect((await call(b, path, { headers: { 'if-none-match': fromA.headers.get('etag')! } })).status).toBe(304);
    expect(
      (await call(b, path, { headers: { 'if-modified-since': fromA.headers.get('last-modified')! } })).status,
    ).toBe(304);
  });
});

describe('Redis away: counts fall back to each process, and are shared again within 5 s of its return', () => {
  it('stop Redis: each process counts its own viewers; start it on the same port: both agree again', async () => {
    const context = 'dmc2026/hall-c';
    await viewers(`http://127.0.0.1:${a.port}`, context, 2);
    await viewers(`http://127.0.0.1:${b.port}`, context, 1);
    await until(
      () => totals(a, context).count === 3 && totals(b, context).count === 3,
      3000,
      () => JSON.stringify([totals(a, context), totals(b, context)]),
    );
    await redis.stop();
    await until(
      () => totals(a, context).count === 2 && totals(b, context).count === 1,
      3000,
      () => JSON.stringify([totals(a, context), totals(b, context)]),
    );
    // While Redis is away, the processes keep serving.
    expect((await get(a, '/api/demo/configuration')).status).toBe(200);
    redis = await startRedis(redis.port);
    const ms = await until(
      () => totals(a, context).count === 3 && totals(b, context).count === 3,
      5000,
      () => JSON.stringify([totals(a, context), totals(b, context)]),
    );
    expect(ms).toBeLessThanOrEqual(5000);
  });
});
