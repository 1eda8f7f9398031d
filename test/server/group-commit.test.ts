import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage } from '../../demo/server/db';
import { databaseUrlFor } from './database';
import { expectError, testServer, type TestServer } from './helpers';

// Writes that arrive together share one transaction on PostgreSQL (demo/server/db/group-commit.ts); on SQLite each
// runs alone. Either way every answer must be the truth of a committed write.

let server: TestServer;
let ids: number[];
beforeAll(async () => {
  server = await testServer();
  ids = (await server.get('/api/demo/wcm/congressresources.json?limit=3&sort=id')).body.data.map(
    (r: { id: number }) => r.id,
  );
});
afterAll(() => server.stop());

const guest = async () => (await server.post('/api/guest/demo')).body.access_token as string;
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const like = (id: number, token: string, method = 'POST') =>
  fetch(`${server.url}/api/demo/congressresources/${id}/like`, { method, ...bearer(token) }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as { data: { likes: number } },
  }));
const count = async (id: number) =>
  (await server.get(`/api/demo/congressresources/like?resourceIds=${id}`)).body.data[id] as number;

describe('group commit: writes sharing a transaction answer exactly as if each had committed alone', () => {
  it('forty users liking one item at once: counts 1…40, one to each, and 40 stored; unliking at once: back to 0', async () => {
    const id = ids[0];
    const tokens = await Promise.all(Array.from({ length: 40 }, guest));
    const liked = await Promise.all(tokens.map((t) => like(id, t)));
    expect(liked.every((r) => r.status === 200)).toBe(true);
    expect(liked.map((r) => r.body.data.likes).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(await count(id)).toBe(40);
    const unliked = await Promise.all(tokens.map((t) => like(id, t, 'DELETE')));
    expect(unliked.map((r) => r.body.data.likes).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i),
    );
    expect(await count(id)).toBe(0);
  });

  it('one user liking and unliking one item in the same instant: the count equals the stored likes', async () => {
    const id = ids[1];
    const token = await guest();
    await Promise.all([like(id, token), like(id, token, 'DELETE'), like(id, token), like(id, token)]);
    const user = (await server.get('/api/user', bearer(token))).body.data.id;
    const mine = await server.get(`/api/demo/congressresources/like?resourceIds=${id}&user_id=${user}`);
    expect(mine.body.data[id]).toBe(mine.body.meta.liked.length);
  });

  it('a session signed out writes nothing, even when its write shares a batch with others', async () => {
    const id = ids[2];
    const [gone, kept] = await Promise.all([guest(), guest()]);
    expect((await server.post('/api/logout', undefined, bearer(gone))).status).toBe(200);
    const [refused, accepted, basket] = await Promise.all([
      like(id, gone),
      like(id, kept),
      server.post(
        '/api/basket/events',
        { events: [{ event: 'ADD_ITEM', item_type: 'congressresource', item_id: String(id) }] },
        { headers: { 'content-type': 'application/json', authorization: `Bearer ${gone}` } },
      ),
    ]);
    expectError(refused, 401, 'invalid_token');
    expectError(basket, 401, 'invalid_token');
    expect(accepted.body.data.likes).toBe(1);
    expect(await count(id)).toBe(1);
  });
});

describe('group commit: a failed write fails only its own caller', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'cp-group-commit-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('one job of a batch throws: it alone is refused, every other job is committed', async () => {
    const dataDir = join(tmp, 'failing');
    const storage = await openStorage({ dataDir, databaseUrl: await databaseUrlFor(dataDir) });
    try {
      const key = (id: number) => ({ client: 'demo', type: 'congressresources', id: String(id) });
      const writes = Array.from({ length: 10 }, (_, i) =>
        storage.write(`likes:${i}`, async (repos) => {
          if (i === 6) throw new Error('the sixth write is refused');
          return repos.likes.change(key(7), `user-${i}`, true, 1);
        }),
      );
      const outcomes = await Promise.allSettled(writes);
      expect(outcomes.map((o) => o.status)).toEqual(outcomes.map((_, i) => (i === 6 ? 'rejected' : 'fulfilled')));
      expect((outcomes[6] as PromiseRejectedResult).reason.message).toBe('the sixth write is refused');
      expect(await storage.likes.count(key(7))).toBe(9);
      expect((await storage.likes.likedBy('demo', 'congressresources', 'user-6')).length).toBe(0);
    } finally {
      await storage.close();
    }
  });
});
