import { describe, expect, it } from 'vitest';
import { createTransport, type makeFetchTransport } from '@sentry/browser';
import { createErrorClient } from '../../../src/portal/telemetry/sentry-client';

const DSN = 'http://demo_sentry_key@127.0.0.1:9/api/sentry/1';

/** The SDK's own transport machinery with a request function that records instead of sending. */
function recording() {
  const sent: { url: string; body: string }[] = [];
  const transport = (options: Parameters<typeof makeFetchTransport>[0]) =>
    createTransport(options, async (request) => {
      sent.push({
        url: options.url,
        body: typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body),
      });
      return { statusCode: 200 };
    });
  return { sent, transport };
}

describe('spec 1 §8, spec 3 §9 the error-report client: Sentry BrowserClient with its own Scope, sample rate 1, envelopes to the DSN', () => {
  it('sends one envelope with the scope tags to the envelope endpoint of the DSN, keyed', async () => {
    const { sent, transport } = recording();
    const client = createErrorClient({ dsn: DSN, environment: 'portal', transport, tags: { client: 'demo' } });
    const id = await client.capture(new TypeError('boom'), { screen: 'Page' });
    client.close();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toMatch(
      /^http:\/\/127\.0\.0\.1:9\/api\/sentry\/api\/1\/envelope\/\?.*sentry_key=demo_sentry_key/,
    );
    const [header, item, event] = sent[0].body.split('\n').map((l) => JSON.parse(l));
    expect(header).toMatchObject({ event_id: id, sdk: { name: 'sentry.javascript.browser' } });
    expect(item.type).toBe('event');
    expect(event).toMatchObject({
      event_id: id,
      level: 'error',
      environment: 'portal',
      tags: { client: 'demo', screen: 'Page' },
      exception: { values: [{ type: 'TypeError', value: 'boom' }] },
    });
  });

  it('no global handlers and no global state: a thrown error elsewhere is not reported; Sentry.init was never called', async () => {
    const { sent, transport } = recording();
    const client = createErrorClient({ dsn: DSN, transport });
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('host page error'), message: 'host page error' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toEqual([]);
    const { getClient } = await import('@sentry/browser');
    expect(getClient()).toBeUndefined();
    client.close();
  });

  it('a sampled-out event sends nothing and never throws', async () => {
    const { sent, transport } = recording();
    const client = createErrorClient({ dsn: DSN, transport, sampleRate: 0 });
    await client.capture('x', {});
    expect(sent).toEqual([]);
    client.close();
  });
});
