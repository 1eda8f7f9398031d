import { HIGHLIGHT_TEASER_ITEMS } from '../constants';
import { asArray, asRecord, toNumber } from '../values';

/**
 * Package and spotlight modules sorted by `sort` ascending (spec 1 §9, spec 2 §3 and §9). Entries without a usable
 * sort go last; equal sorts keep their order. Non-object entries are dropped.
 */
export function sortModules<T>(modules: T[] | null | undefined): T[] {
  return asArray<T>(modules)
    .filter((m) => asRecord(m) !== null)
    .map((m, i) => ({ m, i, s: toNumber(asRecord(m)?.sort) }))
    .sort((a, b) => (a.s ?? Infinity) - (b.s ?? Infinity) || a.i - b.i)
    .map((x) => x.m);
}

/** Highlight teaser size (spec 2 §9): 3 items in a single row, else 6. */
export function highlightTeaserCount(singleRow: unknown): number {
  return singleRow === true ? HIGHLIGHT_TEASER_ITEMS.singleRow : HIGHLIGHT_TEASER_ITEMS.default;
}
