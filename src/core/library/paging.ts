import { MAX_LIST_LENGTH, PAGE_SIZE } from '../constants';
import { toNumber } from '../values';
import { parseContentType } from './content-type';

/** Page size per content type (spec 1 §9, spec 2 §9): 24, slides 48. */
export function pageSizeFor(contentType: unknown): number {
  return PAGE_SIZE[parseContentType(contentType)];
}

/** Number of pages for a total, never reaching past the 2017-item list cap (spec 1 §9, spec 2 §9). */
export function pageCount(total: unknown, pageSize: unknown): number {
  const t = toNumber(total);
  const size = toNumber(pageSize);
  if (t === null || size === null || t <= 0 || size <= 0) return 0;
  return Math.ceil(Math.min(t, MAX_LIST_LENGTH) / size);
}

/** The `page` query value as a page number: a positive integer, clamped to `pages` when known; else 1. */
export function parsePage(value: unknown, pages?: number): number {
  const n = toNumber(Array.isArray(value) ? value[0] : value);
  const page = n !== null && n >= 1 ? Math.floor(n) : 1;
  return pages !== undefined && Number.isFinite(pages) && pages >= 1 ? Math.min(page, Math.floor(pages)) : page;
}

/** Kinds of list changes that reset paging (spec 2 §4). */
export type ListChange = 'sort' | 'filter' | 'contenttype' | 'clear-filters' | 'page' | 'view';

/**
 * Paging reset rule (spec 1 §4, spec 2 §4): changing sort, filter or content type, and clearing filters, reset
 * the page to 1 (and clear the cached search key); a page change or a view switch keeps the page.
 */
export function resetsPaging(change: unknown): boolean {
  return change === 'sort' || change === 'filter' || change === 'contenttype' || change === 'clear-filters';
}

/** Query after a list change: `page` removed (page 1) when the change resets paging, else unchanged. */
export function queryAfterChange<Q extends Record<string, unknown>>(
  query: Q | null | undefined,
  change: ListChange,
): Q {
  const q = { ...(query ?? {}) } as Q;
  if (resetsPaging(change)) delete (q as Record<string, unknown>).page;
  return q;
}
