import { AUTOCOMPLETE_LIMITS } from '../constants';
import { localizedTitle } from '../content/localized-title';
import { asArray, asRecord, nonEmptyString } from '../values';
import type { HistoryItem, HistoryItemType } from '../history/history';
import { widgetModeLink, type LinkKind } from '../widget-mode/url-pattern';
import { distinctTexts } from './search-dialog';
import type { RouteLocation } from './route';

/** A direct match of the autocomplete (spec 2 §3 "Search hit"): a resource, event or speaker to open. */
export interface SearchMatch {
  type: HistoryItemType;
  id: string;
  /** What the dialog shows: the (localised) title, or a speaker's name. */
  title: string;
  slug: string | null;
  project: string | null;
  /** The hit's `_source`, kept for the history entry and URL patterns. */
  source: Record<string, unknown>;
}

const MATCH_TYPES: readonly string[] = ['congressresource', 'event', 'speaker'];

/**
 * One autocomplete option as a match: `_type` congressresource, event or speaker (slides have no detail page
 * of their own), an `_id` or `_source.id`. Title per spec 2 §5 (localised when useLanguageInSearch is 1);
 * speakers by first and last name. Anything else gives null.
 */
export function toSearchMatch(option: unknown, locale?: unknown, useLanguageInSearch?: unknown): SearchMatch | null {
  const o = asRecord(option);
  const type = nonEmptyString(o?._type);
  const source = asRecord(o?._source) ?? {};
  const id = nonEmptyString(o?._id) ?? (typeof source.id === 'number' ? String(source.id) : nonEmptyString(source.id));
  if (!o || !type || !MATCH_TYPES.includes(type) || !id) return null;
  const title =
    type === 'speaker'
      ? [source.firstname, source.lastname]
          .map((s) => nonEmptyString(s))
          .filter(Boolean)
          .join(' ')
      : localizedTitle(source, locale, useLanguageInSearch);
  return {
    type: type as HistoryItemType,
    id,
    title: title || nonEmptyString(o.text) || '',
    slug: nonEmptyString(source.slug),
    project: nonEmptyString(source.project),
    source,
  };
}

/**
 * A query completion from one option text: the typed words with the last one completed by the first word of
 * the text that starts with it (case-insensitive), lower-cased: 'heart fail' + 'Heart failure in …' →
 * 'heart failure'. Null when no word of the text continues the last typed word (a fuzzy or other-field hit).
 */
export function completionOf(text: unknown, query: unknown): string | null {
  const words = (typeof query === 'string' ? query : '').trim().toLowerCase().split(/\s+/).filter(Boolean);
  const last = words.pop();
  if (!last || typeof text !== 'string') return null;
  const word = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .find((w) => w.startsWith(last) && w.length > last.length);
  return word ? [...words, word].join(' ') : null;
}

/**
 * What the dialog shows for a query (spec 2 §2, §9): up to 5 distinct suggestions — completions of the typed
 * text taken from the options' `text` (completionOf), never the typed text itself — and up to 5 distinct direct
 * matches (same type and id once). Suggestions search the library; matches open their detail.
 */
export function autocompleteResults(
  options: unknown,
  query: unknown,
  locale?: unknown,
  useLanguageInSearch?: unknown,
): { suggestions: string[]; matches: SearchMatch[] } {
  const list = asArray(options);
  const texts = list.map((o) => completionOf(asRecord(o)?.text, query));
  const matches: SearchMatch[] = [];
  for (const option of list) {
    if (matches.length >= AUTOCOMPLETE_LIMITS.matches) break;
    const m = toSearchMatch(option, locale, useLanguageInSearch);
    if (m && !matches.some((x) => x.type === m.type && x.id === m.id)) matches.push(m);
  }
  return { suggestions: distinctTexts(texts, AUTOCOMPLETE_LIMITS.suggestions), matches };
}

/** A match or viewed item as the history stores it (spec 2 §3 "History entry"). */
export function historyItemOf(match: SearchMatch): HistoryItem {
  const s = match.source;
  const source: HistoryItem['source'] = {};
  if (typeof s.id === 'number' || typeof s.id === 'string') source.id = s.id;
  if (match.slug) source.slug = match.slug;
  if (match.project) source.project = match.project;
  if (match.type === 'speaker') {
    const first = nonEmptyString(s.firstname);
    const last = nonEmptyString(s.lastname);
    if (first) source.firstname = first;
    if (last) source.lastname = last;
  } else if (match.title) source.title = match.title;
  return { id: match.id, type: match.type, source };
}

/** A history item back as a match (recently viewed entries open their detail the same way). */
export function matchOfHistoryItem(item: HistoryItem): SearchMatch {
  const s = item.source;
  const title = item.type === 'speaker' ? [s.firstname, s.lastname].filter(Boolean).join(' ') : (s.title ?? '');
  return { type: item.type, id: item.id, title, slug: s.slug ?? null, project: s.project ?? null, source: { ...s } };
}

const LINK_KIND: Record<HistoryItemType, LinkKind> = { congressresource: 'cr', event: 'event', speaker: 'speaker' };

export type MatchTarget = { kind: 'route'; route: RouteLocation } | { kind: 'url'; href: string; target: '_top' };

/**
 * Where choosing a match leads (spec 2 §2): a resource to CRDetail (project, slug), an event to EventDetail
 * (project, slug), a speaker to SpeakerDetail (id). In widget mode the configured URL pattern (keys cr, event,
 * speaker) is used (widgetModeLink: through the URL gate) and opens in the top window; without a pattern there is no
 * link (null). Missing route parameters also give null.
 */
export function matchTarget(match: SearchMatch, widgetMode?: { urlPatterns?: unknown } | null): MatchTarget | null {
  if (widgetMode) {
    const link = widgetModeLink(
      LINK_KIND[match.type],
      { ...match.source, id: match.source.id ?? match.id, slug: match.slug },
      widgetMode.urlPatterns,
    );
    return link ? { kind: 'url', href: link.href, target: '_top' } : null;
  }
  if (match.type === 'speaker')
    return {
      kind: 'route',
      route: { name: 'SpeakerDetail', params: { id: String(match.source.id ?? match.id) }, query: {} },
    };
  if (!match.project || !match.slug) return null;
  const name = match.type === 'event' ? 'EventDetail' : 'CRDetail';
  return { kind: 'route', route: { name, params: { project: match.project, slug: match.slug }, query: {} } };
}

/** Library listing routes (spec 1 §2): the search there refines the current list (q added to the route). */
const LISTING = /^(Group|Project)?(Library|CongressResources|Events|Slides|Speakers)$/;

/**
 * The search scope the portal submits with (spec 2 §2, spec 3 §2): on a library listing the search refines the
 * current route (filters and content type kept); anywhere else it starts over ('reset') in the library of the
 * route's group or project, or the global Library. (The spec's scope switch is not part of this portal's header;
 * this is the choice it leaves: a detail page's URL has no use for `q`.)
 */
export function portalSearchScope(routeName: unknown): 'reset' | 'current' {
  return typeof routeName === 'string' && LISTING.test(routeName) ? 'current' : 'reset';
}
