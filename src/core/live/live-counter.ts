import { isOn, nonEmptyString, toNumber } from '../values';

/**
 * Spec 3 §4 Live counter, §7: the message sent on open and on context change, `{client, context}`
 * as JSON text. Missing values are sent as empty strings so the server always gets both keys.
 */
export function liveCounterMessage(client: unknown, context: unknown): string {
  return JSON.stringify({ client: nonEmptyString(client) ?? '', context: nonEmptyString(context) ?? '' });
}

/** Whether a context change must be announced: the socket is open and the context differs. */
export function shouldSendCounterContext(socketOpen: boolean, previousContext: unknown, nextContext: unknown): boolean {
  return socketOpen && (nonEmptyString(previousContext) ?? '') !== (nonEmptyString(nextContext) ?? '');
}

/** WebSocket readyState values (the numbers of the WHATWG spec, without needing the DOM). */
const CLOSING = 2;
const CLOSED = 3;

/** Most reconnect checks between two attempts while the server stays away: 16 × 15 s = 4 min. */
export const COUNTER_MAX_BACKOFF_CHECKS = 16;

/**
 * Spec 3 §4 Live counter, §9: the reconnect check runs every 15 s; after `failures` attempts in a row that never
 * opened, the next attempt waits 2^(failures−1) checks (15 s, 15 s, 30 s, 60 s … capped at 4 min): backoff, so a
 * server that is down is not asked by every page every 15 s.
 */
export function counterBackoffChecks(failures: number): number {
  const f = Number.isFinite(failures) && failures > 0 ? Math.floor(failures) : 0;
  return Math.min(2 ** Math.min(Math.max(f - 1, 0), 30), COUNTER_MAX_BACKOFF_CHECKS);
}

/**
 * Spec 3 §4 Live counter: on a reconnect check the counter reconnects when it is enabled, the socket is missing,
 * closing or closed, and the backoff (`counterBackoffChecks(failures)`) has passed: `checksSinceAttempt` counts the
 * checks since the last attempt.
 */
export function shouldReconnectCounter(input: {
  enabled: unknown;
  readyState: unknown;
  checksSinceAttempt: number;
  failures: number;
}): boolean {
  if (!input.enabled) return false;
  const state = toNumber(input.readyState);
  if (state !== null && state !== CLOSING && state !== CLOSED) return false;
  return input.checksSinceAttempt >= counterBackoffChecks(input.failures);
}

/** Close codes a stopping server sends (RFC 6455): 1001 "going away", 1012 "service restart". */
const SERVER_RESTART_CODES = [1001, 1012];
/** Soonest and latest reconnect after a server's restart close, ms: thousands of sockets spread over 4.5 s. */
export const COUNTER_RESTART_RECONNECT_MS = [500, 5000] as const;

/**
 * Spec 3 §4 Live counter, reconnect hint: a server that stops gracefully closes the socket with 1012 (or 1001). The
 * counter then reconnects after a random delay between 0.5 and 5 s — soon, so the viewer is counted again by a
 * process that runs, and spread, so a stopped process's audience does not arrive at the others in one burst — instead
 * of waiting for the next 15 s check. Any other close (`null`) is left to that check and its backoff.
 */
export function counterReconnectDelayMs(closeCode: unknown, random: number): number | null {
  if (!SERVER_RESTART_CODES.includes(toNumber(closeCode) ?? -1)) return null;
  const [soonest, latest] = COUNTER_RESTART_RECONNECT_MS;
  const r = Number.isFinite(random) ? Math.min(1, Math.max(0, random)) : 0.5;
  return Math.round(soonest + r * (latest - soonest));
}

/**
 * One socket per page (spec 3 §4, issue 12 item 7): every part that shows the counter (the portal header, each live
 * player) shares it, and a socket announces one context. The page announces the context of the part that joined
 * last and is still shown (a live player inside the portal beats the header's route); '' when none.
 */
export function announcedCounterContext(parts: readonly { context: string }[]): string {
  return parts.length ? parts[parts.length - 1].context : '';
}

/**
 * Spec 3 §2 Live player, §4: the live player shows the counter when the client enables it (enableLiveCounter) and
 * its settings do not hide it (hideLiveCounter).
 */
export function livePlayerShowsCounter(client: unknown, settings: unknown): boolean {
  const c = client as Record<string, unknown> | null | undefined;
  const s = settings as Record<string, unknown> | null | undefined;
  return isOn(c?.enableLiveCounter) && !isOn(s?.hideLiveCounter);
}

/** A live player's counter context: `{project}/{channel slug}` (docs/api.md "Live counter"), the slug alone without a project. */
export function liveCounterContext(project: unknown, channelSlug: unknown): string {
  const slug = nonEmptyString(channelSlug) ?? '';
  const p = nonEmptyString(project);
  return p ? `${p}/${slug}` : slug;
}
