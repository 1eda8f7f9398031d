import { describe, expect, it, vi } from 'vitest';
import { EnvelopeClient, PortalScope } from '../../../src/portal/telemetry/sentry-client';
import { parseDsn } from '../../../src/core/tracking/error-report';

const dsn = parseDsn('http://demo-sentry-key@127.0.0.1:9/api/sentry/1')!;

describe('spec 1 §8, spec 3 §9 the error-report client: own scope, sample rate 1 and traces 0.1, envelopes to the DSN', () => {
  it('defaults to sampleRate 1 and tracesSampleRate 0.1', () => {
    expect(new EnvelopeClient({ dsn }).options).toMatchObject({ sampleRate: 1, tracesSampleRate: 0.1 });
  });

  it('posts one envelope with the scope tags to the envelope endpoint with the key', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    const client = new EnvelopeClient({ dsn, fetch: fetch as unknown as typeof globalThis.fetch, now: () => 1_000 });
    const id = await client.captureException(new Error('boom'), new PortalScope().setTag('client', 'demo'), 'http://host/x');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:9/api/sentry/api/1/envelope/?sentry_key=demo-sentry-key&sentry_version=7');
    const [, item, event] = String(init.body).split('\n').map((l) => JSON.parse(l));
    expect(item.type).toBe('event');
    expect(event).toMatchObject({ event_id: id, timestamp: 1, tags: { client: 'demo' }, request: { url: 'http://host/x' } });
  });

  it('a sampled-out event and a failing network send nothing and never throw', async () => {
    const fetch = vi.fn(async () => { throw new TypeError('offline'); });
    expect(await new EnvelopeClient({ dsn, sampleRate: 0, fetch: fetch as never }).captureException('x', new PortalScope())).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(await new EnvelopeClient({ dsn, fetch: fetch as never }).captureException('x', new PortalScope())).toBeNull();
  });
});
