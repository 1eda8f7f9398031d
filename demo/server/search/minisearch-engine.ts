/**
 * The embedded search engine: minisearch in the process (search/index.ts) for the text, predicates over the
 * in-memory items for scope, filters and facets. What `npm start` uses; no database needed.
 */
import { compileFilter } from '../http/filter';
import { comparator } from '../http/sort';
import type { ClientStore } from '../store';
import {
  bucketsOf,
  countsOf,
  FACETS,
  suggestionText,
  type Aggregations,
  type Facet,
  type SearchEngine,
  type SearchPage,
  type SearchRequest,
} from './engine';
import { SearchIndex, type SearchDoc, type SearchType } from './index';

type Test = (doc: SearchDoc) => boolean;
type Match = { doc: SearchDoc; score: number };
/** A document that fails exactly one facet selection: it counts for that facet only (disjunctive facet counts). */
type Near = { doc: SearchDoc; facet: Facet };

const TIME_ZONE = 'Europe/Berlin';

/** The request as predicates: scope and other filters (`base`), one test per facet selection. */
function compile(request: SearchRequest): { base: Test; selections: [Facet, Test][]; accept: Test } {
  const projects = new Set(request.projects);
  const filter = compileFilter(request.rest, TIME_ZONE);
  const base: Test = (doc) => (!projects.size || doc.projects.some((p) => projects.has(p))) && filter(doc.source);
  const selections = request.selections.map((s): [Facet, Test] => {
    const test = compileFilter(s.clauses, TIME_ZONE);
    const categories = s.categories && new Set(s.categories);
    const years = s.years && new Set(s.years);
    return [
      s.facet,
      (doc) =>
        (!categories || categories.has(String(doc.source.crtype))) &&
        (!years || years.has(doc.year ?? '')) &&
        test(doc.source),
    ];
  });
  return { base, selections, accept: (doc) => base(doc) && selections.every(([, test]) => test(doc)) };
}

export class MinisearchEngine implements SearchEngine {
  readonly name = 'minisearch';
  private readonly indexes = new WeakMap<ClientStore, SearchIndex>();

  indexOf(client: ClientStore): SearchIndex {
    let index = this.indexes.get(client);
    if (!index) this.indexes.set(client, (index = new SearchIndex(client.data)));
    return index;
  }

  async index(client: ClientStore): Promise<void> {
    this.indexes.set(client, new SearchIndex(client.data));
  }

