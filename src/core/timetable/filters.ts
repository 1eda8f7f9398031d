import type { TimetableSession } from './sessions';

export interface SessionFilter {
  /** List search text (spec 3 §5: case-insensitive, on the displayed title). */
  query: string;
  topics: readonly string[];
  types: readonly string[];
  /** Column slugs to show; empty shows all. */
  rooms: readonly string[];
  /** Only sessions in the personal agenda. */
  favouritesOnly: boolean;
}

export const EMPTY_FILTER: SessionFilter = { query: '', topics: [], types: [], rooms: [], favouritesOnly: false };

/** The displayed title: censored sessions show their type, untitled ones the 'untitled' text (spec 3 §5). */
export function displayedTitle(session: TimetableSession, untitledText: string): string {
  return session.untitled ? untitledText : session.title;
}

/**
 * Spec 3 §5: with no topic and no type chosen all sessions pass; otherwise the session's first topic or its
 * type must be in the chosen set (topics and types form one set).
 */
export function passesTopicTypeFilter(
  session: TimetableSession,
  topics: readonly string[],
  types: readonly string[],
): boolean {
  if (topics.length === 0 && types.length === 0) return true;
  const main = session.topics[0];
  return (main !== undefined && topics.includes(main)) || (session.type !== '' && types.includes(session.type));
}

/** Spec 3 §5: search matches case-insensitively on the displayed title. */
export function matchesSearch(session: TimetableSession, query: string, untitledText: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || displayedTitle(session, untitledText).toLowerCase().includes(q);
}

/** All filters together: search, topic/type, room and favourites. `roomOf` gives the session's column slug. */
export function sessionPasses(
  session: TimetableSession,
  filter: SessionFilter,
  ctx: {
    untitledText: string;
    isFavourite: (id: string) => boolean;
    roomOf: (s: TimetableSession) => string;
  },
): boolean {
  return (
    matchesSearch(session, filter.query, ctx.untitledText) &&
    passesTopicTypeFilter(session, filter.topics, filter.types) &&
    (filter.rooms.length === 0 || filter.rooms.includes(ctx.roomOf(session))) &&
    (!filter.favouritesOnly || ctx.isFavourite(session.id))
  );
}

/** Whether any filter is set. */
export function isFilterActive(filter: SessionFilter): boolean {
  return (
    filter.query.trim() !== '' ||
    filter.topics.length > 0 ||
    filter.types.length > 0 ||
    filter.rooms.length > 0 ||
    filter.favouritesOnly
  );
}

let collator: Intl.Collator | undefined;

/**
 * Sorted case-insensitively in the runtime's locale, ties by code unit. One shared `Intl.Collator` (created on
 * first use) and each value lowered once: `localeCompare` without a collator builds one per comparison, which
 * took tens of milliseconds for a thousand topics in the first render (issue 8 item 11).
 */
function uniqueSorted(values: Iterable<string>): string[] {
  collator ??= new Intl.Collator();
  const compare = collator.compare;
  return [...new Set(values)]
    .filter(Boolean)
    .map((v) => [v.toLowerCase(), v] as const)
    .sort(([la, a], [lb, b]) => compare(la, lb) || (a < b ? -1 : a > b ? 1 : 0))
    .map(([, v]) => v);
}

/** The topic filter's options: every main (first) topic, sorted case-insensitively (spec 3 §5). */
export function topicOptions(sessions: readonly TimetableSession[]): string[] {
  return uniqueSorted(sessions.map((s) => s.topics[0] ?? ''));
}

/** The type filter's options: every session type, sorted case-insensitively. */
export function typeOptions(sessions: readonly TimetableSession[]): string[] {
  return uniqueSorted(sessions.map((s) => s.type));
}
