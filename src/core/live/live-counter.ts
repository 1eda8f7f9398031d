import { POLL_INTERVAL_MS } from '../constants';
import { nonEmptyString, toNumber } from './values';

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

/**
 * Spec 3 §4 Live counter: every 15 s (§9) the counter checks whether to reconnect. It reconnects
 * when the counter is enabled and the socket is missing, closing or closed, and 15 s have passed
 * since the last check (`lastCheckAt` null means never checked).
 */
export function shouldReconnectCounter(input: {
  enabled: unknown;
  readyState: unknown;
  now: number;
  lastCheckAt: number | null;
}): boolean {
  if (!input.enabled) return false;
  if (input.lastCheckAt !== null && input.now - input.lastCheckAt < POLL_INTERVAL_MS.liveCounterReconnect) return false;
  const state = toNumber(input.readyState);
  return state === null || state === CLOSING || state === CLOSED;
}
