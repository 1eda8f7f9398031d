/**
 * The listing's requests (docs/api.md Search): one search with facet counts, plus tab counts where filters differ.
 * Listing answers are kept 10 s (spec 1 §9 search cache): back and forward, or back from a detail page, show the
 * list at once. Changing sort, filter or content type clears the kept answers (spec 2 §4 "clears the cached search
 * key"): the list the visitor asks for next comes from the server.
 */
import { timedCache } from '../../api/timed-cache';
import type { ApiClient } from '../../api/types';
import { SEARCH_CACHE_MS } from '../../core/constants';
import type { Aggregations } from '../../core/library/library-filters';

export interface SearchHit {
  _id: string;
  _type: string;
  _source: Record<string, unknown>;
}
export interface SearchAnswer {
  hits: SearchHit[];
  counts: Record<string, number>;
  aggregations?: Aggregations;
}

const listings = timedCache<SearchAnswer>(SEARCH_CACHE_MS, 20);
const keyOf = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The answer kept for these parameters, if it is younger than 10 s. */
export function cachedLibrary(api: ApiClient, params: Record<string, string>): SearchAnswer | undefined {
  return listings.get(api, keyOf(params));
}

/** Forgets the kept listing answers (a sort, filter or content-type change). */
export function forgetLibrarySearches(api: ApiClient): void {
  listings.clear(api);
}

/** GET search/{client} with the listing's parameters; a broken answer counts as empty. */
export async function searchLibrary(
  api: ApiClient,
  params: Record<string, string>,
  signal: AbortSignal,
): Promise<SearchAnswer> {
  const answer = await api.get<Partial<SearchAnswer>>(`search/${encodeURIComponent(api.client)}`, params, { signal });
  const result: SearchAnswer = {
    hits: Array.isArray(answer?.hits)
      ? answer.hits.filter((h) => h && typeof h === 'object' && h._source && typeof h._source === 'object')
      : [],
    counts: answer?.counts && typeof answer.counts === 'object' ? answer.counts : {},
    aggregations: answer?.aggregations,
  };
  listings.set(api, keyOf(params), result);
  return result;
}

/** GET search/{client}/counts: the per-type counts for another tab's filters. */
export async function searchCounts(
  api: ApiClient,
  params: Record<string, string>,
  signal: AbortSignal,
): Promise<Record<string, number>> {
  const answer = await api.get<{ counts?: Record<string, number> }>(
    `search/${encodeURIComponent(api.client)}/counts`,
    params,
    { signal },
  );
  return answer?.counts && typeof answer.counts === 'object' ? answer.counts : {};
}
