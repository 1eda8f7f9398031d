import { PAGINATION_PAGE_RANGE } from '../constants';
import { toNumber } from '../values';

export type PaginationItem = number | 'ellipsis';

/**
 * Pagination page range (spec 2 §9, spec 3 §9): `range` (3) consecutive pages around the current one, the first
 * and last page always, and an ellipsis for every gap. A gap of a single page shows that page instead of an
 * ellipsis (same width, one click less). Malformed input gives [] (no pages) or is clamped.
 * @example paginationRange(5, 10) // [1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]
 */
export function paginationRange(
  current: unknown,
  totalPages: unknown,
  range: number = PAGINATION_PAGE_RANGE,
): PaginationItem[] {
  const total = Math.floor(toNumber(totalPages) ?? 0);
  if (total < 1) return [];
  const size = Math.max(1, Math.floor(Number.isFinite(range) ? range : PAGINATION_PAGE_RANGE));
  const page = Math.min(Math.max(1, Math.floor(toNumber(current) ?? 1)), total);
  let start = Math.max(1, page - Math.floor((size - 1) / 2));
  const end = Math.min(total, start + size - 1);
  start = Math.max(1, end - size + 1);
  const out: PaginationItem[] = [];
  const pushGap = (from: number, to: number) => {
    if (to - from === 0) out.push(from);
    else if (to > from) out.push('ellipsis');
  };
  if (start > 1) {
    out.push(1);
    pushGap(2, start - 1);
  }
  for (let p = start; p <= end; p++) out.push(p);
  if (end < total) {
    pushGap(end + 1, total - 1);
    out.push(total);
  }
  return out;
}
