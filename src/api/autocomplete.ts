/**
 * The search dialog's autocomplete call (spec 2 §7, spec 1 §7 Search API, docs/api.md):
 * `GET search/{client}/autocomplete?query=&lang=&project=&size=` → `suggest.autocomplete[0].options`.
 * Answers are kept 10 s per API client and query (spec 1 §9 "search cache 10 s"), so typing back and forth asks
 * the server once.
 */
import { SEARCH_CACHE_MS } from '../core/constants';
import { timedCache } from './timed-cache';
import type { ApiClient } from './types';

export interface AutocompleteQuery {
  query: string;
  /** Two-letter language: the server answers that language's title (client useLanguageInSearch). */
  lang?: string;
  /** Project scope of the current route. */
  project?: string;
  /** Options asked for (server: 1…20; default 20): suggestions are completions taken from them, so more than 5. */
  size?: number;
}

const cache = timedCache<Promise<unknown[]>>(SEARCH_CACHE_MS, 50);

/** The autocomplete options (never throws for a malformed answer: it gives []); rejects on HTTP errors. */
export function loadAutocomplete(
  api: ApiClient,
  q: AutocompleteQuery,
  now: () => number = Date.now,
): Promise<unknown[]> {
  // The server takes at most 200 characters (docs/api.md); a longer text still gets suggestions for its start.
  const query = { query: q.query.slice(0, 200), lang: q.lang, project: q.project, size: q.size ?? 20 };
  const key = JSON.stringify(query);
  const hit = cache.get(api, key, now());
  if (hit) return hit;
  const options = api.get<unknown>(`search/${encodeURIComponent(api.client)}/autocomplete`, query).then((answer) => {
    const entry = (answer as { suggest?: { autocomplete?: { options?: unknown }[] } } | null)?.suggest
      ?.autocomplete?.[0];
    return Array.isArray(entry?.options) ? entry.options : [];
  });
  cache.set(api, key, options, now());
  // A failure is not kept: the next keystroke asks again. (Only this request's entry: a newer one may have replaced
  // it.)
  options.catch(() => {
    if (cache.get(api, key, now()) === options) cache.delete(api, key);
  });
  return options;
}
