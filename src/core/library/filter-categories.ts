import { FILTER_MAX_VISIBLE_ITEMS_DEFAULT, FILTER_SUMMARY_COUNT_THRESHOLD } from '../constants';
import { asArray, asRecord, nonEmptyString, toNumber } from '../values';

/**
 * Filter-category visibility by locale (spec 2 §2, spec 3 §5): shown when its languages list is empty (or
 * missing) or contains the current locale (compared case-insensitively; 'de' also matches 'de-AT').
 */
export function isFilterCategoryVisible(category: unknown, locale: unknown): boolean {
  const c = asRecord(category);
  if (!c) return false;
  const langs = asArray(c.languages)
    .map((l) => nonEmptyString(l)?.toLowerCase())
    .filter(Boolean) as string[];
  if (langs.length === 0) return true;
  const loc = nonEmptyString(locale)?.toLowerCase();
  if (!loc) return false;
  const base = loc.split(/[-_]/)[0];
  return langs.includes(loc) || langs.includes(base);
}

/** The categories shown for a locale, in their configured order. */
export function visibleFilterCategories<T>(categories: T[] | null | undefined, locale: unknown): T[] {
  return asArray<T>(categories).filter((c) => isFilterCategoryVisible(c, locale));
}

/** A category's maxVisibleItems, default 10 (spec 1 §3, §9; spec 2 §9). */
export function maxVisibleItems(category: unknown): number {
  const n = toNumber(asRecord(category)?.maxVisibleItems);
  return n !== null && n >= 1 ? Math.floor(n) : FILTER_MAX_VISIBLE_ITEMS_DEFAULT;
}

/**
 * Topics in the topic filter, sorted case-insensitively (spec 2 §5, spec 3 §5); non-strings and blanks dropped.
 * Ties (same letters, different case) keep their input order.
 */
export function sortTopics(topics: unknown): string[] {
  const list = asArray(topics)
    .map((t) => nonEmptyString(t))
    .filter((t): t is string => t !== null);
  return list
    .map((t, i) => ({ t, k: t.toLowerCase(), i }))
    .sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : a.i - b.i))
    .map((x) => x.t);
}

/** Filter summary (spec 2 §2, spec 3 §9): the active-filter count is shown only when more than 3 are active. */
export function filterSummaryCount(activeCount: unknown): number | null {
  const n = toNumber(activeCount);
  return n !== null && n > FILTER_SUMMARY_COUNT_THRESHOLD ? Math.floor(n) : null;
}
