import { escapeFilterValue } from '../filter/filter-value';
import { searchTypeFor } from './content-type';
import type { ActiveFilter } from './filter-list';
import type { FilterCategory } from './library-filters';
import type { LibraryState } from './library-query';
import { pageSizeFor } from './paging';

/** Search API sort keys (docs/api.md): the select's date is the API's datestart. */
const API_SORT: Record<string, string> = { date: 'datestart' };

/**
 * The `GET search/{client}` parameters of a listing (spec 2 §7; docs/api.md Search): the content type's search
 * type, the text, the scope (project or group), the page as `from`/`limit` (24, slides 48), the sort, facet counts,
 * and the active filters — values of one field are alternatives (`topics==A|B`), different fields must all hold;
 * a date category's values are years (`years`). Only `filters` already checked against the categories
 * (`applicableFilters`) should be passed.
 */
export function librarySearchParams(input: {
  state: LibraryState;
  filters: ActiveFilter[];
  categories: FilterCategory[];
  scope: { project?: string; group?: string };
  lang?: string;
}): Record<string, string> {
  const { state, filters, categories, scope } = input;
  const size = pageSizeFor(state.contentType);
  const dateFields = new Set(categories.filter((c) => c.type === 'date').map((c) => c.field));
  const byField = new Map<string, string[]>();
  const years: string[] = [];
  for (const f of filters) {
    if (dateFields.has(f.field)) {
      if (/^\d{4}$/.test(f.value)) years.push(f.value);
      continue;
    }
    byField.set(f.field, [...(byField.get(f.field) ?? []), f.value]);
  }
  const filter = [...byField]
    .map(([field, values]) => `${escapeFilterValue(field)}==${values.map(escapeFilterValue).join('|')}`)
    .join(';');
  const params: Record<string, string> = {
    type: searchTypeFor(state.contentType),
    limit: String(size),
    from: String((state.page - 1) * size),
    sort: `${state.sort.order === 'desc' ? '-' : ''}${API_SORT[state.sort.field] ?? state.sort.field}`,
    aggregations: 'true',
  };
  if (state.q) params.query = state.q.slice(0, 200);
  if (scope.group) params.group = scope.group;
  else if (scope.project) params.project = scope.project;
  if (filter) params.filter = filter;
  if (years.length) params.years = years.join(',');
  if (input.lang) params.lang = input.lang;
  return params;
}
