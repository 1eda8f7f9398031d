/**
 * The search dialog's autocomplete call (spec 2 §7, spec 1 §7 Search API, docs/api.md):
 * `GET search/{client}/autocomplete?query=&lang=&project=&size=` → `suggest.autocomplete[0].options`.
 * Answers are kept 10 s per API client and query (spec 1 §9 "search cache 10 s"), so typing back and forth asks
 * the server once.
 */
import { SEARCH_CACHE_MS } from '../core/constants';
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

const CACHE_ENTRIES = 50;
const caches = new WeakMap<ApiClient, Map<string, { at: number; options: Promise<unknown[]> }>>();

/** The autocomplete options (never throws for a malformed answer: it gives []); rejects on HTTP errors. */
export function loadAutocomplete(api: ApiClient, q: AutocompleteQuery, now: () => number = Date.now): Promise<unknown[]> {
  let cache = caches.get(api);
  if (!cache) caches.set(api, (cache = new Map()));
  // The server takes at most 200 characters (docs/api.md); a longer text still gets suggestions for its start.
  const query = { query: q.query.slice(0, 200), lang: q.lang, project: q.project, size: q.size ?? 20 };
  const key = JSON.stringify(query);
  const hit = cache.get(key);
  if (hit && now() - hit.at < SEARCH_CACHE_MS) return hit.options;
  const options = api.get<unknown>(`search/${encodeURIComponent(api.client)}/autocomplete`, query).then((answer) => {
    const entry = (answer as { suggest?: { autocomplete?: { options?: unknown }[] } } | null)?.suggest?.autocomplete?.[0];
    return Array.isArray(entry?.options) ? entry.options : [];
  });
  cache.delete(key);
  cache.set(key, { at: now(), options });
  options.catch(() => { if (cache.get(key)?.options === options) cache.delete(key); });
  while (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  return options;
}
