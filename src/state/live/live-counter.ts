/**
 * The live-users counter's socket (spec 3 §4 Live counter, §7; docs/api.md "Live counter"): a WebSocket that
 * sends `{client, context}` on open and on every context change, reports the counts it receives, and checks
 * every 15 s whether to reconnect, with backoff while the server stays away (core `shouldReconnectCounter`).
 *
 * One socket per page (issue 12 item 7): `subscribeLiveCounter` / `useLiveCounter` share one connection per
 * counter URL and client among every part that shows the counter (the portal header, each live player); the
 * socket announces the context of the part that joined last (core `announcedCounterContext`), and closes with
 * the last part: socket, timer and listeners.
 */
import { useEffect, useRef, useState } from 'react';
import {
  announcedCounterContext,
  counterReconnectDelayMs,
  liveCounterMessage,
  shouldReconnectCounter,
  shouldSendCounterContext,
} from '../../core/live/live-counter';
import { POLL_INTERVAL_MS } from '../../core/constants';
import { asRecord, nonEmptyString, toNumber } from '../../core/values';

export interface LiveCount {
  count: number;
  total: number;
}

export interface LiveCounterOptions {
  url: string;
  client: string;
  context: string;
  onCount(count: LiveCount): void;
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

/** One socket, reconnected by the 15 s check; `close()` ends it for good. */
export function connectLiveCounter(options: LiveCounterOptions): LiveCounterConnection {
  const Socket = options.WebSocket ?? WebSocket;
  let context = options.context;
  let socket: WebSocket | null = null;
  let closed = false;
  /** Attempts in a row whose socket never opened, and reconnect checks since the last attempt (backoff). */
  let failures = 0;
  let checks = 0;
  /** A reconnect the server asked for by closing with its restart code (core `counterReconnectDelayMs`). */
  let restartTimer: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    const ws = new Socket(options.url);
    let opened = false;
    socket = ws;
    checks = 0;
    ws.onopen = () => {
      opened = true;
      failures = 0;
      ws.send(liveCounterMessage(options.client, context));
    };
    ws.onclose = (event) => {
      if (!opened) failures++;
      const delay = counterReconnectDelayMs(event?.code, Math.random());
      if (delay === null || closed) return;
      clearTimeout(restartTimer);
      restartTimer = setTimeout(() => {
        if (!closed && socket === ws) open();
      }, delay);
    };
    ws.onmessage = (event) => {
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const d = asRecord(data);
      const count = toNumber(d?.count);
      const total = toNumber(d?.total);
      if (d?.type === 'counter' && count !== null && total !== null) options.onCount({ count, total });
    };
    ws.onerror = () => {
      /* the reconnect check handles it; the browser already reports the failure */
    };
  };
  open();
  const timer = setInterval(() => {
    checks++;
    if (
      shouldReconnectCounter({ enabled: !closed, readyState: socket?.readyState, checksSinceAttempt: checks, failures })
    )
      open();
  }, POLL_INTERVAL_MS.liveCounterReconnect);

  return {
    setContext(next) {
      if (shouldSendCounterContext(socket?.readyState === 1, context, next))
        socket!.send(liveCounterMessage(options.client, next));
      context = next;
    },
    close() {
      closed = true;
      clearInterval(timer);
      clearTimeout(restartTimer);
      if (socket) {
        socket.onopen = socket.onclose = socket.onmessage = socket.onerror = null;
        socket.close();
      }
      socket = null;
    },
  };
}

export interface LiveCounterSubscription {
  setContext(context: string): void;
  unsubscribe(): void;
}

interface Part {
  context: string;
  onCount(count: LiveCount): void;
}
interface Shared {
  connection: LiveCounterConnection;
  parts: Part[];
  last: LiveCount | null;
}

/** The page's counter sockets, one per URL and client (module state, shared by every chunk that shows a counter). */
const shared = new Map<string, Shared>();

/**
 * Joins the page's one counter socket for `url` and `client` (opened by the first part, closed with the last).
 * A part that joins later gets the latest counts at once.
 */
export function subscribeLiveCounter(options: LiveCounterOptions): LiveCounterSubscription {
  const key = `${options.url}\n${options.client}`;
  const part: Part = { context: options.context, onCount: options.onCount };
  let entry = shared.get(key);
  if (entry) {
    entry.parts.push(part);
    entry.connection.setContext(announcedCounterContext(entry.parts));
    if (entry.last) part.onCount(entry.last);
  } else {
    const created: Shared = { parts: [part], last: null, connection: null as unknown as LiveCounterConnection };
    created.connection = connectLiveCounter({
      ...options,
      onCount(count) {
        created.last = count;
        for (const p of [...created.parts]) p.onCount(count);
      },
    });
    shared.set(key, (entry = created));
  }
  const own = entry;
  let active = true;
  return {
    setContext(context) {
      if (!active) return;
      part.context = context;
      own.connection.setContext(announcedCounterContext(own.parts));
    },
    unsubscribe() {
      if (!active) return;
      active = false;
      own.parts = own.parts.filter((p) => p !== part);
      if (own.parts.length) {
        own.connection.setContext(announcedCounterContext(own.parts));
        return;
      }
      own.connection.close();
      shared.delete(key);
    },
  };
}

/**
 * The counts for a part of the page that shows the counter: null until the first message (no fake zero) and
 * while `url` is null (counter off). The context may change without a new socket.
 */
export function useLiveCounter(url: string | null, client: string, context: string): LiveCount | null {
  const [count, setCount] = useState<LiveCount | null>(null);
  const subscription = useRef<LiveCounterSubscription | null>(null);
  const contextRef = useRef(context);
  contextRef.current = context;
  useEffect(() => {
    if (url === null || typeof WebSocket === 'undefined') return undefined;
    const s = subscribeLiveCounter({ url, client, context: contextRef.current, onCount: setCount });
    subscription.current = s;
    return () => {
      s.unsubscribe();
      subscription.current = null;
    };
  }, [url, client]);
  useEffect(() => {
    subscription.current?.setContext(context);
  }, [context]);
  return url === null ? null : count;
}
