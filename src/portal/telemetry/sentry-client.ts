/**
 * The error-report client of the lazy "sentry" chunk (issue 10 item 11; loaded only with enableSentry and
 * error-monitoring consent). @sentry/browser is not installed in this repository, so this is a small hand-made
 * stand-in for its `BrowserClient` + `Scope` pair, used the way Sentry advises for code embedded in other sites:
 * its own client and scope (never `init()`, no global state), no integrations, and so no global error or
 * unhandled-rejection handlers — only errors the portal hands over are reported, never the host page's.
 * Events are Sentry envelopes (core `errorEvent`, `eventEnvelope`) posted to the DSN's envelope endpoint;
 * sampling by core `isSampled` with sampleRate 1 (errors) and tracesSampleRate 0.1 (no transactions are sent
 * yet, the rate is kept for when they are). Swapping in `new BrowserClient({ dsn, transport: makeFetchTransport,
 * stackParser, integrations: [], sampleRate: 1, tracesSampleRate: 0.1 })` with `new Scope()` keeps this interface.
 */
import { ERROR_REPORTING_SAMPLING } from '../../core/constants';
import { errorEvent, eventEnvelope, isSampled, type ParsedDsn } from '../../core/tracking/error-report';

/** The scope of the portal's own client: tags that go with every event (client, route, locale). */
export class PortalScope {
  private readonly tags = new Map<string, string>();
  setTag(key: string, value: string): this { this.tags.set(key, value); return this; }
  getTags(): Record<string, string> { return Object.fromEntries(this.tags); }
}

export interface EnvelopeClientOptions {
  dsn: ParsedDsn;
  release?: string;
  environment?: string;
  sampleRate?: number;
  tracesSampleRate?: number;
  fetch?: typeof fetch;
  random?: () => number;
  now?: () => number;
}

export class EnvelopeClient {
  readonly options: Required<Pick<EnvelopeClientOptions, 'sampleRate' | 'tracesSampleRate'>> & EnvelopeClientOptions;
  constructor(options: EnvelopeClientOptions) {
    this.options = { sampleRate: ERROR_REPORTING_SAMPLING.sampleRate, tracesSampleRate: ERROR_REPORTING_SAMPLING.tracesSampleRate, ...options };
  }

  /** Sends one error event (unless sampled out); resolves to its id, or null when not sent. Never throws. */
  async captureException(error: unknown, scope: PortalScope, url?: string): Promise<string | null> {
    const random = this.options.random ?? Math.random;
    if (!isSampled(random(), this.options.sampleRate)) return null;
    const now = (this.options.now ?? Date.now)();
    const eventId = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
    const event = errorEvent({ error, eventId, timestamp: now / 1000, url, release: this.options.release, environment: this.options.environment, tags: scope.getTags() });
    const { dsn } = this.options;
    const endpoint = `${dsn.envelopeUrl}?sentry_key=${encodeURIComponent(dsn.publicKey)}&sentry_version=7`;
    try {
      // A string body is text/plain: no CORS preflight (Sentry's own fetch transport does the same).
      await (this.options.fetch ?? fetch)(endpoint, { method: 'POST', body: eventEnvelope(event, dsn, new Date(now).toISOString()), keepalive: true, credentials: 'omit' });
      return eventId;
    } catch {
      return null;
    }
  }
}
