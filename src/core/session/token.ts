import { TOKEN_EXPIRY_MARGIN_MS } from '../constants';
import { toNumber, toTime } from '../values';

export interface SessionToken {
  access_token?: unknown;
  /** Lifetime in seconds as the refresh/login answer sends it. */
  expires_in?: unknown;
  /** Absolute expiry: epoch ms, epoch seconds or ISO string (see {@link tokenExpiresAt}). */
  expires_at?: unknown;
}

/** Epoch seconds below this are read as seconds, not milliseconds (1e11 s is the year 5138). */
const SECONDS_LIMIT = 1e11;

/**
 * Absolute expiry time (epoch ms) of a login/refresh answer received at `receivedAt` (spec 1 §4):
 * `expires_at` when usable, else `receivedAt + expires_in` seconds. Null when neither is usable.
 */
export function tokenExpiresAt(session: SessionToken | null | undefined, receivedAt?: number): number | null {
  const at = session?.expires_at;
  const n = toNumber(at);
  if (n !== null) return n < SECONDS_LIMIT ? n * 1000 : n;
  const t = typeof at === 'string' ? toTime(at) : null;
  if (t !== null) return t;
  const inSeconds = toNumber(session?.expires_in);
  if (inSeconds === null || receivedAt === undefined || !Number.isFinite(receivedAt)) return null;
  return receivedAt + inSeconds * 1000;
}

/**
 * Token validity (spec 1 §4, §9): valid until expires_in minus 5 s. A blank token or an unknown expiry is invalid.
 * At exactly 5 s before expiry the token already counts as expired (a refresh is due).
 */
export function isTokenValid(session: SessionToken | null | undefined, now: number, receivedAt?: number): boolean {
  const token = session?.access_token;
  if (typeof token !== 'string' || token.trim() === '') return false;
  const expiresAt = tokenExpiresAt(session, receivedAt);
  return expiresAt !== null && now < expiresAt - TOKEN_EXPIRY_MARGIN_MS;
}
