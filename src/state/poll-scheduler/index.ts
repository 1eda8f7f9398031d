/**
 * The one poll scheduler of a page (ARCHITECTURE.md "Data flow"; intervals in spec 3 §9): identical keys from
 * several widgets are fetched once, a late subscriber gets the cached result at once, polling pauses while
 * the page is hidden (a tick that fell due meanwhile runs when it shows again), errors back off
 * exponentially (interval × 2^failures, capped), and a key stops entirely when its last subscriber leaves —
 * no timer, request or listener survives.
 */
import { NOT_MODIFIED } from '../../api/types';

/**
 * One scheduler for all polling on the page: identical keys from several widgets are fetched once,
 * polling pauses while the page is hidden and backs off on errors.
 */
export interface PollScheduler {
  /** Calls `onData` with every fresh result (and immediately with a cached one). Returns unsubscribe. */
  subscribe<T>(
    key: string,
    fetcher: (signal: AbortSignal) => Promise<T>,
    intervalMs: number,
    onData: (data: T) => void,
    onError?: (error: unknown) => void,
  ): () => void;
}

export interface PollSchedulerOptions {
  /** The document whose `hidden` state pauses polling; null disables pausing. Default: `globalThis.document`. */
  document?: Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'> | null;
  /** Upper bound of the error back-off; default 5 minutes. */
  maxBackoffMs?: number;
}

interface Subscriber {
  intervalMs: number;
  onData(data: unknown): void;
  onError?(error: unknown): void;
}

interface Entry {
  key: string;
  fetcher(signal: AbortSignal): Promise<unknown>;
  subscribers: Set<Subscriber>;
  hasData: boolean;
  data: unknown;
  failures: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  controller: AbortController | undefined;
  /** A tick fell due while the page was hidden. */
  due: boolean;
  /** When the pending tick was scheduled (ms, Date.now()). */
  scheduledAt: number;
}

export const DEFAULT_MAX_BACKOFF_MS = 5 * 60_000;

/** Delay before the next poll: the interval, doubled per consecutive failure, capped. Pure. */
export function nextPollDelay(intervalMs: number, failures: number, maxBackoffMs = DEFAULT_MAX_BACKOFF_MS): number {
  const base = Number.isFinite(intervalMs) && intervalMs > 0 ? intervalMs : 1_000;
  if (failures <= 0) return base;
  return Math.min(base * 2 ** Math.min(failures, 20), Math.max(maxBackoffMs, base));
}

export function createPollScheduler(options: PollSchedulerOptions = {}): PollScheduler & { readonly size: number } {
  const doc = options.document === undefined ? (globalThis.document ?? null) : options.document;
  const maxBackoffMs = options.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS;
  const entries = new Map<string, Entry>();
  let listening = false;

  const isHidden = () => Boolean(doc?.hidden);
  const intervalOf = (entry: Entry) => Math.min(...[...entry.subscribers].map((s) => s.intervalMs));

  function onVisibilityChange(): void {
    if (isHidden()) return;
    for (const entry of entries.values()) {
      if (entry.due) {
        entry.due = false;
        void run(entry);
      }
    }
  }

  function updateVisibilityListener(): void {
    const wanted = entries.size > 0 && doc !== null;
    if (wanted === listening) return;
    listening = wanted;
    if (wanted) doc!.addEventListener('visibilitychange', onVisibilityChange);
    else doc?.removeEventListener('visibilitychange', onVisibilityChange);
  }

  /** Schedules the next tick one interval after `from` (default now): a tick already waited for counts. */
  function schedule(entry: Entry, from = Date.now()): void {
    clearTimeout(entry.timer);
    entry.scheduledAt = from;
    entry.timer = setTimeout(
      () => {
        entry.timer = undefined;
        if (isHidden()) entry.due = true;
        else void run(entry);
      },
      Math.max(0, from + nextPollDelay(intervalOf(entry), entry.failures, maxBackoffMs) - Date.now()),
    );
  }

  async function run(entry: Entry): Promise<void> {
    if (entry.controller) return; // already in flight
    const controller = new AbortController();
    entry.controller = controller;
    try {
      const data = await entry.fetcher(controller.signal);
      if (controller.signal.aborted) return;
      entry.failures = 0;
      if (data !== NOT_MODIFIED) {
        entry.hasData = true;
        entry.data = data;
        for (const subscriber of [...entry.subscribers]) subscriber.onData(data);
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      entry.failures += 1;
      for (const subscriber of [...entry.subscribers]) subscriber.onError?.(error);
    } finally {
      if (entry.controller === controller) entry.controller = undefined;
    }
    if (entries.get(entry.key) === entry) schedule(entry);
  }

  function subscribe<T>(
    key: string,
    fetcher: (signal: AbortSignal) => Promise<T>,
    intervalMs: number,
    onData: (data: T) => void,
    onError?: (error: unknown) => void,
  ): () => void {
    const subscriber: Subscriber = { intervalMs, onData: onData as (data: unknown) => void, onError };
    let entry = entries.get(key);
    if (!entry) {
      entry = {
        key,
        fetcher,
        subscribers: new Set(),
        hasData: false,
        data: undefined,
        failures: 0,
        timer: undefined,
        controller: undefined,
        due: false,
        scheduledAt: 0,
      };
      entries.set(key, entry);
      entry.subscribers.add(subscriber);
      updateVisibilityListener();
      void run(entry); // the first load happens even in a background tab; later ticks pause
    } else {
      const before = intervalOf(entry);
      entry.subscribers.add(subscriber);
      // A shorter interval joining a waiting key brings its tick forward (one interval after the last poll), so a
      // 15 s widget beside a 60 s one is not first served after the 60 s tick.
      if (intervalMs < before && entry.timer !== undefined) schedule(entry, entry.scheduledAt);
      const current = entry;
      if (current.hasData) {
        queueMicrotask(() => {
          if (current.subscribers.has(subscriber)) subscriber.onData(current.data);
        });
      }
    }
    const subscribed = entry;
    return () => {
      if (!subscribed.subscribers.delete(subscriber) || subscribed.subscribers.size > 0) return;
      clearTimeout(subscribed.timer);
      subscribed.controller?.abort();
      subscribed.controller = undefined;
      entries.delete(key);
      updateVisibilityListener();
    };
  }

  return {
    subscribe,
    get size() {
      return entries.size;
    },
  };
}
