/** The listing's requests (docs/api.md Search): one search with facet counts, plus tab counts where filters differ. */
import type { ApiClient } from '../../api/types';
import type { Aggregations } from '../../core/library/library-filters';

export interface SearchHit { _id: string; _type: string; _source: Record<string, unknown> }
export interface SearchAnswer {
  hits: SearchHit[];
  counts: Record<string, number>;
  aggregations?: Aggregations;
}

/** GET search/{client} with the listing's parameters; a broken answer counts as empty. */
export async function searchLibrary(api: ApiClient, params: Record<string, string>, signal: AbortSignal): Promise<SearchAnswer> {
  const answer = await api.get<Partial<SearchAnswer>>(`search/${encodeURIComponent(api.client)}`, params, { signal });
  return {
    hits: Array.isArray(answer?.hits) ? answer.hits.filter((h) => h && typeof h === 'object' && h._source && typeof h._source === 'object') : [],
    counts: answer?.counts && typeof answer.counts === 'object' ? answer.counts : {},
    aggregations: answer?.aggregations,
  };
}

/** GET search/{client}/counts: the per-type counts for another tab's filters. */
export async function searchCounts(api: ApiClient, params: Record<string, string>, signal: AbortSignal): Promise<Record<string, number>> {
  const answer = await api.get<{ counts?: Record<string, number> }>(`search/${encodeURIComponent(api.client)}/counts`, params, { signal });
  return answer?.counts && typeof answer.counts === 'object' ? answer.counts : {};
}
