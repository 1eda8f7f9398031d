/**
 * A widget's `prefetch` hook (src/contract/widget.ts) starts its data requests as soon as its chunk and its
 * settings are known — before the client's translations, the theme and the first render (issue 8 items 9, 11:
 * the settings → chunk → render → data waterfall). The requests go through the page's poll scheduler: the
 * prefetch subscribes a key and holds it; when the rendered widget subscribes the same key it shares the
 * request in flight (or gets its answer at once) and the hold is released. Holds the widget never claims end
 * after one poll interval at the latest, and all of them when the mount goes.
 */
import type { WidgetDefinition, WidgetPrefetchContext } from '../contract/widget';
import type { PollScheduler } from '../state/poll-scheduler';
import { scopeScheduler } from './scoped-scheduler';
import { mergeSettings, type ServerSettingsResult } from './settings';

/** How long an unclaimed prefetch keeps its request (and its answer) alive. */
export const PREFETCH_HOLD_MS = 60_000;

export interface Prefetcher {
  /** The mount's scheduler for its widget: a subscription claims (releases) the prefetch hold of its key. */
  scheduler: PollScheduler;
  /** Calls the definition's prefetch with the merged settings once the chunk and the server settings are in. */
  start(
    chunk: Promise<WidgetDefinition<Record<string, unknown>>>,
    server: Promise<ServerSettingsResult> | undefined,
    overrides: () => Record<string, unknown>,
    context: Omit<WidgetPrefetchContext, 'scheduler' | 'signal'>,
  ): void;
}

export function createPrefetcher(pageScheduler: PollScheduler, signal: AbortSignal): Prefetcher {
  const scoped = scopeScheduler(pageScheduler, signal);
  const holds = new Map<string, { end(): void; failed: boolean }>();
  const release = (key: string) => {
    holds.get(key)?.end();
    holds.delete(key);
  };
  const holding: PollScheduler = {
    subscribe(key, fetcher, intervalMs) {
      if (holds.has(key)) return () => undefined;
      const hold = { end: (): void => undefined, failed: false };
      const unsubscribe = scoped.subscribe(
        key,
        fetcher,
        intervalMs,
        () => {
          hold.failed = false;
        },
        () => {
          hold.failed = true;
        },
      );
      const timer = setTimeout(() => release(key), PREFETCH_HOLD_MS);
      hold.end = () => {
        clearTimeout(timer);
        unsubscribe();
      };
      holds.set(key, hold);
      return () => release(key);
    },
  };
  signal.addEventListener('abort', () => [...holds.keys()].forEach(release), { once: true });
  return {
    scheduler: {
      subscribe(key, fetcher, intervalMs, onData, onError) {
        // A prefetch that failed is dropped first, so the widget's own request runs now and reports its error
        // (the scheduler would otherwise retry only after its back-off).
        if (holds.get(key)?.failed) release(key);
        const unsubscribe = scoped.subscribe(key, fetcher, intervalMs, onData, onError);
        release(key);
        return unsubscribe;
      },
    },
    start(chunk, server, overrides, context) {
      Promise.all([chunk, server])
        .then(([definition, answer]) => {
          if (!definition.prefetch || signal.aborted) return;
          const settings = mergeSettings(
            definition.defaults,
            answer?.kind === 'found' ? answer.settings : {},
            overrides(),
          );
          definition.prefetch(settings, { ...context, scheduler: holding, signal });
        })
        .catch(() => undefined); // a failed chunk or prefetch is the mount's to report, when it awaits them
    },
  };
}
