import type { FastifyInstance } from 'fastify';
import { clientOf, nowOf, type Ctx } from '../context';
import { badParameter } from '../http/errors';
import { compileFilter, parseFilter, type Clause } from '../http/filter';
import { boolParam, intParam, listParam, oneString } from '../http/params';
import { comparator, parseSort } from '../http/sort';
import { SEARCH_TYPES, SearchIndex, type SearchDoc, type SearchType } from '../search/index';
import type { ClientStore } from '../store';
import { MAX_LIMIT, present } from './lists';

const FACETS = ['topics', 'crtype', 'type', 'years', 'project', 'language'] as const;
const EXACT = ['byIds', 'slug', 'contribution', 'event.slug', 'topics', 'speakers.id'] as const;

const indexes = new WeakMap<ClientStore, SearchIndex>();
export function searchIndexOf(client: ClientStore): SearchIndex {
  let index = indexes.get(client);
  if (!index) indexes.set(client, (index = new SearchIndex(client.data)));
  return index;
}

type Facet = (typeof FACETS)[number];
type Test = (doc: SearchDoc) => boolean;

interface SearchQuery {
  types: SearchType[];
  text: string;
  lang?: string;
  exact?: string;
  /** The scope (project, group) and every filter that is not a facet selection: they narrow all counts. */
  base: Test;
  /** Facet selections (`category`, `years`, `field==a|b` on a facet field), one test per facet that has one. */
  selections: [Facet, Test][];
  accept: Test;
}

/**
 * Splits the list filter into facet selections (`==` clauses on a facet's field: the sidebar's "one of these
 * values") and the rest (other fields and operators), which apply everywhere.
 */
function facetClauses(clauses: Clause[]): { rest: Clause[]; byFacet: Map<Facet, Clause[]> } {
  const byFacet = new Map<Facet, Clause[]>();
  const rest: Clause[] = [];
  for (const c of clauses) {
    const facet = FACETS.find((f) => f !== 'years' && f === c.field);
    if (facet && c.op === '==') byFacet.set(facet, [...(byFacet.get(facet) ?? []), c]);
    else rest.push(c);
  }
  return { rest, byFacet };
}

/** Reads and checks the search parameters shared by search, counts, aggregations and autocomplete. */
function readQuery(client: ClientStore, query: unknown): SearchQuery {
  const types = listParam(query, 'type', 4);
  for (const t of types)
    if (!(t in SEARCH_TYPES))
      throw badParameter('type', `unknown type "${t.slice(0, 30)}"; use ${Object.keys(SEARCH_TYPES).join(', ')}`);
  const text = oneString(query, 'query') ?? '';
  if (text.length > 200) throw badParameter('query', 'at most 200 characters');
  const lang = oneString(query, 'lang');
  if (lang !== undefined && !/^[a-z]{2}$/.test(lang)) throw badParameter('lang', 'expected a two-letter language code');
  const exact = oneString(query, 'exact');
  if (exact !== undefined && !(EXACT as readonly string[]).includes(exact))
    throw badParameter('exact', `use ${EXACT.join(', ')}`);
  const projects = new Set(listParam(query, 'project', 50));
  const group = oneString(query, 'group');
  if (group) for (const p of client.data.config.groups[group]?.projects ?? ['\u0000none']) projects.add(p);
  const categories = new Set(listParam(query, 'category', 20));
  const years = listParam(query, 'years', 50);
  if (years.some((y) => !/^\d{4}$/.test(y))) throw badParameter('years', 'expected a comma list of four-digit years');
  const yearSet = new Set(years);
  const { rest, byFacet } = facetClauses(parseFilter(oneString(query, 'filter')));
  const filter = compileFilter(rest, 'Europe/Berlin');
  const base: Test = (doc) => (!projects.size || doc.projects.some((p) => projects.has(p))) && filter(doc.source);
  const selections: [Facet, Test][] = [...byFacet].map(([facet, clauses]) => {
    const test = compileFilter(clauses, 'Europe/Berlin');
    return [facet, (doc: SearchDoc) => test(doc.source)];
  });
  if (categories.size) {
    const own = selections.find(([f]) => f === 'crtype');
    const inCategory: Test = (doc) => categories.has(String(doc.source.crtype));
    if (own) {
      const test = own[1];
      own[1] = (doc) => inCategory(doc) && test(doc);
    } else selections.push(['crtype', inCategory]);
  }
  if (yearSet.size) selections.push(['years', (doc) => yearSet.has(doc.year ?? '')]);
  return {
    types: types as SearchType[],
    text,
    lang,
    exact,
    base,
    selections,
    accept: (doc) => base(doc) && selections.every(([, test]) => test(doc)),
  };
}

