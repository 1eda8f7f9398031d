/**
 * A widget's view of the page's poll scheduler: every subscription also ends when the mount's signal
 * aborts, so an unmount stops all polling even if the widget forgot to unsubscribe.
 */
import type { PollScheduler } from '../state/poll-scheduler';

export function scopeScheduler(scheduler: PollScheduler, signal: AbortSignal): PollScheduler {
  return {
    subscribe(key, fetcher, intervalMs, onData, onError) {
      if (signal.aborted) return () => undefined;
      const unsubscribe = scheduler.subscribe(key, fetcher, intervalMs, onData, onError);
      const stop = () => {
        signal.removeEventListener('abort', stop);
        unsubscribe();
      };
      signal.addEventListener('abort', stop, { once: true });
      return stop;
    },
  };
}
