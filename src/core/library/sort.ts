import { DEFAULT_SORT } from '../constants';
import { isOn } from '../values';
import { parseContentType } from './content-type';

export type SortField = 'relevance' | 'date' | 'title' | 'sessiontitle' | 'speaker' | 'likes';
export type SortOrder = 'asc' | 'desc';
export interface Sort {
  field: SortField;
  order: SortOrder;
}

const ALL_FIELDS: readonly SortField[] = ['relevance', 'date', 'title', 'sessiontitle', 'speaker', 'likes'];

/**
 * Sort select options (spec 2 §2, §5): relevance only while searching, date, title, session title, speaker,
 * likes only when the client enables likes.
 */
export function sortOptions(input: { searching?: unknown; likesEnabled?: unknown }): SortField[] {
  return ALL_FIELDS.filter(
    (f) => (f !== 'relevance' || input?.searching === true) && (f !== 'likes' || isOn(input?.likesEnabled)),
  );
}

/** Default sort (spec 1 §4, §9; spec 2 §4): date descending; the speakers tab sets speaker ascending. */
export function defaultSort(contentType: unknown): Sort {
  return parseContentType(contentType) === 'speakers' ? { field: 'speaker', order: 'asc' } : { ...DEFAULT_SORT };
}

/** A sort field from a query/config value; unknown values give null. */
export function parseSortField(value: unknown): SortField | null {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (ALL_FIELDS as readonly string[]).includes(v) ? (v as SortField) : null;
}

/** A sort order from a query/config value ('asc'/'desc', any case); anything else gives null. */
export function parseSortOrder(value: unknown): SortOrder | null {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return v === 'asc' || v === 'desc' ? v : null;
}

/**
 * Sort toggling (spec 1 §4, spec 2 §4): choosing the same field again without an explicit order flips asc/desc;
 * an explicit order wins; a new field starts with its default order (speaker and title ascending, others
 * descending). An unknown field keeps the current sort.
 */
export function toggleSort(current: Partial<Sort> | null | undefined, field: unknown, explicitOrder?: unknown): Sort {
  const cur: Sort = {
    field: parseSortField(current?.field) ?? DEFAULT_SORT.field,
    order: parseSortOrder(current?.order) ?? DEFAULT_SORT.order,
  };
  const next = parseSortField(field);
  if (!next) return cur;
  const order = parseSortOrder(explicitOrder);
  if (order) return { field: next, order };
  if (next === cur.field) return { field: next, order: cur.order === 'asc' ? 'desc' : 'asc' };
  return { field: next, order: next === 'speaker' || next === 'title' || next === 'sessiontitle' ? 'asc' : 'desc' };
}
