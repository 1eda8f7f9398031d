import type { ActiveFilter } from '../library/filter-list';
import { escapeFilterValue } from '../filter/filter-value';
import { asRecord, splitList } from '../values';

/** The route families that show advertisements (spec 2 §1 "Advertisements … shown by placement rules"; issue 11 item 8). */
export type AdFamily = 'library' | 'detail';

/**
 * The ad tags of a portal route, which an advertisement's location rules name (spec 1 §5 "a location rule must
 * overlap the route's ad tags"; the tags are ours, docs/architecture.md "Advertisements"): the route's name in lower
 * case (`projectevents`, `crdetail`), its family (`library` for every listing, `detail` for the three detail
 * pages), the listing's content type and the project or group it is scoped to.
 * @example adTagsOfRoute('library', 'ProjectEvents', { project: 'dmc2026' }, 'events') // ['projectevents', 'library', 'events', 'dmc2026']
 */
export function adTagsOfRoute(
  family: AdFamily,
  name: string,
  params: Record<string, string | undefined>,
  contentType?: string,
): string[] {
  const tags = [name.toLowerCase(), family, contentType, params.project, params.group];
  return [...new Set(tags.filter((tag): tag is string => typeof tag === 'string' && tag !== ''))];
}

/**
 * The active filters as filter rules name them: `field==value`, written as the filter grammar writes them
 * (docs/api.md "Filter grammar"), so a rule value `topics==Cardiology` matches the library's Cardiology filter.
 */
export function adFilterValues(filters: readonly ActiveFilter[]): string[] {
  return filters.map((f) => `${escapeFilterValue(f.field)}==${escapeFilterValue(f.value)}`);
}

/** The fields of a detail page's item that module rules can name (docs/architecture.md "Advertisements"). */
export const AD_MODULE_FIELDS = ['topics', 'topics2', 'type', 'crtype'] as const;

/**
 * The page's module values, which an advertisement's module rules name by `moduleName` (spec 1 §5 "filter or module
 * rules must match active filters or module values"; the spec names no modules, ours are docs/architecture.md
 * "Advertisements"): a listing is the module `contenttype` with its content type; a detail page offers its item's
 * topics, topics2, type and crtype. So `{ moduleName: 'topics', values: 'Neurology' }` places an ad on every detail
 * page about neurology, and `{ moduleName: 'contenttype', values: 'events' }` on the events listings.
 * @example adModuleValues({ contentType: 'events' }) // { contenttype: ['events'] }
 * adModuleValues({ item: { topics: ['Neurology'], crtype: 'lecture' } }) // { topics: ['Neurology'], crtype: ['lecture'] }
 */
export function adModuleValues(page: { contentType?: string; item?: unknown }): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  if (page.contentType) values.contenttype = [page.contentType];
  const item = asRecord(page.item);
  for (const field of AD_MODULE_FIELDS) {
    const list = splitList(item?.[field]);
    if (list.length) values[field] = list;
  }
  return values;
}
