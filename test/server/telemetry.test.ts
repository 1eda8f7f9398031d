import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransport } from '@sentry/browser';
import { createErrorClient } from '../../src/portal/telemetry/sentry-client';
import { testServer, type TestServer } from './helpers';

let server: TestServer;
const admin = { authorization: 'Bearer demo-admin-token' };
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.stop();
});

describe('issue 10 item 11: the Matomo-shaped endpoint (tracking HTTP API)', () => {
  it('the configuration names matomoUrl, sentryDsn and the site id; enableSentry is on in the demo', async () => {
    const { body } = await server.get('/api/demo/configuration');
    expect(body.data.matomoUrl).toBe(`${server.url}/api/matomo.php`);
    expect(body.data.sentryDsn).toBe(`${server.url.replace('//', '//demo_sentry_key@')}/api/sentry/1`);
    expect(body.data.matomoSiteId).toBe(3);
    expect(body.data.enableSentry).toBe(1);
  });

  it('accepts a form body (sendBeacon) and a query (GET), stores them, reads them back with the admin token', async () => {
    const form = new URLSearchParams({
      idsite: '3',
      rec: '1',
      apiv: '1',
      url: 'http://host/congress',
      action_name: 'Home',
      dimension9: '14',
    });
    const posted = await fetch(`${server.url}/api/matomo.php`, { method: 'POST', body: form });
    expect(posted.status).toBe(204);
    expect((await server.get(`/api/matomo.php?idsite=3&rec=1&url=${encodeURIComponent('http://host/x')}`)).status).toBe(
      204,
    );
    expect((await server.get('/api/analytics/matomo')).status).toBe(401);
    const { body } = await server.get('/api/analytics/matomo?limit=5', { headers: admin });
    expect(body.data.map((r: any) => r.body.url)).toEqual(['http://host/x', 'http://host/congress']);
    expect(body.data[1].body).toMatchObject({ idsite: '3', action_name: 'Home', dimension9: '14' });
  });

  it.each([
    ['idsite=x&rec=1&url=u', 'idsite'],
    ['idsite=3&url=u', 'rec'],
    ['idsite=3&rec=1', 'url'],
  ])('refuses %s (400 naming %s)', async (query, parameter) => {
    const { status, body } = await server.get(`/api/matomo.php?${query}`);
    expect(status).toBe(400);
    expect(body.error.parameter).toBe(parameter);
  });
});

describe('issue 10 item 11: the Sentry envelope endpoint behind the DSN', () => {
  const envelope = (id: string) =>
    [
      JSON.stringify({ event_id: id, sent_at: new Date().toISOString() }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify({ event_id: id, level: 'error', exception: { values: [{ type: 'Error', value: 'boom' }] } }),
    ].join('\n');

  it('stores an envelope sent with the client key (text/plain, as fetch sends a string) and reads it back', async () => {
    const answer = await fetch(`${server.url}/api/sentry/api/1/envelope/?sentry_key=demo_sentry_key&sentry_version=7`, {
      method: 'POST',
      body: envelope('a'.repeat(32)),
    });
    expect(answer.status).toBe(200);
    const { body } = await server.get('/api/sentry/events?client=demo', { headers: admin });
    expect(body.data[0].body.items[0].payload.exception.values[0].value).toBe('boom');
  });

  it('accepts the envelope of the real Sentry SDK (BrowserClient + Scope, the portal error client) sent to the configured DSN', async () => {
    const { body: config } = await server.get('/api/demo/configuration');
    const statuses: number[] = [];
    const client = createErrorClient({
      dsn: config.data.sentryDsn,
      environment: 'portal',
      tags: { client: 'demo' },
      // The SDK's transport with Node's fetch (its browser fetch transport needs a window).
      transport: (options) =>
        createTransport(options, async (request) => {
          const answer = await fetch(options.url, { method: 'POST', body: request.body as string });
          statuses.push(answer.status);
          return { statusCode: answer.status };
        }),
    });
    const id = await client.capture(new RangeError('from the SDK'), { screen: 'Home' });
    client.close();
    expect(statuses).toEqual([200]);
    const { body } = await server.get('/api/sentry/events?client=demo&limit=1', { headers: admin });
    expect(body.data[0].body.header).toMatchObject({ event_id: id, sdk: { name: 'sentry.javascript.browser' } });
    expect(body.data[0].body.items[0].payload).toMatchObject({
      event_id: id,
      level: 'error',
      tags: { client: 'demo', screen: 'Home' },
      exception: { values: [{ type: 'RangeError', value: 'from the SDK' }] },
    });
  });

  it('refuses a wrong key or project, and a broken envelope', async () => {
    expect(
      (
        await fetch(`${server.url}/api/sentry/api/1/envelope/?sentry_key=nordic_sentry_key`, {
          method: 'POST',
          body: envelope('b'),
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await fetch(`${server.url}/api/sentry/api/999/envelope/?sentry_key=demo_sentry_key`, {
          method: 'POST',
          body: envelope('b'),
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await fetch(`${server.url}/api/sentry/api/1/envelope/?sentry_key=demo_sentry_key`, {
          method: 'POST',
          body: 'not json',
        })
      ).status,
    ).toBe(400);
  });
});

describe('issue 10 item 13: an organiser edits a page; If-Modified-Since sees the change', () => {
  it('304 before the edit, 200 with the new title after it; the edit needs the admin token', async () => {
    const first = await server.get('/api/demo/pages?relation=client&id=demo&type=privacy');
    const since = first.headers.get('last-modified')!;
    const again = await fetch(`${server.url}/api/demo/pages?relation=client&id=demo&type=privacy`, {
      headers: { 'if-modified-since': since },
    });
    expect(again.status).toBe(304);
    const put = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/admin/demo/pages/7`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ title: 'Privacy (updated)' }),
      });
    expect((await put({})).status).toBe(401);
    expect((await put(admin)).status).toBe(200);
    const after = await fetch(`${server.url}/api/demo/pages?relation=client&id=demo&type=privacy`, {
      headers: { 'if-modified-since': since },
    });
    expect(after.status).toBe(200);
    expect((await after.json()).data[0].title).toBe('Privacy (updated)');
  });
});

describe('issue 8 item 11: the configuration is kept serialized, and an edit is served at once', () => {
  it('the same ETag until the edit, the edited configuration (not a kept one) right after it', async () => {
    const first = await fetch(`${server.url}/api/demo/configuration`);
    const etag = first.headers.get('etag')!;
    expect((first.headers.get('vary') ?? '').toLowerCase()).toContain('accept-encoding');
    expect(first.headers.get('cache-control')).toBeNull();
    expect((await fetch(`${server.url}/api/demo/configuration`, { headers: { 'if-none-match': etag } })).status).toBe(
      304,
    );
    const before = (await first.json()).data.videoTrackingEndpoint;
    const endpoint = 'https://tracking.example.org/kept-test';
    expect(before).not.toBe(endpoint);
    const put = await fetch(`${server.url}/api/admin/demo/configuration`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...admin },
      body: JSON.stringify({ videoTrackingEndpoint: endpoint }),
    });
    expect(put.status).toBe(200);
    const after = await fetch(`${server.url}/api/demo/configuration`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect((await after.json()).data.videoTrackingEndpoint).toBe(endpoint);
  });
});
