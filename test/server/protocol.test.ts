import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, fakenow, testServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.stop();
});

describe('spec 3 §7 updater: polled endpoints answer 304 to If-None-Match / If-Modified-Since', () => {
  it.each([
    `/api/demo/wcm/channels.json?filter=project==dmc2026&fakenow=${fakenow}`,
    `/api/demo/wcm/events.json?filter=project==dmc2026&fakenow=${fakenow}`,
    `/api/demo/wcm/channels/hall-a?fakenow=${fakenow}`,
    '/api/demo/wcm/congressresources.json',
    '/api/demo/configuration',
  ])('%s', async (path) => {
    const first = await fetch(server.url + path);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    expect(etag).toMatch(/^W\/"/);
    expect(lastModified).toBeTruthy();
    const byEtag = await fetch(server.url + path, { headers: { 'if-none-match': etag } });
    expect(byEtag.status).toBe(304);
    expect(await byEtag.text()).toBe('');
    expect((await fetch(server.url + path, { headers: { 'if-modified-since': lastModified } })).status).toBe(304);
    expect(
      (
        await fetch(server.url + path, {
          headers: { 'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString() },
        })
      ).status,
    ).toBe(200);
    expect((await fetch(server.url + path, { headers: { 'if-none-match': 'W/"other"' } })).status).toBe(200);
  });
  it('live endpoints change Last-Modified when a session starts or ends', async () => {
    const early = await testServer({ clock: () => Date.parse('2026-03-04T07:00:00+01:00') });
    try {
      const at = (now: string) =>
        fetch(`${early.url}/api/demo/wcm/channels/hall-a?fakenow=${encodeURIComponent(now)}`).then((r) =>
          r.headers.get('last-modified'),
        );
      expect(await at('2026-03-04T07:30:00+01:00')).toBe(new Date('2026-03-04T06:00:00Z').toUTCString());
      expect(await at('2026-03-04T10:10:00+01:00')).toBe(new Date('2026-03-04T09:00:00Z').toUTCString());
      expect(await at('2026-03-04T10:50:00+01:00')).toBe(new Date('2026-03-04T09:45:00Z').toUTCString());
    } finally {
      await early.stop();
    }
  });
  it('user data is never cached (no ETag on /user)', async () => {
    const { body } = await server.post('/api/login/demo/tokenlogin', { token: 'demo-member-token' });
    const answer = await fetch(`${server.url}/api/user`, { headers: { authorization: `Bearer ${body.access_token}` } });
    expect(answer.headers.get('etag')).toBeNull();
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('CORS: allowed origins with credentials; static SDK files for everyone', () => {
  it('an allowed origin (http://localhost:*) gets its origin and credentials back', async () => {
    const answer = await fetch(`${server.url}/api/demo/configuration`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
  });
  it('a preflight for a secured call allows Authorization', async () => {
    const answer = await fetch(`${server.url}/api/user`, {
      method: 'OPTIONS',
      headers: {
        origin: `http://127.0.0.1:${server.port}`,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(answer.status).toBeLessThan(300);
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });
  it('a foreign origin gets no CORS headers', async () => {
    const answer = await fetch(`${server.url}/api/demo/configuration`, { headers: { origin: 'https://evil.example' } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
  it('streams and asset files allow any origin (module scripts and hls.js fetch cross-origin)', async () => {
    const stream = await fetch(`${server.url}/streams/demo/index.m3u8`, {
      headers: { origin: 'https://host.example' },
    });
    expect(stream.headers.get('access-control-allow-origin')).toBe('*');
    expect(stream.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(await stream.text()).toContain('#EXTM3U');
    const segment = await fetch(`${server.url}/streams/demo/seg000.m4s`);
    expect(segment.status).toBe(200);
  });
});

describe('bad input never crashes the server', () => {
  it('an oversized body → 413 body_too_large', async () => {
    const big = JSON.stringify({ token: 'x'.repeat(70 * 1024) });
    const answer = await server.post('/api/login/demo/tokenlogin', undefined, {
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expectError(answer, 413, 'body_too_large');
  });
  it('malformed JSON → 400 naming body', async () => {
    const answer = await server.post('/api/login/demo/tokenlogin', undefined, {
      body: '{"token":',
      headers: { 'content-type': 'application/json' },
    });
    expectError(answer, 400, undefined, 'body');
  });
  it('unknown API path → JSON 404', async () => {
    expectError(await server.get('/api/demo/what/is/this/path'), 404);
  });
});
