/**
 * The page's one poll scheduler (src/state/poll-scheduler/index.ts), created on the first subscription: html-text and
 * the other widgets that never poll leave it unloaded (issue 8 item 9: the first widget's bytes). The runtime
 * holds one of these for the page; widgets and the portal all subscribe through it, so identical keys still make
 * one request. `load` imports the scheduler from the `shared` chunk, which every polling widget and the portal load
 * anyway (rollup.config.ts): no request more for them.
 * Subscriptions before it has arrived wait in order, and one cancelled meanwhile never reaches the scheduler; once
 * it is there, `subscribe` goes straight through (a prefetch hold released right after the widget's own
 * subscription shares its request, src/embed/prefetch.ts). A failed load reports to the waiting subscribers'
 * `onError` and is tried again on the next subscription.
 */
import type { PollScheduler } from '../state/poll-scheduler';

export function lazyScheduler(load: () => Promise<PollScheduler>): PollScheduler {
  let scheduler: PollScheduler | undefined;
  let loading: Promise<PollScheduler> | undefined;
  return {
    subscribe(key, fetcher, intervalMs, onData, onError) {
      if (scheduler) return scheduler.subscribe(key, fetcher, intervalMs, onData, onError);
      let off: (() => void) | undefined;
      let live = true;
      (loading ??= load()).then(
        (loaded) => {
          scheduler = loaded;
          if (live) off = loaded.subscribe(key, fetcher, intervalMs, onData, onError);
        },
        (error: unknown) => {
          loading = undefined;
          if (live) onError?.(error);
        },
      );
      return () => {
        live = false;
        off?.();
      };
    },
  };
}