/** A document that fails exactly one facet selection: it counts for that facet only (disjunctive facet counts). */
interface Near {
  doc: SearchDoc;
  facet: Facet;
}

/**
 * Documents matching text (or an exact field), the scope and every filter, before the type restriction (`all`),
 * each facet selection tested once per document. With `facets`, also those that fail exactly one selection
 * (`near`, for `aggregate`).
 */
function candidates(
  index: SearchIndex,
  q: SearchQuery,
  facets: boolean,
): { all: { doc: SearchDoc; score: number }[]; near: Near[] } {
  let found: { doc: SearchDoc; score: number }[];
  if (q.exact) {
    const wanted = new Set(
      q.text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );
    const path = q.exact === 'byIds' ? ['id'] : q.exact === 'slug' ? ['slug'] : q.exact.split('.');
    const pick = (doc: SearchDoc) => {
      let values: unknown[] = [doc.source];
      for (const key of path)
        values = values
          .flatMap((v) => (Array.isArray(v) ? v : [v]))
          .map((v) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined));
      return values.flatMap((v) => (Array.isArray(v) ? v : [v])).some((v) => v !== undefined && wanted.has(String(v)));
    };
    found = [...index.docs.values()].filter((doc) => q.base(doc) && pick(doc)).map((doc) => ({ doc, score: 1 }));
  } else found = index.match(q.text, q.lang).filter((m) => q.base(m.doc));
  if (!q.selections.length) return { all: found, near: [] };
  const all: { doc: SearchDoc; score: number }[] = [];
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
  return { all, near };
}

function countByType(all: { doc: SearchDoc }[], types: SearchType[]) {
  const counts: Record<string, number> = { congressresource: 0, timeline: 0, speaker: 0, event: 0 };
  for (const { doc } of all) counts[doc.type]++;
  const total = (types.length ? types : (Object.keys(SEARCH_TYPES) as SearchType[])).reduce(
    (sum, t) => sum + counts[t],
    0,
  );
  return { total, ...counts };
}

/**
 * Facet counts, disjunctive per facet (spec 2 §2, issue 11): a facet counts the documents that pass every filter
 * except its own selection, so the other values of a ticked category keep their counts ("or" within a category)
 * while the other categories' selections still narrow them ("and" between categories). One pass over the candidates.
 */
function aggregate(hits: { doc: SearchDoc }[], near: Near[]) {
  const counts = new Map<Facet, Map<string, number>>(FACETS.map((f) => [f, new Map()]));
  const add = (facet: Facet, doc: SearchDoc) => {
    const into = counts.get(facet)!;
    const raw = facet === 'years' ? doc.year : doc.source[facet];
    for (const v of Array.isArray(raw) ? raw : [raw])
      if (v !== null && v !== undefined && v !== '') into.set(String(v), (into.get(String(v)) ?? 0) + 1);
  };
  for (const { doc } of hits) for (const facet of FACETS) add(facet, doc);
  for (const { doc, facet } of near) add(facet, doc);
  const out: Record<string, { key: string; doc_count: number }[]> = {};
  for (const [facet, into] of counts)
    out[facet] = [...into]
      .map(([key, doc_count]) => ({ key, doc_count }))
      .sort((a, b) => b.doc_count - a.doc_count || a.key.localeCompare(b.key));
  return out;
}

