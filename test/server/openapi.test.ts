import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from './helpers';

/** Paths and methods of docs/openapi.yaml (two-space indented keys under `paths:`). */
function documented(): [string, string][] {
  const text = readFileSync(join(__dirname, '..', '..', 'docs', 'openapi.yaml'), 'utf8');
  const lines = text.slice(text.indexOf('\npaths:')).split('\n');
  const out: [string, string][] = [];
  let path = '';
  for (const line of lines) {
    const p = /^ {2}(\/\S*):/.exec(line);
    if (p) path = p[1];
    const m = /^ {4}(get|post|delete):/.exec(line) ?? /^ {2}\/\S*: \{ (get|post|delete):/.exec(line);
    if (m && path) out.push([m[1].toUpperCase(), path]);
  }
  return out;
}

const SAMPLES: Record<string, string> = {
  client: 'demo',
  host: 'localhost',
  lang: 'en',
  resource: 'events',
  slugOrId: 'hall-a',
  id: '1200004',
  slug: 'dmc2026-spotlight-1',
  project: 'dmc2026',
  widget: 'html-text',
  name: 'default',
  channelid: '1700001',
  provider: 'demo-sso',
  type: 'congressresources',
  user: 'u-member',
  seconds: '0',
  file: 'teaser.png',
};

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.stop();
});

describe('docs/openapi.yaml and the server agree: every documented operation exists', () => {
  const operations = documented().filter(([, path]) => path !== '/live/counter');
  it('documents the SDK calls (at least 50 operations)', () => {
    expect(operations.length).toBeGreaterThanOrEqual(50);
  });
  it.each(operations)('%s %s is routed', async (method, path) => {
    const url = path.replace(/\{(\w+)\}/g, (_, key: string) => SAMPLES[key] ?? 'x');
    const answer = await fetch(`${server.url}/api${url}`, {
      method,
      headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
      redirect: 'manual',
    });
    const body = answer.headers.get('content-type')?.includes('json') ? await answer.json() : null;
    expect(body?.error?.code, `${method} ${url}`).not.toBe('not_found');
  });
});
