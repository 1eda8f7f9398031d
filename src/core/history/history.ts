import { AUTOCOMPLETE_LIMITS, HISTORY_CAP } from '../constants';
import type { StringStorage } from '../client/storage';
import { readStorage, writeStorage } from '../client/storage';
import { asArray, asRecord, nonEmptyString, parseJson } from '../values';

/** Local-storage key of the history (spec 2 §2 "History"). */
export const HISTORY_STORAGE_KEY = 'history';

export type HistoryItemType = 'congressresource' | 'event' | 'speaker';
const ITEM_TYPES: readonly string[] = ['congressresource', 'event', 'speaker'];

/** A viewed item (spec 2 §3 History entry): id, type, source (slug, title, id, project; speakers: names). */
export interface HistoryItem {
  id: string;
  type: HistoryItemType;
  source: {
    id?: string | number;
    slug?: string;
    title?: string;
    project?: string;
    firstname?: string;
    lastname?: string;
  };
}

export interface History {
  searches: string[];
  items: HistoryItem[];
}

export const EMPTY_HISTORY: History = Object.freeze({ searches: [], items: [] }) as History;

/** A history item from any shape; null when the type is not one of the three or the id is missing. */
export function toHistoryItem(input: unknown): HistoryItem | null {
  const o = asRecord(input);
  const type = nonEmptyString(o?.type);
  const id = nonEmptyString(o?.id);
  if (!o || !type || !ITEM_TYPES.includes(type) || !id) return null;
  const src = asRecord(o.source) ?? {};
  const source: HistoryItem['source'] = {};
  for (const k of ['slug', 'title', 'project', 'firstname', 'lastname'] as const) {
    const v = nonEmptyString(src[k]);
    if (v) source[k] = v;
  }
  const sid = src.id;
  if (typeof sid === 'number' || typeof sid === 'string') source.id = sid;
  return { id, type: type as HistoryItemType, source };
}

/**
 * Adds a search text (spec 2 §5): blank text is ignored; the text is trimmed; an earlier equal entry
 * (case-insensitive) is removed; newest first; at most 20 kept.
 */
export function addSearch(searches: unknown, text: unknown): string[] {
  const current = asArray(searches)
    .map((s) => nonEmptyString(s))
    .filter((s): s is string => s !== null);
  const t = nonEmptyString(text);
  if (!t) return current.slice(0, HISTORY_CAP);
  return [t, ...current.filter((s) => s.toLowerCase() !== t.toLowerCase())].slice(0, HISTORY_CAP);
}

/** Removes a recent search (spec 2 §2: a recent search can be removed), compared case-insensitively and trimmed. */
export function removeSearch(searches: unknown, text: unknown): string[] {
  const t = nonEmptyString(text)?.toLowerCase();
  const current = asArray(searches)
    .map((s) => nonEmptyString(s))
    .filter((s): s is string => s !== null);
  return t ? current.filter((s) => s.toLowerCase() !== t) : current;
}

/** Adds a viewed item (spec 2 §5): invalid items ignored; same type and id deduped; newest first; cap 20. */
export function addViewedItem(items: unknown, item: unknown): HistoryItem[] {
  const current = asArray(items)
    .map(toHistoryItem)
    .filter((i): i is HistoryItem => i !== null);
  const next = toHistoryItem(item);
  if (!next) return current.slice(0, HISTORY_CAP);
  return [next, ...current.filter((i) => i.type !== next.type || i.id !== next.id)].slice(0, HISTORY_CAP);
}

/** Reads the history from a stored JSON value; anything malformed gives empty lists (and bad entries are dropped). */
export function parseHistory(stored: unknown): History {
  const o = asRecord(parseJson(stored));
  if (!o) return { searches: [], items: [] };
  const searches: string[] = [];
  for (const s of asArray(o.searches)) {
    const t = nonEmptyString(s);
    if (t && !searches.some((x) => x.toLowerCase() === t.toLowerCase())) searches.push(t);
  }
  const items: HistoryItem[] = [];
  for (const raw of asArray(o.items)) {
    const i = toHistoryItem(raw);
    if (i && !items.some((x) => x.type === i.type && x.id === i.id)) items.push(i);
  }
  return { searches: searches.slice(0, HISTORY_CAP), items: items.slice(0, HISTORY_CAP) };
}

/** Loads the history from the injected storage (localStorage in the browser). */
export function loadHistory(storage: StringStorage | null | undefined): History {
  return parseHistory(readStorage(storage, HISTORY_STORAGE_KEY));
}

/** Saves the history to the injected storage; false when storage is missing or refuses. */
export function saveHistory(storage: StringStorage | null | undefined, history: History): boolean {
  return writeStorage(storage, HISTORY_STORAGE_KEY, JSON.stringify(parseHistory(history)));
}

/** What the search dialog shows (spec 2 §2, §9): up to 5 recent searches and 5 recently viewed items. */
export function shownHistory(history: History | null | undefined): History {
  return {
    searches: asArray<string>(history?.searches).slice(0, AUTOCOMPLETE_LIMITS.recentSearches),
    items: asArray<HistoryItem>(history?.items).slice(0, AUTOCOMPLETE_LIMITS.viewedItems),
  };
}
