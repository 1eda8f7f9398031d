import { escapeFilterValue, splitEscaped, unescapeFilterValue } from '../filter/filter-value';
import { asArray, asRecord, nonEmptyString } from '../values';

/** One active library filter: field and value (spec 2 §3 Filter). */
export interface ActiveFilter {
  field: string;
  value: string;
}

/** A filter from any shape; null when the field or the value is missing (spec 2 §2: such a selection is ignored). */
export function toActiveFilter(input: unknown): ActiveFilter | null {
  const o = asRecord(input);
  const field = nonEmptyString(o?.field);
  const value = nonEmptyString(o?.value);
  return field && value ? { field, value } : null;
}

function sameFilter(a: ActiveFilter, b: ActiveFilter): boolean {
  return a.field === b.field && a.value === b.value;
}

/** Cleans a list: drops entries without field or value and duplicates, keeping the first occurrence's order. */
export function normalizeFilters(list: unknown): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  for (const item of asArray(list)) {
    const f = toActiveFilter(item);
    if (f && !out.some((o) => sameFilter(o, f))) out.push(f);
  }
  return out;
}

/** Adds a filter (spec 2 §2); ignored when field or value is missing or when it is already active. */
export function addFilter(list: unknown, filter: unknown): ActiveFilter[] {
  return normalizeFilters([...asArray(list), filter]);
}

/** Removes a filter (same field and value). */
export function removeFilter(list: unknown, filter: unknown): ActiveFilter[] {
  const f = toActiveFilter(filter);
  return normalizeFilters(list).filter((o) => !f || !sameFilter(o, f));
}

/** Adds the filter when absent, removes it when present (a checkbox click). */
export function toggleFilter(list: unknown, filter: unknown): ActiveFilter[] {
  const f = toActiveFilter(filter);
  const current = normalizeFilters(list);
  if (!f) return current;
  return current.some((o) => sameFilter(o, f)) ? removeFilter(current, f) : addFilter(current, f);
}

/** Clears all filters (spec 2 §4: the caller resets paging, see `queryAfterChange`). */
export function clearFilters(): ActiveFilter[] {
  return [];
}

/**
 * Serialises filters to the `filter` query value (spec 1 §4: selections kept as a query filter list) in the API
 * filter grammar (docs/api.md), so the server reads it as written: `field==value` joined by ';', with '\\', ';'
 * and '|' inside parts escaped by core's `escapeFilterValue` (an unescaped '|' would mean "or"). An empty list
 * gives ''.
 * @example serializeFilters([{ field: 'topics', value: 'Heart; failure' }]) // 'topics==Heart\; failure'
 */
export function serializeFilters(list: unknown): string {
  return normalizeFilters(list)
    .map((f) => `${escapeFilterValue(f.field)}==${escapeFilterValue(f.value)}`)
    .join(';');
}

/** Finds the first unescaped '==' in a clause. */
function clauseSplit(clause: string): [string, string] | null {
  for (let i = 0; i < clause.length - 1; i++) {
    if (clause[i] === '\\') {
      i++;
      continue;
    }
    if (clause[i] === '=' && clause[i + 1] === '=') return [clause.slice(0, i), clause.slice(i + 2)];
  }
  return null;
}

/** Parses the `filter` query value written by {@link serializeFilters}; malformed clauses are skipped. */
export function parseFilters(value: unknown): ActiveFilter[] {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || text.trim() === '') return [];
  const clauses = splitEscaped(text, ';');
  const out: { field: string; value: string }[] = [];
  for (const clause of clauses) {
    const kv = clauseSplit(clause);
    if (kv) out.push({ field: unescapeFilterValue(kv[0]), value: unescapeFilterValue(kv[1]) });
  }
  return normalizeFilters(out);
}
