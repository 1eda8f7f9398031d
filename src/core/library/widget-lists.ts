/**
 * The list widgets' rules (issue 13 item 4): library and smart-video-library (the latest items of a content type),
 * resources-list and resources-table (items named by id). Spec 2 §9 / spec 3 §9 "Widget defaults: allowed status 6,
 * layout tiles, limit 8, mode latest"; spec 3 §5 content types; spec 3 §7 "Library-type resources in widgets"
 * (filter parts scope, channel, status, active filters, crtype, extraFilter; limit from settings) and "Resource
 * search by params" (exact byIds, type congressresource or event). Both kinds ask the search endpoint
 * (docs/api.md Search), which scopes speakers and slides to a project as well. Pure; every setting may be garbage.
 */
import { escapeFilterValue } from '../filter/filter-value';
import { MAX_LIST_LENGTH, WIDGET_DEFAULTS } from '../constants';
import { asRecord, nonEmptyString, splitList, toNumber } from '../values';
import { widgetModeLink, type WidgetLink } from '../widget-mode/url-pattern';
import { parseContentType, searchTypeFor, type ContentType } from './content-type';
import { parseSmartLibraryContentType } from './view';

export type WidgetListLayout = 'tiles' | 'list' | 'slider';
export type WidgetListKind = 'library' | 'smart-video-library' | 'resources-list' | 'resources-table';

export interface WidgetListRequest {
  contentType: ContentType;
  layout: WidgetListLayout;
  /** Query of GET search/{client}; null: nothing to ask (a by-ids list without ids shows its empty state). */
  params: Record<string, string> | null;
  /** By-ids lists keep the order of their ids. */
  ids: string[];
}

/** Spec 3 §9: limit from settings, default 8; a positive whole number, at most the maximum list length (2017). */
export function widgetListLimit(value: unknown): number {
  const n = toNumber(value);
  return n !== null && n >= 1 ? Math.min(Math.floor(n), MAX_LIST_LENGTH) : WIDGET_DEFAULTS.limit;
}

/** Spec 3 §9: layout tiles by default; 'list' or 'table' is the table, 'slider' or 'slideshow' the carousel. */
export function widgetListLayout(
  value: unknown,
  fallback: WidgetListLayout = WIDGET_DEFAULTS.layout,
): WidgetListLayout {
  const v = nonEmptyString(value)?.toLowerCase();
  if (v === 'list' || v === 'table') return 'list';
  if (v === 'slider' || v === 'slideshow') return 'slider';
  if (v === 'tiles' || v === 'grid') return 'tiles';
  return fallback;
}

/** Spec 3 §9 mode latest (default): newest first; any other mode ('chronological') by start, oldest first (spec 3 §7). */
export function widgetListSort(mode: unknown): string {
  return (nonEmptyString(mode)?.toLowerCase() ?? WIDGET_DEFAULTS.mode) === 'latest' ? '-datestart' : 'datestart';
}

/**
 * Spec 3 §9 allowed status 6: the statuses a congress resource may have to be listed (a number, a list or a comma
 * list); 'any' (or an empty list) lists every status. Events carry a clock status and speakers and slides none.
 */
export function allowedStatuses(value: unknown): string[] {
  if (typeof value === 'string' && value.trim().toLowerCase() === 'any') return [];
  if (value === undefined || value === null || value === '') return [String(WIDGET_DEFAULTS.allowedStatus)];
  return splitList(value).filter((s) => /^\d+$/.test(s));
}

/** Ids of a by-ids list: a comma list or an array of numbers or strings; blanks, duplicates and other characters dropped. */
export function parseIds(value: unknown): string[] {
  return [...new Set(splitList(value).filter((id) => /^[\w-]+$/.test(id)))];
}

const clause = (field: string, values: readonly string[]) =>
  values.length ? `${field}==${values.map(escapeFilterValue).join('|')}` : '';

/** A settings `extraFilter` in the list filter grammar; anything but `field OP value` clauses is left out. */
export function extraFilterClauses(value: unknown): string[] {
  const text = nonEmptyString(value);
  if (!text) return [];
  return text
    .split(/(?<!\\);/)
    .map((c) => c.trim())
    .filter((c) => /^[A-Za-z0-9_.-]+(==|!=|>=|<=|~=|>|<).+$/.test(c));
}

