import { asArray, asRecord, nonEmptyString, toNumber } from '../values';
import type { ContentType } from './content-type';
import { visibleFilterCategories, maxVisibleItems, sortTopics } from './filter-categories';
import { normalizeFilters, type ActiveFilter } from './filter-list';

/** A filter category of the sidebar (spec 1 §3 Library filter; spec 2 §2 Filter sidebar). */
export interface FilterCategory {
  id: string;
  title: string;
  /** date (years of a date field), values (fixed options), field (the values found in the results). */
  type: 'date' | 'values' | 'field';
  field: string;
  open: boolean;
  maxVisibleItems: number;
  /** Configured options (type values); field and date categories take theirs from the facet counts. */
  options: { value: string; label: string }[];
}

export interface FilterOption {
  field: string;
  value: string;
  label: string;
  count: number | null;
  active: boolean;
}

/** Facet counts of a search answer: `{ topics: [{ key, doc_count }] }`. */
export type Aggregations = Record<string, { key: string; doc_count: number }[] | undefined>;

const SCOPE_KEYS: Record<ContentType, string> = {
  congressresources: 'scope_crs',
  events: 'scope_events',
  slides: 'scope_slides',
  speakers: 'scope_people',
};

/**
 * Whether a category applies to a content type (spec 1 §3 scope_crs, scope_events, scope_slides, scope_people):
 * a category that sets none of the four applies everywhere; otherwise only where its flag is on.
 */
export function filterCategoryInScope(category: unknown, contentType: ContentType): boolean {
  const c = asRecord(category);
  if (!c) return false;
  const keys = Object.values(SCOPE_KEYS);
  if (!keys.some((k) => k in c)) return true;
  const v = c[SCOPE_KEYS[contentType]];
  return v === true || v === 1 || v === '1' || v === 'true';
}

function toCategory(raw: Record<string, unknown>, index: number): FilterCategory | null {
  const fields = asArray(raw.filterfields)
    .map(asRecord)
    .filter((f): f is Record<string, unknown> => !!f && !!nonEmptyString(f.field));
  if (!fields.length) return null;
  const type = raw.type === 'date' || raw.type === 'values' ? raw.type : 'field';
  return {
    id: String(raw.id ?? index),
    title: nonEmptyString(raw.title) ?? String(fields[0].field),
    type,
    field: String(fields[0].field),
    open: raw.open === true || raw.open === 1,
    maxVisibleItems: maxVisibleItems(raw),
    options:
      type === 'values'
        ? fields.flatMap((f) => {
            const value = nonEmptyString(f.value);
            return value ? [{ value, label: nonEmptyString(f.label) ?? value }] : [];
          })
        : [],
  };
}

/**
 * The sidebar's categories for a listing (spec 2 §2): the scope's `library.filters` that apply to the content type
 * and whose languages list allows the locale (`visibleFilterCategories`), in their `sort` order; categories without
 * a usable field are dropped.
 */
export function libraryFilterCategories(library: unknown, contentType: ContentType, locale: unknown): FilterCategory[] {
  const raw = asArray<Record<string, unknown>>(asRecord(library)?.filters).filter((c) =>
    filterCategoryInScope(c, contentType),
  );
  const sorted = visibleFilterCategories(raw, locale)
    .map((c, i) => ({ c, i, s: toNumber(asRecord(c)?.sort) ?? Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.s - b.s || a.i - b.i);
  return sorted.map(({ c, i }) => toCategory(c, i)).filter((c): c is FilterCategory => c !== null);
}

/** The facet of a category's field: a date field's options are years (`years` facet). */
const facetOf = (category: FilterCategory) => (category.type === 'date' ? 'years' : category.field);

/**
 * Options of one category with their counts (spec 2 §2): configured values in their order; field values as the
 * facet lists them (topics sorted case-insensitively, spec 2 §5); years newest first. An active value the answer
 * no longer counts stays listed, so it can be switched off.
 */
export function filterOptions(
  category: FilterCategory,
  aggregations: Aggregations | null | undefined,
  active: ActiveFilter[],
): FilterOption[] {
  const buckets = asArray<{ key: string; doc_count: number }>(aggregations?.[facetOf(category)]);
  const counts = new Map(buckets.map((b) => [String(b.key), Number(b.doc_count) || 0]));
  const isActive = (value: string) => active.some((f) => f.field === category.field && f.value === value);
  let values: { value: string; label: string }[];
  if (category.type === 'values') values = category.options;
  else {
    const keys = [
      ...counts.keys(),
      ...active.filter((f) => f.field === category.field && !counts.has(f.value)).map((f) => f.value),
    ];
    const ordered =
      category.type === 'date'
        ? [...keys].sort((a, b) => b.localeCompare(a))
        : category.field === 'topics'
          ? sortTopics(keys)
          : keys;
    values = ordered.map((value) => ({ value, label: value }));
  }
  return values.map(({ value, label }) => ({
    field: category.field,
    value,
    label,
    count: aggregations ? (counts.get(value) ?? 0) : null,
    active: isActive(value),
  }));
}

/** Options shown before "show all" (maxVisibleItems, default 10); active options always show. */
export function visibleOptions(options: FilterOption[], max: number): { shown: FilterOption[]; hidden: number } {
  const shown = options.filter((o, i) => i < max || o.active);
  return { shown, hidden: options.length - shown.length };
}

/**
 * The active filters that count and are sent (spec 2 §2; issue 11 "bad input": unknown filter fields in the URL
 * are ignored): those whose field belongs to one of the listing's categories.
 */
export function applicableFilters(filters: unknown, categories: FilterCategory[]): ActiveFilter[] {
  const fields = new Set(categories.map((c) => c.field));
  return normalizeFilters(filters).filter((f) => fields.has(f.field));
}
