import { DEFAULT_POLL_INTERVAL_MS } from '../constants';
import { toNumber, toTime } from '../values';

/**
 * Spec 3 §7 Updater: the updater ticks every second (UPDATER_TICK_MS) and polls content every 5 s
 * by default. On each tick it polls when no poll has been made yet, or when the interval has passed
 * since the last one. A bad or non-positive interval falls back to 5 s.
 */
export function updaterShouldPoll(now: number, lastPollAt: number | null, interval?: unknown): boolean {
  const n = toNumber(interval);
  const every = n !== null && n > 0 ? n : DEFAULT_POLL_INTERVAL_MS;
  return lastPollAt === null || now - lastPollAt >= every;
}

/**
 * The If-Modified-Since header value for the next poll: the last Last-Modified the server sent
 * (an HTTP date, an ISO date or epoch ms), as an HTTP date. Null (send no header) when unknown.
 */
export function ifModifiedSince(lastModified: unknown): string | null {
  const t = toTime(lastModified);
  return t === null ? null : new Date(t).toUTCString();
}

/** A poll answer: 304 means unchanged; a 2xx means new content; anything else is an error to retry. */
export function updaterOutcome(status: unknown): 'unchanged' | 'changed' | 'error' {
  const s = toNumber(status);
  if (s === 304) return 'unchanged';
  return s !== null && s >= 200 && s < 300 ? 'changed' : 'error';
}