  /**
   * Documents matching text (or an exact field), the scope and every filter, before the type restriction (`all`),
   * each facet selection tested once per document. With `facets`, also those that fail exactly one selection.
   */
  private candidates(client: ClientStore, request: SearchRequest, facets: boolean) {
    const index = this.indexOf(client);
    const q = compile(request);
    let found: Match[];
    if (request.exactPath) {
      const wanted = new Set(
        request.text
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      );
      const path = request.exactPath;
      const pick = (doc: SearchDoc) => {
        let values: unknown[] = [doc.source];
        for (const key of path)
          values = values
            .flatMap((v) => (Array.isArray(v) ? v : [v]))
            .map((v) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined));
        return values
          .flatMap((v) => (Array.isArray(v) ? v : [v]))
          .some((v) => v !== undefined && wanted.has(String(v)));
      };
      found = [...index.docs.values()].filter((doc) => q.base(doc) && pick(doc)).map((doc) => ({ doc, score: 1 }));
    } else found = index.match(request.text, request.lang).filter((m) => q.base(m.doc));
    const typed = <T extends { doc: SearchDoc }>(list: T[]) =>
      request.types.length ? list.filter((m) => request.types.includes(m.doc.type)) : list;
    if (!q.selections.length) return { index, all: found, typed: typed(found), near: [] as Near[] };
    const all: Match[] = [];
    const near: Near[] = [];
    const allowed = facets ? 1 : 0;
    for (const m of found) {
      let missed: Facet | undefined;
      let failed = 0;
      for (const [facet, test] of q.selections) {
        if (test(m.doc)) continue;
        missed = facet;
        if (++failed > allowed) break;
      }
      if (failed === 0) all.push(m);
      else if (failed === 1 && facets) near.push({ doc: m.doc, facet: missed! });
    }
    return { index, all, typed: typed(all), near: typed(near) };
  }

  async search(client: ClientStore, request: SearchRequest, page: SearchPage, facets: boolean) {
    const { index, all, typed, near } = this.candidates(client, request, facets);
    const { sort: specs, from, limit } = page;
    let sorted: Match[];
    if (specs[0]?.key === 'relevance' || specs.some((s) => s.key === 'likes')) {
      const byFields = comparator(specs, (item) => page.likes.get(item.id as number) ?? 0);
      sorted = [...typed].sort(
        (a, b) => (specs[0]?.key === 'relevance' ? b.score - a.score : 0) || byFields(a.doc.source, b.doc.source),
      );
    } else {
      // Field orders are precomputed per index: walk the order and keep the matches (no per-request sort).
      const scores = new Float64Array(index.docs.size).fill(NaN);
      for (const m of typed) scores[m.doc.n] = m.score;
      sorted = [];
      for (const doc of index.ordered(specs)) {
        const score = scores[doc.n];
        if (Number.isNaN(score)) continue;
        sorted.push({ doc, score });
        if (sorted.length >= from + limit) break;
      }
    }
    return {
      hits: sorted.slice(from, from + limit).map(({ doc, score }) => ({ type: doc.type, item: doc.source, score })),
      counts: countByType(all, request.types),
      ...(facets ? { aggregations: aggregate(typed, near) } : {}),
    };
  }

  async counts(client: ClientStore, request: SearchRequest) {
    return countByType(this.candidates(client, request, false).all, request.types);
  }

  async aggregations(client: ClientStore, request: SearchRequest) {
    const { all, typed, near } = this.candidates(client, request, true);
    return { aggregations: aggregate(typed, near), total: all.length };
  }

  async suggest(client: ClientStore, request: SearchRequest, size: number) {
    const { accept } = compile(request);
    return this.indexOf(client)
      .suggest(
        request.text,
        request.lang,
        (doc) => accept(doc) && (!request.types.length || request.types.includes(doc.type)),
        size,
      )
      .map(({ doc }) => ({
        type: doc.type,
        item: doc.source,
        score: 0,
        text: suggestionText(doc.type, doc.source, request.lang),
      }));
  }

  async close(): Promise<void> {}
}

function countByType(all: Match[], types: SearchType[]) {
  const byType: Partial<Record<SearchType, number>> = {};
  for (const { doc } of all) byType[doc.type] = (byType[doc.type] ?? 0) + 1;
  return countsOf(byType, types);
}

/**
 * Facet counts, disjunctive per facet (docs/api.md Search): a facet counts the documents that pass every filter
 * except its own selection, so the other values of a ticked category keep their counts ("or" within a category)
 * while the other categories' selections still narrow them ("and" between categories). One pass over the candidates.
 */
function aggregate(hits: { doc: SearchDoc }[], near: Near[]): Aggregations {
  const counts = new Map<Facet, Map<string, number>>(FACETS.map((f) => [f, new Map()]));
  const add = (facet: Facet, doc: SearchDoc) => {
    const into = counts.get(facet)!;
    const raw = facet === 'years' ? doc.year : doc.source[facet];
    for (const v of Array.isArray(raw) ? raw : [raw])
      if (v !== null && v !== undefined && v !== '') into.set(String(v), (into.get(String(v)) ?? 0) + 1);
  };
  for (const { doc } of hits) for (const facet of FACETS) add(facet, doc);
  for (const { doc, facet } of near) add(facet, doc);
  const out = {} as Aggregations;
  for (const [facet, into] of counts) out[facet] = bucketsOf(into);
  return out;
}
