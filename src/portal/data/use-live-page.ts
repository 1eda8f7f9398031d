/**
 * A client page that stays current (spec 3 §7 Updater; issue 10 item 13): loaded through the page's one poll
 * scheduler (src/state) and polled every 5 s (DEFAULT_POLL_INTERVAL_MS) with If-Modified-Since = the last
 * Last-Modified the server sent (core `ifModifiedSince`), so an unchanged page costs a 304 and no render. The
 * scheduler pauses while the page is hidden, backs off on errors, shares identical polls, and stops when the
 * screen unmounts (the portal's scheduler is also scoped to the mount).
 */
import { useEffect, useState } from 'react';
import { DEFAULT_POLL_INTERVAL_MS } from '../../core/constants';
import { ifModifiedSince } from '../../core/live/updater';
import { usePortal } from '../app-context';
import { cachedPage, loadPage, type Page, type PageQuery } from './content';
import type { Async } from './use-async';

/** Last-Modified per poll key, shared by every subscriber of that key (the scheduler keeps one fetcher per key). */
const lastModified = new Map<string, string>();

export function useLivePage(query: PageQuery): Async<Page | null> {
  const { api, scheduler } = usePortal();
  const key = `page:${api.base}|${api.client}|${query.relation}|${query.id}|${query.type ?? ''}|${query.slug ?? ''}`;
  // A page kept in the page cache (spec 1 §9) shows at once: going back to a route renders it without a spinner.
  const initial = (): Async<Page | null> => {
    const kept = cachedPage(api, query);
    return kept ? { status: 'done', value: kept.page } : { status: 'loading' };
  };
  const [state, setState] = useState<{ key: string; value: Async<Page | null> }>(() => ({ key, value: initial() }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything the query holds
  useEffect(() => {
    lastModified.delete(key); // the first load of a subscription is unconditional (a 304 would leave it empty)
    const fetcher = (signal: AbortSignal) =>
      loadPage(api, query, signal, {
        ifModifiedSince: ifModifiedSince(lastModified.get(key)) ?? undefined,
        onLastModified: (value) => {
          if (value) lastModified.set(key, value);
          else lastModified.delete(key);
        },
      });
    return scheduler.subscribe(
      key,
      fetcher,
      DEFAULT_POLL_INTERVAL_MS,
      (value) => setState({ key, value: { status: 'done', value } }),
      // A failed poll after a good answer keeps what is shown (the scheduler retries with back-off).
      (error) =>
        setState((current) =>
          current.key === key && current.value.status === 'done'
            ? current
            : { key, value: { status: 'failed', error } },
        ),
    );
  }, [key, scheduler]);
  return state.key === key ? state.value : initial();
}
