/** Content the portal shell reads (docs/api.md): client pages and the asset map. */
import type { ApiClient } from '../../api/types';
import { isHttpError, MalformedResponseError } from '../../api/errors';
import { NOT_MODIFIED, type RequestOptions } from '../../api/types';
import { timedCache } from '../../api/timed-cache';
import { PAGE_CACHE_MS } from '../../core/constants';

export interface PageModule {
  type?: string;
  sort?: number;
  settings?: Record<string, unknown>;
  layout?: Record<string, unknown> | null;
}
export interface Page {
  id?: number;
  title?: string;
  slug?: string;
  type?: string;
  modules?: PageModule[];
}

export interface PageQuery {
  relation: 'client' | 'group' | 'project';
  id: string;
  type?: string;
  slug?: string;
}

/** What the page cache keeps of an answer: the page (or none) and the Last-Modified it came with. */
export interface CachedPage {
  page: Page | null;
  lastModified: string | null;
}

// Spec 1 §9 "page cache 1000 s": a route shown again within that time renders at once from here (no spinner, no
// request); the content updater (./use-live-page.ts) then asks with the kept Last-Modified and replaces it.
const pageCache = timedCache<CachedPage>(PAGE_CACHE_MS, 30);
const pageKey = (query: PageQuery) => `${query.relation}|${query.id}|${query.type ?? ''}|${query.slug ?? ''}`;

/** The page kept for `query` less than 1000 s ago (spec 1 §9), else undefined. */
export function cachedPage(api: ApiClient, query: PageQuery): CachedPage | undefined {
  return pageCache.get(api, pageKey(query));
}

/**
 * GET {client}/pages; the first page or null (none found, or a 404). An answer without a list counts as none; a
 * page whose title is not text is broken content (MalformedResponseError: the screen shows the error page and
 * reports it). With `ifModifiedSince` a 304 resolves to NOT_MODIFIED (the content updater). Without it, a page kept
 * in the page cache is the answer (its Last-Modified reported as the server's would be); every answer is kept.
 */
export async function loadPage(
  api: ApiClient,
  query: PageQuery,
  signal?: AbortSignal,
  options: Omit<RequestOptions, 'signal'> = {},
): Promise<Page | null> {
  const key = pageKey(query);
  const kept = options.ifModifiedSince ? undefined : pageCache.get(api, key);
  if (kept) {
    options.onLastModified?.(kept.lastModified);
    return kept.page;
  }
  let lastModified: string | null = null;
  const onLastModified = (value: string | null) => {
    lastModified = value;
    options.onLastModified?.(value);
  };
  try {
    const answer = await api.get<{ data?: unknown } | typeof NOT_MODIFIED>(
      `${encodeURIComponent(api.client)}/pages`,
      { ...query },
      { ...options, onLastModified, signal },
    );
    if (answer === NOT_MODIFIED) return answer as never;
    const pages = Array.isArray(answer?.data) ? answer.data : [];
    const found = pages.find((p): p is Page => !!p && typeof p === 'object');
    if (found && found.title !== undefined && found.title !== null && typeof found.title !== 'string') {
      throw new MalformedResponseError(`page ${String(found.slug ?? found.id)}: title is not text`, {
        url: `${api.client}/pages`,
      });
    }
    const page = found ? { ...found, modules: Array.isArray(found.modules) ? found.modules : [] } : null;
    pageCache.set(api, key, { page, lastModified });
    return page;
  } catch (error) {
    if (isHttpError(error) && error.status === 404) {
      pageCache.set(api, key, { page: null, lastModified: null });
      return null;
    }
    throw error;
  }
}

const assetCache = new WeakMap<ApiClient, Promise<Record<string, string>>>();

/** GET assets?client= → name → URL, once per API client; a failure gives an empty map (images are optional). */
export function loadAssets(api: ApiClient): Promise<Record<string, string>> {
  let pending = assetCache.get(api);
  if (!pending) {
    pending = api.get<{ data?: unknown }>('assets', { client: api.client }).then(
      (answer) => (answer?.data && typeof answer.data === 'object' ? (answer.data as Record<string, string>) : {}),
      (error: unknown) => {
        console.warn('[CongressPortal] assets could not be loaded', error);
        assetCache.delete(api);
        return {};
      },
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
