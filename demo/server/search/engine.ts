/**
 * What the search routes need from a search engine, whatever answers it: minisearch in the process (the embedded
 * default) or PostgreSQL full text (with `DATABASE_URL`). The routes parse and check the parameters into a
 * `SearchRequest`; an engine answers with item references and counts; the routes present the answer.
 */
import type { Clause } from '../http/filter';
import type { SortSpec } from '../http/sort';
import type { ClientStore } from '../store';
import type { SearchType } from './index';

/** The facets of `aggregations` (docs/api.md Search), in answer order. */
export const FACETS = ['topics', 'crtype', 'type', 'years', 'project', 'language'] as const;
export type Facet = (typeof FACETS)[number];

/**
 * One facet's selection: the sidebar's "one of these values" for one category. A document passes when it passes
 * every clause (each an `==` clause on the facet's field), has one of `categories` as `crtype` and one of `years` as
 * the year of `datestart` (those two only where given).
 */
export interface Selection {
  facet: Facet;
  clauses: Clause[];
  categories?: string[];
  years?: string[];
}

/** A checked search: everything but paging and sorting, shared by search, counts, aggregations and autocomplete. */
export interface SearchRequest {
  /** Chosen types; empty = every type. They restrict hits and facets, never `counts` (the type tabs). */
  types: SearchType[];
  /** The typed text (or, with `exact`, a comma list of exact values). */
  text: string;
  lang?: string;
  /** Path of the field `exact` compares (`byIds` → `id`), when `exact` is given. */
  exactPath?: string[];
  /** Scope: the document belongs to one of these projects (empty = any). */
  projects: string[];
  /** Filter clauses that are no facet selection: they narrow every count. */
  rest: Clause[];
  /** At most one selection per facet. */
  selections: Selection[];
}

export interface SearchPage {
  sort: SortSpec[];
  from: number;
  limit: number;
  /** Like counts by item id (the `likes` sort key; ids not in it have none). */
  likes: ReadonlyMap<number, number>;
}

export interface Counts {
  total: number;
  congressresource: number;
  timeline: number;
  speaker: number;
  event: number;
}
export type Aggregations = Record<Facet, { key: string; doc_count: number }[]>;

/** A document of the answer: the item itself comes from the in-memory store. */
export interface Found {
  type: SearchType;
  item: Record<string, unknown>;
  score: number;
}

export interface SearchAnswer {
  hits: Found[];
  counts: Counts;
  aggregations?: Aggregations;
}

export interface SearchEngine {
  /** `minisearch` or `postgres`: for logs and the bench. */
  readonly name: string;
  /** (Re)builds a client's index from the store: at start and after an import replaced the client's content. */
  index(client: ClientStore): Promise<void>;
  search(client: ClientStore, request: SearchRequest, page: SearchPage, facets: boolean): Promise<SearchAnswer>;
  counts(client: ClientStore, request: SearchRequest): Promise<Counts>;
  /** Facet counts of the chosen types and the number of documents of every type that pass all filters. */
  aggregations(client: ClientStore, request: SearchRequest): Promise<{ aggregations: Aggregations; total: number }>;
  /** Autocomplete: up to `size` documents whose titles or speaker names start with the typed words. */
  suggest(client: ClientStore, request: SearchRequest, size: number): Promise<(Found & { text: string })[]>;
  close(): Promise<void>;
}

/** `counts` from per-type numbers: every type, and the total of the chosen ones. */
export function countsOf(byType: Partial<Record<SearchType, number>>, types: SearchType[]): Counts {
  const counts = { congressresource: 0, timeline: 0, speaker: 0, event: 0, ...byType };
  const chosen: SearchType[] = types.length ? types : ['congressresource', 'timeline', 'speaker', 'event'];
  return { total: chosen.reduce((sum, t) => sum + counts[t], 0), ...counts };
}

/** Buckets by count, then key: the order of every facet list. */
export function bucketsOf(into: Map<string, number>): { key: string; doc_count: number }[] {
  return [...into]
    .map(([key, doc_count]) => ({ key, doc_count }))
    .sort((a, b) => b.doc_count - a.doc_count || a.key.localeCompare(b.key));
}

/** The text an autocomplete option shows: a speaker's name, else the title in `lang` when the item has one. */
export function suggestionText(type: SearchType, item: Record<string, unknown>, lang: string | undefined): string {
  if (type === 'speaker') return `${item.firstname ?? ''} ${item.lastname ?? ''}`.trim();
  const field = lang === 'de' || lang === 'en' ? `${lang}_title` : 'title';
  return String(item[field] || item.title || '');
}
