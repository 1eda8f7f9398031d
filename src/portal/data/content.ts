/** Content the portal shell reads (docs/api.md): client pages and the asset map. */
import type { ApiClient } from '../../api/types';
import { isHttpError, MalformedResponseError } from '../../api/errors';
import { NOT_MODIFIED, type RequestOptions } from '../../api/types';

export interface PageModule { type?: string; sort?: number; settings?: Record<string, unknown>; layout?: Record<string, unknown> | null }
export interface Page { id?: number; title?: string; slug?: string; type?: string; modules?: PageModule[] }

export interface PageQuery { relation: 'client' | 'group' | 'project'; id: string; type?: string; slug?: string }

/**
 * GET {client}/pages; the first page or null (none found, or a 404). An answer without a list counts as none; a
 * page whose title is not text is broken content (MalformedResponseError: the screen shows the error page and
 * reports it). With `ifModifiedSince` a 304 resolves to NOT_MODIFIED (the content updater).
 */
export async function loadPage(api: ApiClient, query: PageQuery, signal?: AbortSignal, options: Omit<RequestOptions, 'signal'> = {}): Promise<Page | null> {
  try {
    const answer = await api.get<{ data?: unknown } | typeof NOT_MODIFIED>(`${encodeURIComponent(api.client)}/pages`, { ...query }, { ...options, signal });
    if (answer === NOT_MODIFIED) return answer as never;
    const pages = Array.isArray(answer?.data) ? answer.data : [];
    const page = pages.find((p): p is Page => !!p && typeof p === 'object');
    if (page && page.title !== undefined && page.title !== null && typeof page.title !== 'string') {
      throw new MalformedResponseError(`page ${String(page.slug ?? page.id)}: title is not text`, { url: `${api.client}/pages` });
    }
    return page ? { ...page, modules: Array.isArray(page.modules) ? page.modules : [] } : null;
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return null;
    throw error;
  }
}

const assetCache = new WeakMap<ApiClient, Promise<Record<string, string>>>();

/** GET assets?client= → name → URL, once per API client; a failure gives an empty map (images are optional). */
export function loadAssets(api: ApiClient): Promise<Record<string, string>> {
  let pending = assetCache.get(api);
  if (!pending) {
    pending = api.get<{ data?: unknown }>('assets', { client: api.client }).then(
      (answer) => (answer?.data && typeof answer.data === 'object' ? answer.data as Record<string, string> : {}),
      (error: unknown) => { console.warn('[CongressPortal] assets could not be loaded', error); assetCache.delete(api); return {}; },
    );
    assetCache.set(api, pending);
  }
  return pending;
}

/** Only http(s) and root-relative image URLs are used as `src` (URL gate of shared/ARCHITECTURE.md). */
export function imageUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  return /^https?:\/\//i.test(v) || (v.startsWith('/') && !v.startsWith('//')) ? v : null;
}
