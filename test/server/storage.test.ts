import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../demo/server/app';
import { openStorage } from '../../demo/server/db';
import { connect } from '../../demo/server/db/connect';
import { migrate, MIGRATION_TABLE } from '../../demo/server/db/migrate';
import { startRedis } from '../support/engines';
import { LATEST_MIGRATION, migrationsFor } from '../../demo/server/db/migrations';
import { databaseUrlFor, onPostgres } from './database';
import { fakenow, testServer, type TestServer } from './helpers';

const tmp = mkdtempSync(join(tmpdir(), 'cp-storage-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A fresh database of this project's engine: SQLite in a folder, or a PostgreSQL database named after it. */
async function freshDatabase(name: string) {
  const dataDir = join(tmp, name);
  return { dataDir, databaseUrl: await databaseUrlFor(dataDir) };
}

describe('migrations: one forward-only history, run at start and by npm run migrate', () => {
  it('a first run applies every migration in order; a second run applies nothing', async () => {
    const { dataDir, databaseUrl } = await freshDatabase('twice');
    const connection = connect(dataDir, databaseUrl);
    try {
      const first = await migrate(connection.db, connection.engine);
      expect(first.applied).toEqual(Object.keys(migrationsFor(connection.engine)).sort());
      expect(first.applied.slice(0, 2)).toEqual(['0001_user_data', '0002_shared_state']);
      const second = await migrate(connection.db, connection.engine);
      expect(second).toEqual({ applied: [], version: first.version });
      const rows = await connection.db
        .selectFrom(MIGRATION_TABLE as never)
        .selectAll()
        .execute();
      expect(rows).toHaveLength(first.applied.length);
    } finally {
      await connection.close();
    }
  });

  it('a database migrated by a newer release is refused with a message naming both versions', async () => {
    const { dataDir, databaseUrl } = await freshDatabase('newer');
    const storage = await openStorage({ dataDir, databaseUrl });
    await storage.kysely
      .insertInto(MIGRATION_TABLE as never)
      .values({ name: '0099_from_the_future', timestamp: new Date().toISOString() } as never)
      .execute();
    await storage.close();
    const refused = startServer({ port: 0, quiet: true, dataDir, databaseUrl });
    await expect(refused).rejects.toThrow(
      `schema is newer than this server: it has migration 0099_from_the_future, this release knows up to ${LATEST_MIGRATION}`,
    );
  });
});

describe('DATABASE_URL: a malformed one stops the start with a message naming it, never its password', () => {
  it.each([
    ['not a URL', 'hunter2 at db.example.org', /DATABASE_URL is not a URL/],
    ['another scheme', 'mysql://portal:hunter2@db.example.org/portal', /DATABASE_URL must start with postgres:\/\//],
    ['no database', 'postgres://portal:hunter2@db.example.org/', /DATABASE_URL names no database/],
    ['a bad port', 'postgres://portal:hunter2@db.example.org:99999/portal', /DATABASE_URL/],
  ])('%s', async (_, databaseUrl, message) => {
    const failure = await startServer({ port: 0, quiet: true, dataDir: join(tmp, 'bad-url'), databaseUrl }).catch(
      (error: Error) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(message);
    expect((failure as Error).message).not.toContain('hunter2');
  });

  it('an unreachable database names DATABASE_URL with the password hidden', async () => {
    const databaseUrl = 'postgres://portal:hunter2@127.0.0.1:1/portal';
    const failure = (await startServer({ port: 0, quiet: true, dataDir: join(tmp, 'away'), databaseUrl }).catch(
      (error: Error) => error,
    )) as Error;
    expect(failure.message).toMatch(
      /cannot open the database \(DATABASE_URL: postgres:\/\/portal:\*\*\*@127\.0\.0\.1:1\/portal\)/,
    );
    expect(failure.message).not.toContain('hunter2');
  });
});

describe('refresh rotation: one conditional UPDATE … RETURNING', () => {
  it('two refreshes with the same token at once: exactly one gets a new token, the other 401', async () => {
    const server = await testServer();
    try {
      for (let round = 0; round < 5; round++) {
        const session = (await server.post('/api/guest/demo')).body;
        const answers = await Promise.all(
          [1, 2].map(() => server.post('/api/login/refresh', { refresh_token: session.refresh_token })),
        );
        expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
        const winner = answers.find((a) => a.status === 200)!.body;
        expect((await server.post('/api/login/refresh', { refresh_token: winner.refresh_token })).status).toBe(200);
      }
    } finally {
      await server.stop();
    }
  });
});

describe('the token signing key', () => {
  it('is created once and shared: a token signed by one server is accepted by another on the same database', async () => {
    const { dataDir, databaseUrl } = await freshDatabase('key');
    // Two processes on one database share a Redis (without one the second is refused: crash.test.ts).
    const redis = await startRedis();
    // On PostgreSQL both start at once (migration lock, INSERT … ON CONFLICT for the key). SQLite's lock waits by
    // blocking its thread, so two servers in one test process must start one after the other.
    const start = () => testServer({ dataDir, databaseUrl, redisUrl: redis.url });
    const [a, b] = onPostgres() ? await Promise.all([start(), start()]) : [await start(), await start()];
    try {
      const session = (await a.post('/api/guest/demo')).body;
      const me = await b.get('/api/user', { headers: { authorization: `Bearer ${session.access_token}` } });
      expect(me.status).toBe(200);
      expect(me.body.data?.id ?? me.body.id).toBe(session.user.id);
    } finally {
      await Promise.all([a.stop(true), b.stop(true)]);
      await redis.stop();
    }
  });

  it('comes from TOKEN_SECRET when set: a token stays valid under the same secret and fails under another', async () => {
    const { dataDir, databaseUrl } = await freshDatabase('secret');
    const tokenSecret = 'a-secret-of-at-least-thirty-two-characters';
    const first = await testServer({ dataDir, databaseUrl, tokenSecret });
    const session = (await first.post('/api/guest/demo')).body;
    await first.stop(true);
    const bearer = { headers: { authorization: `Bearer ${session.access_token}` } };
    for (const [secret, status] of [
      [tokenSecret, 200],
      ['another-secret-of-at-least-thirty-two-chars', 401],
    ] as const) {
      const server = await testServer({ dataDir, databaseUrl, tokenSecret: secret });
      try {
        expect((await server.get('/api/user', bearer)).status).toBe(status);
      } finally {
        await server.stop(true);
      }
    }
    await expect(testServer({ dataDir, databaseUrl, tokenSecret: 'short' })).rejects.toThrow(
      /TOKEN_SECRET must be at least 32 characters/,
    );
  });
});

describe('organisers’ edits live in the database', () => {
  it('a page edit, a configuration edit and a channel pause are still there after a restart', async () => {
    const { dataDir, databaseUrl } = await freshDatabase('edits');
    const put = (server: TestServer, path: string, body: unknown) =>
      server.get(path, {
        method: 'PUT',
        headers: { authorization: 'Bearer demo-admin-token', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const first = await testServer({ dataDir, databaseUrl });
    try {
      expect((await put(first, '/api/admin/demo/pages/7', { title: 'Privacy (stored)' })).status).toBe(200);
      const endpoint = 'https://tracking.example.org/stored';
      expect((await put(first, '/api/admin/demo/configuration', { videoTrackingEndpoint: endpoint })).status).toBe(200);
      expect((await first.get(`/api/demo/wcm/channels/hall-b?fakenow=${fakenow}`)).body.data.paused).toBe(0);
      expect((await put(first, '/api/demo/wcm/channels/hall-b/paused', { paused: true })).status).toBe(200);
    } finally {
      await first.stop(true);
    }
    const second = await testServer({ dataDir, databaseUrl });
    try {
      const pages = await second.get('/api/demo/pages?relation=client&id=demo&type=privacy');
      expect(pages.body.data[0].title).toBe('Privacy (stored)');
      expect((await second.get('/api/demo/configuration')).body.data.videoTrackingEndpoint).toBe(
        'https://tracking.example.org/stored',
      );
      const channel = await second.get(`/api/demo/wcm/channels/hall-b?fakenow=${fakenow}`);
      expect(channel.body.data.paused).toBe(1);
    } finally {
      await second.stop(true);
    }
  });
});
