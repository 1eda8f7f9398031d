import { parseFilters, serializeFilters, toggleFilter, type ActiveFilter } from './filter-list';
import { parsePage, queryAfterChange, type ListChange } from './paging';
import { parseSortField, parseSortOrder, sortOptions, toggleSort, type Sort } from './sort';
import { parseCardView, type CardView } from './view';
import { asRecord } from '../values';
import type { ContentType } from './content-type';

/**
 * The library listing's whole state as URL query keys (issue 11 item 1: every state lives in the URL, so a link is
 * shareable and back/forward restores it): `q` search text, `filter` active filters (core `serializeFilters`),
 * `sort` + `order`, `page`, `view` (list, or slider for events; tiles is the default and not written), `slide` (the
 * open slide preview). The content type is the route (CongressResources, Events, Slides, Speakers), not a query key.
 */
export interface LibraryState {
  contentType: ContentType;
  q: string;
  filters: ActiveFilter[];
  /** The sort in effect: the URL's, else the default of the scope and content type. */
  sort: Sort;
  page: number;
  view: CardView;
  slide: string | null;
}

/** Sort field names of a client/group/project `library.sortBy` (API key) → the select's field. */
const CONFIG_SORT_FIELDS: Record<string, string> = {
  datestart: 'date',
  date: 'date',
  title: 'title',
  sessiontitle: 'sessiontitle',
  speaker: 'speaker',
  likes: 'likes',
};

/**
 * Default sort of a listing (spec 1 §4, spec 2 §4): the speakers tab sorts by speaker ascending; while searching,
 * relevance; else the scope's `library.sortBy` / `sortOrder` (datestart, title, …), else date descending.
 */
export function librarySortDefault(contentType: ContentType, library: unknown, searching: boolean): Sort {
  if (contentType === 'speakers') return { field: 'speaker', order: 'asc' };
  if (searching) return { field: 'relevance', order: 'desc' };
  const lib = asRecord(library);
  const field = parseSortField(CONFIG_SORT_FIELDS[String(lib?.sortBy ?? '').toLowerCase()]);
  return {
    field: field && field !== 'relevance' ? field : 'date',
    order: parseSortOrder(lib?.sortOrder) ?? (field === 'title' ? 'asc' : 'desc'),
  };
}

/**
 * Reads the listing state from the route's content type and the query. Unknown or malformed values fall back;
 * a sort field the select does not offer (relevance without a search, likes when likes are off; spec 2 §5) too.
 */
export function readLibraryState(
  contentType: ContentType,
  query: Record<string, string>,
  library?: unknown,
  options?: { likesEnabled?: unknown },
): LibraryState {
  const q = (query.q ?? '').trim();
  const fallback = librarySortDefault(contentType, library, q !== '');
  let field = parseSortField(query.sort);
  if (field && !sortOptions({ searching: q !== '', likesEnabled: options?.likesEnabled }).includes(field)) field = null;
  const sort: Sort = field ? { field, order: parseSortOrder(query.order) ?? fallback.order } : fallback;
  return {
    contentType,
    q,
    filters: parseFilters(query.filter),
    sort,
    page: parsePage(query.page),
    view: parseCardView(query.view, contentType),
    slide: query.slide?.trim() || null,
  };
}

export type LibraryChange =
  | { kind: 'sort'; field: string }
  | { kind: 'filter'; filter: ActiveFilter }
  | { kind: 'clear-filters' }
  | { kind: 'page'; page: number }
  | { kind: 'view'; view: CardView }
  | { kind: 'slide'; id: string | null }
  | { kind: 'contenttype' };

/** The kind of list change a listing change is, for the paging and search-cache rule (`resetsPaging`). */
export function listChangeOf(change: LibraryChange): ListChange {
  return change.kind === 'slide' ? 'view' : change.kind;
}

/**
 * The query after a listing change (spec 2 §4): sort, filter, content type and clearing filters reset paging
 * (`queryAfterChange`); the same sort field again flips the order (`toggleSort`); defaults are left out of the URL
 * (page 1, tiles, no filter); every other key (q, fakenow, …) is kept. A content-type change also drops the sort
 * (each tab has its own default) and the open slide.
 */
export function libraryQueryAfter(
  query: Record<string, string>,
  state: LibraryState,
  change: LibraryChange,
): Record<string, string> {
  const next: Record<string, string> = queryAfterChange({ ...query }, listChangeOf(change));
  const set = (key: string, value: string | null) => {
    if (value) next[key] = value;
    else delete next[key];
  };
  switch (change.kind) {
    case 'sort': {
      const sort = toggleSort(state.sort, change.field);
      set('sort', sort.field);
      set('order', sort.order);
      break;
    }
    case 'filter':
      set('filter', serializeFilters(toggleFilter(state.filters, change.filter)));
      break;
    case 'clear-filters':
      set('filter', null);
      break;
    case 'page':
      set('page', change.page > 1 ? String(Math.floor(change.page)) : null);
      break;
    case 'view':
      set('view', change.view === 'tiles' ? null : change.view);
      break;
    case 'slide':
      set('slide', change.id);
      break;
    case 'contenttype':
      set('sort', null);
      set('order', null);
      set('slide', null);
      break;
  }
  return next;
}
