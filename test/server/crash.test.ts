import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startRedis } from '../support/engines';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { databaseUrlFor } from './database';
import { testServer } from './helpers';

const tmp = mkdtempSync(join(tmpdir(), 'cp-crash-'));
const children: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(children.map((c) => c.kill9()));
  rmSync(tmp, { recursive: true, force: true });
});

async function call(url: string, method: string, body?: unknown, token?: string) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as any };
}

describe('kill -9 of a server process: no acknowledged write is lost', () => {
  it('likes, favourites and a beacon acknowledged just before SIGKILL are all there after a restart', async () => {
    const dataDir = join(tmp, 'killed');
    const databaseUrl = await databaseUrlFor(dataDir);
    const child = await startServerProcess(dataDir, databaseUrl);
    children.push(child);
    const api = `${child.url}/api`;
    const ids = (await call(`${api}/demo/wcm/congressresources.json?limit=20&sort=id`, 'GET')).body.data.map(
      (r: { id: number }) => String(r.id),
    );
    const users = await Promise.all([0, 1, 2].map(() => call(`${api}/guest/demo`, 'POST')));
    const acknowledged: Promise<{ status: number }>[] = [];
    for (const { body: session } of users) {
      for (const id of ids)
        acknowledged.push(call(`${api}/demo/congressresources/${id}/like`, 'POST', undefined, session.access_token));
      const events = ids.map((id: string) => ({ event: 'ADD_ITEM', item_type: 'congressresource', item_id: id }));
      acknowledged.push(call(`${api}/basket/events`, 'POST', { events }, session.access_token));
    }
    acknowledged.push(call(`${api}/analytics/pageview`, 'POST', { url: 'https://example.org/crash', client: 'demo' }));
    // Every write is answered before the kill: those answers are what must survive.
    expect((await Promise.all(acknowledged)).every((a) => a.status < 300)).toBe(true);
    await child.kill9();

    const server = await testServer({ dataDir, databaseUrl });
    try {
      const counts = (await server.get(`/api/demo/congressresources/like?resourceIds=${ids.join(',')}`)).body.data;
      expect(Object.values(counts)).toEqual(ids.map(() => 3));
      for (const { body: session } of users) {
        const basket = await server.get('/api/basket', {
          headers: { authorization: `Bearer ${session.access_token}` },
        });
        expect(basket.body.data.items).toHaveLength(ids.length);
      }
      const beacons = await server.get('/api/analytics/pageviews?client=demo', {
        headers: { authorization: 'Bearer demo-admin-token' },
      });
      expect(beacons.body.data.map((b: any) => b.body.url)).toContain('https://example.org/crash');
    } finally {
      await server.stop(true);
    }
  }, 90_000);
});

describe('two server processes on one database', () => {
  it('without Redis a second process on the same data is refused, saying why; a killed holder leaves no stale claim', async () => {
    const dataDir = join(tmp, 'alone');
    const databaseUrl = await databaseUrlFor(dataDir);
    const child = await startServerProcess(dataDir, databaseUrl);
    try {
      await expect(testServer({ dataDir, databaseUrl, redisUrl: '' })).rejects.toThrow(
        /another server process already serves .*several server processes on one database need REDIS_URL/,
      );
    } finally {
      await child.kill9();
    }
    // The claim ends with its holder, even a killed one: no stale lock.
    const next = await testServer({ dataDir, databaseUrl, redisUrl: '' });
    await next.stop(true);
  }, 90_000);

  it('count likes alike: concurrent likes on both give both the same, exact counts', async () => {
    const dataDir = join(tmp, 'shared');
    const databaseUrl = await databaseUrlFor(dataDir);
    const redis = await startRedis();
    const child = await startServerProcess(dataDir, databaseUrl, redis.url);
    children.push(child);
    const local = await testServer({ dataDir, databaseUrl, redisUrl: redis.url });
    try {
      const origins = [`${child.url}/api`, `${local.url}/api`];
      const ids = (await local.get('/api/demo/wcm/congressresources.json?limit=3&sort=id')).body.data.map((r: any) =>
        String(r.id),
      );
      // Eight users, each signed in on one process, like every item on alternating processes.
      const users = await Promise.all(
        Array.from({ length: 8 }, (_, i) => call(`${origins[i % 2]}/guest/demo`, 'POST').then((r) => r.body)),
      );
      const likes = users.flatMap((user, u) =>
        ids.map((id: string, i: number) =>
          call(`${origins[(u + i) % 2]}/demo/congressresources/${id}/like`, 'POST', undefined, user.access_token),
        ),
      );
      expect((await Promise.all(likes)).every((a) => a.status === 200)).toBe(true);
      // One user unlikes the first item on the other process than the one it liked on.
      await call(`${origins[1]}/demo/congressresources/${ids[0]}/like`, 'DELETE', undefined, users[0].access_token);
      const expected = Object.fromEntries(ids.map((id: string, i: number) => [id, i === 0 ? 7 : 8]));
      for (const origin of origins) {
        expect(
          (await call(`${origin}/demo/congressresources/like?resourceIds=${ids.join(',')}`, 'GET')).body.data,
        ).toEqual(expected);
        const single = await call(`${origin}/demo/congressresources/${ids[1]}/like/${users[3].user.id}`, 'GET');
        expect(single.body.data).toEqual({ alreadyLiked: true, likes: 8 });
      }
    } finally {
      await local.stop(true);
      await child.kill9();
      await redis.stop();
    }
  }, 90_000);
});
