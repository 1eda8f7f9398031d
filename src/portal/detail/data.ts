/**
 * The detail pages' requests (docs/api.md "Lists", "Player"): one item by its key through the list endpoint's
 * filter grammar, related lists, the project's collection and the resource's player languages. A missing item is
 * null (the page shows PageNotFound); HTTP failures reject (the page shows its retry state).
 */
import { buildFilter, type FilterInput } from '../../api/filter';
import type { ApiClient } from '../../api/types';
import { asArray, asRecord } from '../../core/values';
import type { ListResponse } from '../../core/types';
import type { ResourceListQuery } from '../../core/content/detail-lists';

export type Item = Record<string, unknown>;
type ListName = 'congressresources' | 'events' | 'speakers';

/** The first item matching `filter`; denied resources (consent 0) included, so their page can say why. */
export async function loadOne(
  api: ApiClient,
  resource: ListName,
  filter: FilterInput,
  signal: AbortSignal,
): Promise<Item | null> {
  const list = await api.list<Item>(
    resource,
    { filter: buildFilter(filter), limit: 1, include_denied: resource === 'congressresources' },
    { signal },
  );
  return asRecord(list?.data?.[0]);
}

/** A page of congress resources matching `filter`, date descending unless `sort` says otherwise. */
export async function loadResources(
  api: ApiClient,
  filter: FilterInput,
  signal: AbortSignal,
  options: { limit: number; page?: number; sort?: string },
): Promise<{ items: Item[]; pages: number; total: number }> {
  const list: ListResponse<Item> = await api.list<Item>(
    'congressresources',
    { filter: buildFilter(filter), limit: options.limit, page: options.page ?? 1, sort: options.sort ?? '-datestart' },
    { signal },
  );
  return {
    items: asArray<Item>(list?.data).filter((i) => !!asRecord(i)),
    pages: Number(list?.meta?.pages) || 1,
    total: Number(list?.meta?.total) || 0,
  };
}

/** A detail page's paged list (core `eventResourcesQuery` / `speakerResourcesQuery`): filter, limit, page, sort. */
export function loadResourcePage(
  api: ApiClient,
  query: ResourceListQuery,
  signal: AbortSignal,
): ReturnType<typeof loadResources> {
  return loadResources(api, query.filter, signal, query);
}

/** GET {client}/wcm/collections/{id}.json (the project block's date range and venue); null when missing. */
export async function loadCollection(api: ApiClient, id: unknown, signal: AbortSignal): Promise<Item | null> {
  if (id === undefined || id === null || id === '') return null;
  const answer = await api.get<{ data?: unknown }>(
    `${encodeURIComponent(api.client)}/wcm/collections/${encodeURIComponent(String(id))}.json`,
    undefined,
    { signal },
  );
  return asRecord(answer?.data);
}

/** GET player/text/{id}: the resource's player languages (spec 2 §7 "translation language list per resource"). */
export async function loadPlayerLanguages(api: ApiClient, id: unknown, signal: AbortSignal): Promise<string[]> {
  const answer = await api.get<{ content?: { language?: unknown } }>(
    `player/text/${encodeURIComponent(String(id))}`,
    undefined,
    { signal },
  );
  return asArray(answer?.content?.language).filter((l): l is string => typeof l === 'string');
}