export function registerSearchRoutes(api: FastifyInstance, ctx: Ctx): void {
  const prepare = (request: { params: unknown; query: unknown }, facets: boolean) => {
    const client = clientOf(ctx, (request.params as Record<string, string>).client);
    const q = readQuery(client, request.query);
    const { all, near } = candidates(searchIndexOf(client), q, facets);
    const ofType = <T extends { doc: SearchDoc }>(list: T[]) =>
      q.types.length ? list.filter((m) => q.types.includes(m.doc.type)) : list;
    return { client, q, all, typed: ofType(all), nearTyped: ofType(near) };
  };

  api.get('/search/:client', (request, reply) => {
    const facets = boolParam(request.query, 'aggregations');
    const { client, q, all, typed, nearTyped } = prepare(request, facets);
    const limit = intParam(request.query, 'limit', { min: 0, max: MAX_LIMIT, fallback: 24, clamp: true });
    const from = intParam(request.query, 'from', { min: 0, max: 1_000_000, fallback: 0 });
    const order = oneString(request.query, 'order');
    if (order !== undefined && order !== 'asc' && order !== 'desc') throw badParameter('order', 'expected asc or desc');
    const specs = parseSort(oneString(request.query, 'sort'), q.text ? 'relevance' : '-datestart', true).map((s) =>
      order ? { ...s, desc: order === 'desc' } : s,
    );
    const now = nowOf(ctx, request);
    const likes = (item: Record<string, unknown>) => client.likeCount('congressresources', item.id);
    let sorted: { doc: SearchDoc; score: number }[];
    if (specs[0]?.key === 'relevance' || specs.some((s) => s.key === 'likes')) {
      const byFields = comparator(specs, likes);
      sorted = [...typed].sort(
        (a, b) => (specs[0]?.key === 'relevance' ? b.score - a.score : 0) || byFields(a.doc.source, b.doc.source),
      );
    } else {
      // Field orders are precomputed per index: walk the order and keep the matches (no per-request sort).
      const index = searchIndexOf(client);
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
    const hits = sorted.slice(from, from + limit).map(({ doc, score }) => ({
      _id: String(doc.id),
      _type: doc.type,
      _index: `${client.name}-${SEARCH_TYPES[doc.type]}`,
      _score: score,
      _source: present(client, SEARCH_TYPES[doc.type], doc.source, now),
    }));
    reply.header('last-modified', new Date(ctx.store.loadedAt).toUTCString());
    return reply.send({
      hits,
      counts: countByType(all, q.types),
      ...(facets ? { aggregations: aggregate(typed, nearTyped) } : {}),
    });
  });

  api.get('/search/:client/counts', (request, reply) => {
    const { q, all } = prepare(request, false);
    return reply.send({ counts: countByType(all, q.types) });
  });

  api.get('/search/:client/aggregations', (request, reply) => {
    const { all, typed, nearTyped } = prepare(request, true);
    return reply.send({ aggregations: aggregate(typed, nearTyped), counts: { total: all.length } });
  });

  api.get('/search/:client/autocomplete', (request, reply) => {
    const client = clientOf(ctx, (request.params as Record<string, string>).client);
    const q = readQuery(client, request.query);
    const size = intParam(request.query, 'size', { min: 1, max: 20, fallback: 5 });
    const options = q.text.trim()
      ? searchIndexOf(client)
          .suggest(q.text, q.lang, (doc) => q.accept(doc) && (!q.types.length || q.types.includes(doc.type)), size)
          .map(({ doc, text }) => ({
            _id: String(doc.id),
            _type: doc.type,
            _index: `${client.name}-${SEARCH_TYPES[doc.type]}`,
            text,
            _source: doc.source,
          }))
      : [];
    return reply.send({ suggest: { autocomplete: [{ text: q.text, options }] } });
  });
}
