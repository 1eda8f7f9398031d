/**
 * The live-users counter's socket (spec 3 §4 Live counter, §7; docs/api.md "Live counter"): a WebSocket that
 * sends `{client, context}` on open and on every context change, reports the counts it receives, and checks
 * every 15 s whether to reconnect (core `shouldReconnectCounter`). `close()` ends it for good: socket, timer
 * and listeners.
 */
import { liveCounterMessage, shouldReconnectCounter, shouldSendCounterContext } from '../core/live/live-counter';
import { POLL_INTERVAL_MS } from '../core/constants';
import { asRecord, nonEmptyString, toNumber } from '../core/live/values';

export interface LiveCount { count: number; total: number }

export interface LiveCounterOptions {
  url: string;
  client: string;
  context: string;
  onCount(count: LiveCount): void;
  now(): number;
  /** Replaces the browser's WebSocket (tests). */
  WebSocket?: typeof WebSocket;
}

export interface LiveCounterConnection {
  setContext(context: string): void;
  close(): void;
}

/** The counter URL: the client's `liveCounterUrl` when it is ws(s), else `/live/counter` on the API base. */
export function liveCounterUrl(configured: unknown, apiBase: string): string | null {
  const own = nonEmptyString(configured);
  if (own !== null && /^wss?:\/\//i.test(own)) return own;
  if (!/^https?:\/\//i.test(apiBase)) return null;
  return `${apiBase.replace(/^http/i, 'ws').replace(/\/+$/, '')}/live/counter`;
}

export function connectLiveCounter(options: LiveCounterOptions): LiveCounterConnection {
  const Socket = options.WebSocket ?? WebSocket;
  let context = options.context;
  let socket: WebSocket | null = null;
  let closed = false;
  let lastCheckAt: number | null = null;

  const open = () => {
    const ws = new Socket(options.url);
    socket = ws;
    ws.onopen = () => ws.send(liveCounterMessage(options.client, context));
    ws.onmessage = (event) => {
      let data: unknown;
      try { data = JSON.parse(String(event.data)); } catch { return; }
      const d = asRecord(data);
      const count = toNumber(d?.count);
      const total = toNumber(d?.total);
      if (d?.type === 'counter' && count !== null && total !== null) options.onCount({ count, total });
    };
    ws.onerror = () => { /* the reconnect check handles it; the browser already reports the failure */ };
  };
  open();
  const timer = setInterval(() => {
    const now = options.now();
    if (shouldReconnectCounter({ enabled: !closed, readyState: socket?.readyState, now, lastCheckAt })) open();
    lastCheckAt = now;
  }, POLL_INTERVAL_MS.liveCounterReconnect);

  return {
    setContext(next) {
      if (shouldSendCounterContext(socket?.readyState === 1, context, next)) socket!.send(liveCounterMessage(options.client, next));
      context = next;
    },
    close() {
      closed = true;
      clearInterval(timer);
      if (socket) { socket.onopen = socket.onmessage = socket.onerror = null; socket.close(); }
      socket = null;
    },
  };
}
