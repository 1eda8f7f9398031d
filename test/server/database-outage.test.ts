import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresEngine, startPostgres } from '../support/engines';
import { onPostgres } from './database';
import { expectError, testServer, type TestServer } from './helpers';

// PostgreSQL of its own (the run's shared one must stay up for the other files), so only in the server-pg project.
describe.runIf(onPostgres())('PostgreSQL down: 503 with Retry-After, content still served, recovery by itself', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'cp-outage-'));
  let engine: PostgresEngine;
  let server: TestServer;
  beforeAll(async () => {
    // Durable: an acknowledged write (the guest session) must be there after the immediate stop.
    engine = await startPostgres('portal', { durable: true });
    server = await testServer({ dataDir: tmp, databaseUrl: engine.url });
  });
  afterAll(async () => {
    await server?.stop(true);
    await engine?.stop();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('answers 503 database_unavailable quickly while it is down, and writes again once it is back', async () => {
    const session = (await server.post('/api/guest/demo')).body;
    const bearer = { headers: { authorization: `Bearer ${session.access_token}` } };
    expect((await server.get('/api/basket', bearer)).status).toBe(200);
    await engine.down();

    const started = Date.now();
    const answers = await Promise.all([
      server.get('/api/basket', bearer),
      server.post('/api/guest/demo'),
      server.post('/api/analytics/pageview', { url: 'https://example.org/while-down' }),
      // Search lives in the same database on the same pool: the same answer, not a 500.
      server.get('/api/search/demo/counts?query=imaging-while-down'),
      server.get('/api/search/demo/autocomplete?query=Telemedizin&lang=de'),
    ]);
    for (const answer of answers) {
      expectError(answer, 503, 'database_unavailable');
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.body.error.message).toMatch(/database is not reachable/);
    }
    expect(Date.now() - started).toBeLessThan(10_000); // a refused connection fails fast: no hang
    // Content held in memory and static files do not need the database.
    expect((await server.get('/api/demo/configuration')).status).toBe(200);
    expect((await server.get('/api/demo/wcm/congressresources.json?limit=2&sort=-likes')).status).toBe(200);
    expect((await server.get('/')).status).toBe(200);

    await engine.up();
    await expect.poll(async () => (await server.get('/api/basket', bearer)).status, { timeout: 15_000 }).toBe(200);
    expect((await server.get('/api/search/demo/counts?query=imaging-after')).status).toBe(200);
    const events = [{ event: 'ADD_ITEM', item_type: 'event', item_id: '7' }];
    const json = { headers: { ...bearer.headers, 'content-type': 'application/json' } };
    expect((await server.post('/api/basket/events?return_basket=1', { events }, json)).body.data.items).toHaveLength(1);
  }, 60_000);
});
