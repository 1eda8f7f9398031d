import { ApiError } from '../http/errors';

/** How long a client should wait before asking again while the database is away (seconds). */
export const RETRY_AFTER_SECONDS = 5;

// Connection failures and server shutdown/startup states: the database is away, not the request wrong.
// Class 08 = connection exception, 57P0x = operator intervention (shutdown, cannot connect now), 53300 = too many
// connections; SQLITE_BUSY = another process holds the write lock past the busy timeout.
const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'SQLITE_BUSY',
]);
const MESSAGES = [/timeout exceeded when trying to connect/i, /connection terminated/i, /query read timeout/i];

/** The contract's 503 for an error that means "the database is unreachable", else undefined. */
export function databaseUnavailable(error: unknown): ApiError | undefined {
  const e = error as { code?: unknown; message?: unknown; errors?: unknown[] } | null;
  if (!e || typeof e !== 'object') return undefined;
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  const nested = Array.isArray(e.errors) && e.errors.some((inner) => databaseUnavailable(inner));
  if (CODES.has(code) || code.startsWith('08') || MESSAGES.some((m) => m.test(message)) || nested) {
    return new ApiError(503, 'database_unavailable', 'the database is not reachable; try again shortly');
  }
  return undefined;
}