interface RequestInput {
  project?: string;
  topics?: readonly string[];
}

/** Filter of a list: scope (project), status for congress resources, crtype, channel for events, the shared topics. */
function listFilter(s: Record<string, unknown>, type: ContentType, topics: readonly string[]): string {
  const parts = [
    type === 'congressresources' ? clause('status', allowedStatuses(s.allowedStatus)) : '',
    type === 'congressresources' ? clause('crtype', splitList(s.crtype)) : '',
    type === 'events' ? clause('channels.slug', splitList(s.channel)) : '',
    type === 'congressresources' || type === 'events' ? clause('topics', [...topics]) : '',
    ...extraFilterClauses(s.extraFilter),
  ];
  return parts.filter(Boolean).join(';');
}

/**
 * The request of a list widget. library: content type events, slides, speakers, else congress resources;
 * smart-video-library: slides, else congress resources (spec 3 §5); the latest `limit` items of the project.
 * resources-list / resources-table: `ids` of `type` events, else congress resources (spec 3 §3 Resources list
 * widget), in the order given; no ids → no request. Layout: tiles (resources-table: the table) unless set.
 */
export function widgetListRequest(
  kind: WidgetListKind,
  settings: unknown,
  input: RequestInput = {},
): WidgetListRequest {
  const s = asRecord(settings) ?? {};
  const project = nonEmptyString(s.project) ?? nonEmptyString(input.project);
  const topics = (input.topics ?? []).filter((t) => typeof t === 'string' && t !== '');
  const byIds = kind === 'resources-list' || kind === 'resources-table';
  const rawType = s.contenttype ?? s.contentType ?? s.type;
  const contentType: ContentType = byIds
    ? parseContentType(s.type) === 'events'
      ? 'events'
      : 'congressresources'
    : kind === 'smart-video-library'
      ? parseSmartLibraryContentType(rawType)
      : parseContentType(rawType);
  const layout = widgetListLayout(s.layout, kind === 'resources-table' ? 'list' : 'tiles');
  const ids = byIds ? parseIds(s.ids) : [];
  const base: Record<string, string> = { type: searchTypeFor(contentType), ...(project ? { project } : {}) };
  const filter = listFilter(s, contentType, topics);
  if (filter) base.filter = filter;
  if (byIds) {
    if (ids.length === 0) return { contentType, layout, params: null, ids };
    return {
      contentType,
      layout,
      ids,
      params: { ...base, exact: 'byIds', query: ids.join(','), limit: String(Math.min(ids.length, MAX_LIST_LENGTH)) },
    };
  }
  const params: Record<string, string> = { ...base, limit: String(widgetListLimit(s.limit)) };
  if (contentType !== 'speakers') params.sort = widgetListSort(s.mode);
  return { contentType, layout, ids, params };
}

/** A by-ids answer in the order of the ids (the search answers by date); items not named are dropped. */
export function inIdOrder<T extends Record<string, unknown>>(items: readonly T[], ids: readonly string[]): T[] {
  if (ids.length === 0) return [...items];
  const byId = new Map(items.map((item) => [String(item.id), item]));
  return ids.map((id) => byId.get(id)).filter((item): item is T => item !== undefined);
}

/**
 * Spec 3 §2 Widget mode links: a list item's link from the URL patterns (keys cr, event, speaker; through the URL
 * gate, in the top window); a slide links to its congress resource (by its slug) at the slide's time (`t`, seconds).
 * No pattern → no link.
 */
export function widgetItemLink(contentType: ContentType, item: unknown, urlPatterns: unknown): WidgetLink | null {
  const record = asRecord(item);
  if (!record) return null;
  if (contentType === 'slides') {
    const link = widgetModeLink('cr', asRecord(record.congressresource), urlPatterns);
    const inpoint = toNumber(record.inpoint);
    if (!link || inpoint === null || inpoint < 0) return link;
    return { ...link, href: `${link.href}${link.href.includes('?') ? '&' : '?'}t=${Math.floor(inpoint)}` };
  }
  return widgetModeLink(
    contentType === 'events' ? 'event' : contentType === 'speakers' ? 'speaker' : 'cr',
    record,
    urlPatterns,
  );
}
