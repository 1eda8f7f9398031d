/**
 * Requests of the package, spotlight and education screens and of the package widget (docs/api.md "Content"): lists,
 * one item by slug or sku, its modules and the education tree. A 404 is null (PageNotFound, the widget's not-found
 * state); other failures reject (the retry state).
 */
import { asArray, asRecord } from '../core/values';
import { isHttpError } from './errors';
import type { ApiClient } from './types';

export type CatalogEndpoint = 'packages' | 'spotlights' | 'educationitems';
export type CatalogItem = Record<string, unknown>;

const path = (api: ApiClient, endpoint: CatalogEndpoint, ...rest: string[]) =>
  [encodeURIComponent(api.client), endpoint, ...rest.map(encodeURIComponent)].join('/');

async function data(
  api: ApiClient,
  url: string,
  query: Record<string, string> | undefined,
  signal: AbortSignal,
): Promise<unknown> {
  try {
    return (await api.get<{ data?: unknown }>(url, query, { signal }))?.data ?? null;
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return null;
    throw error;
  }
}

/** GET {client}/packages | spotlights (`category`) | educationitems: the items, junk dropped. */
export async function loadCatalogList(
  api: ApiClient,
  endpoint: CatalogEndpoint,
  signal: AbortSignal,
  category?: string,
): Promise<CatalogItem[]> {
  const list = await data(api, path(api, endpoint), category ? { category } : undefined, signal);
  return asArray(list).filter((i): i is CatalogItem => !!asRecord(i));
}

/**
 * One item with its modules (GET …/{slugOrSku} and …/{slugOrSku}/modules in parallel); null when it does not exist.
 * `M`: the caller's view of a module (the portal's PageModule); the entries are the answer's, unchecked.
 */
export async function loadCatalogItem<M = Record<string, unknown>>(
  api: ApiClient,
  endpoint: CatalogEndpoint,
  slug: string,
  signal: AbortSignal,
): Promise<(CatalogItem & { modules: M[] }) | null> {
  const [item, modules] = await Promise.all([
    data(api, path(api, endpoint, slug), undefined, signal),
    data(api, path(api, endpoint, slug, 'modules'), undefined, signal),
  ]);
  const record = asRecord(item);
  return record ? { ...record, modules: asArray<M>(modules ?? record.modules) } : null;
}

/** GET {client}/educationitems/{slug}/tree (raw; core `educationTree` checks it); null when missing. */
export function loadEducationTree(api: ApiClient, slug: string, signal: AbortSignal): Promise<unknown> {
  return data(api, path(api, 'educationitems', slug, 'tree'), undefined, signal);
}
