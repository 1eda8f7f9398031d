import { nonEmptyString } from '../values';

/**
 * A Sentry DSN checked before the error-report chunk is loaded (spec 1 §8; the SDK itself sends the events,
 * src/portal/telemetry/sentry-client.ts).
 */
export interface ParsedDsn {
  publicKey: string;
  projectId: string;
  /** `{protocol}//{host}{path}/api/{projectId}/envelope/` (Sentry's envelope endpoint). */
  envelopeUrl: string;
  dsn: string;
}

/**
 * A DSN `https://{publicKey}@{host}[:port][/path]/{projectId}` → its envelope endpoint; only http(s) DSNs
 * with a key of word characters (as Sentry's SDK requires) and a numeric project id are accepted (else null:
 * no reporting).
 */
export function parseDsn(dsn: unknown): ParsedDsn | null {
  const text = nonEmptyString(dsn);
  if (text === null) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !/^\w+$/.test(url.username)) return null;
  const parts = url.pathname.split('/');
  const projectId = parts.pop() ?? '';
  if (!/^\d+$/.test(projectId)) return null;
  const path = parts.join('/');
  return {
    publicKey: url.username,
    projectId,
    envelopeUrl: `${url.protocol}//${url.host}${path}/api/${projectId}/envelope/`,
    dsn: text,
  };
}
