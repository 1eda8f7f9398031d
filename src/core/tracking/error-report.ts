import { ERROR_REPORTING_SAMPLING } from '../constants';
import { asRecord, nonEmptyString } from '../live/values';

/** A Sentry DSN split into what the envelope sender needs. */
export interface ParsedDsn {
  publicKey: string;
  projectId: string;
  /** `{protocol}//{host}{path}/api/{projectId}/envelope/` (Sentry's envelope endpoint). */
  envelopeUrl: string;
  dsn: string;
}

/**
 * A DSN `https://{publicKey}@{host}[:port][/path]/{projectId}` → its envelope endpoint; only http(s) DSNs
 * with a key and a numeric project id are accepted (else null: no reporting).
 */
export function parseDsn(dsn: unknown): ParsedDsn | null {
  const text = nonEmptyString(dsn);
  if (text === null) return null;
  let url: URL;
  try { url = new URL(text); } catch { return null; }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.username) return null;
  const parts = url.pathname.split('/');
  const projectId = parts.pop() ?? '';
  if (!/^\d+$/.test(projectId)) return null;
  const path = parts.join('/');
  return { publicKey: url.username, projectId, envelopeUrl: `${url.protocol}//${url.host}${path}/api/${projectId}/envelope/`, dsn: text };
}

/**
 * Spec 1 §8, spec 3 §9 Error reporting sampling (sampleRate 1, tracesSampleRate 0.1): an event is sent when
 * `random` (0 ≤ r < 1) is below the rate; a rate outside 0…1 counts as the nearest bound.
 */
export function isSampled(random: number, rate: number = ERROR_REPORTING_SAMPLING.sampleRate): boolean {
  const r = Math.min(1, Math.max(0, Number.isFinite(rate) ? rate : 0));
  return random < r;
}

export interface ErrorEventInput {
  error: unknown;
  eventId: string;
  /** Seconds since the epoch. */
  timestamp: number;
  url?: string | null;
  release?: string | null;
  environment?: string | null;
  tags?: Record<string, string>;
}

/** The `type: value` of anything thrown (an Error, a string, an object with name/message). */
export function describeError(error: unknown): { type: string; value: string; stack: string | null } {
  const r = asRecord(error);
  const type = nonEmptyString(r?.name) ?? (typeof error === 'string' ? 'Error' : 'UnknownError');
  const value = nonEmptyString(r?.message) ?? (typeof error === 'string' ? error : String(error ?? 'unknown error'));
  return { type, value: value.slice(0, 1000), stack: nonEmptyString(r?.stack)?.slice(0, 8000) ?? null };
}

/** A Sentry error event (the subset the envelope endpoint needs; no user data, no breadcrumbs). */
export function errorEvent(input: ErrorEventInput): Record<string, unknown> {
  const { type, value, stack } = describeError(input.error);
  const event: Record<string, unknown> = {
    event_id: input.eventId,
    timestamp: input.timestamp,
    platform: 'javascript',
    level: 'error',
    logger: 'congress-portal',
    exception: { values: [{ type, value, mechanism: { type: 'generic', handled: true } }] },
    tags: { ...input.tags },
    extra: stack ? { stack } : {},
  };
  if (input.url) event.request = { url: input.url };
  if (input.release) event.release = input.release;
  if (input.environment) event.environment = input.environment;
  return event;
}

/**
 * A Sentry envelope of one event: an envelope header line, an item header line and the event as JSON, joined
 * by newlines (https://develop.sentry.dev/sdk/envelopes/).
 */
export function eventEnvelope(event: Record<string, unknown>, dsn: ParsedDsn, sentAt: string, sdk = { name: 'congress-portal.envelope', version: '1' }): string {
  const header = { event_id: event.event_id, sent_at: sentAt, dsn: dsn.dsn, sdk };
  const payload = JSON.stringify(event);
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event', content_type: 'application/json' })}\n${payload}`;
}
