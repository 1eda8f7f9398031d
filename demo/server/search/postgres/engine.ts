/**
 * Search on PostgreSQL full text (with `DATABASE_URL`): the same answers as the in-process engine, computed by the
 * database, so every server process shares one index and holds none. One round trip per request: the facet
 * combinations (combos.ts) are tested against the scope, filters and facet selections first; the matching documents
 * are then gathered once (a materialized CTE, narrow rows), and the hits, the counts per type and the disjunctive
 * facet counts (per combination, then per value) are read from them together.
 */
import type { Pool } from 'pg';
import { Lru } from '../../lru';
import type { ClientStore } from '../../store';
import {
  bucketsOf,
  countsOf,
  FACETS,
  suggestionText,
  type Aggregations,
  type Counts,
  type Facet,
  type Found,
  type SearchAnswer,
  type SearchEngine,
  type SearchPage,
  type SearchRequest,
} from '../engine';
import { SEARCH_TYPES, type SearchType } from '../index';
import { indexClient } from './load';
import { ensureSearchSchema } from './schema';
import { type BaseSql, type Scope, scopeSql, searchSql } from './search-sql';
import {
  SUGGEST_MATCHES,
  type SuggestPlan,
  type SuggestScope,
  suggestPlan,
  suggestScopeSql,
  suggestSql,
} from './suggest-sql';
import { clauseSql, exactSql, isComboClause, isComboPath, Params, selectionSql, storable } from './sql';
import {
  anyOf,
  expanded,
  fuzzyQuery,
  fuzzyTerms,
  MAX_PREFIX_WORDS,
  prefixed,
  prefixesOf,
  queryTerms,
  uncovered,
} from './tsquery';

/**
 * The text stage of a query: tsquery texts for search (every field) and autocomplete (titles and names), to rank
 * with, and the same without covered parses (tsquery.ts `uncovered`), to match with.
 */
interface TextQuery {
  search: string;
  suggest: string;
  searchMatch: string;
  suggestMatch: string;
  /** For one typed word start: how autocomplete finds its matches (suggest-sql.ts). */
  plan?: SuggestPlan;
}

/** ts_rank weights {D keywords, C names, B other-language titles, A title}; `lang` raises the language titles. */
const weights = (lang: string | undefined) => `'{0.3, 0.6, ${lang ? 1 : 0.6}, 0.9}'`;

export class PostgresSearch implements SearchEngine {
  readonly name = 'postgres';
  private readonly texts = new Map<string, Lru<Promise<TextQuery | null>>>();
  private readonly scopes = new Map<string, Lru<Promise<Scope>>>();
  private readonly suggestScopes = new Map<string, Lru<Promise<SuggestScope>>>();

  private constructor(readonly pool: Pool) {}

  /** The engine on `pool`, its tables created if missing. */
  static async open(pool: Pool): Promise<PostgresSearch> {
    await ensureSearchSchema(pool);
    return new PostgresSearch(pool);
  }

  async index(client: ClientStore): Promise<void> {
    await indexClient(this.pool, client.name, client.data);
    // What was read from the client's index: the combinations are numbered anew, the words may differ.
    for (const cache of [this.texts, this.scopes, this.suggestScopes]) cache.delete(client.name);
  }

  /**
   * A client's cached answer under `key`, the last `size` per client and kind; computed once (a failure is
   * forgotten, so the next request tries again); dropped when the client is indexed.
   */
  private cached<T>(
    caches: Map<string, Lru<Promise<T>>>,
    size: number,
    client: string,
    key: string,
    compute: () => Promise<T>,
  ): Promise<T> {
    let cache = caches.get(client);
    if (!cache) caches.set(client, (cache = new Lru(size)));
    const entry = cache.get(key, compute);
    entry.catch(() => cache.forget((k) => k === key));
    return entry;
  }

  /**
   * The one row of a scope statement (search's or autocomplete's), kept per client under the statement and its
   * parameters: the last 64, an array per combination each (a few tens of kB at 200,000 resources).
   */
  private scopeRow<T>(caches: Map<string, Lru<Promise<T>>>, client: string, sql: string, params: Params): Promise<T> {
    return this.cached(caches, 64, client, JSON.stringify([sql, params.values]), async () => {
      const { rows } = await this.pool.query(sql, params.values);
      return rows[0] as T;
    });
  }

  /**
   * The tsquery for a text, cached for the last 256 texts per client (paging, sorting, tabs and facet clicks repeat
   * it): the text parsed in three configurations, as prefixes; when that finds fewer than 10 documents, words one
   * edit away from each typed word of 5+ letters join as alternatives (minisearch's rule). Null: no words.
   */
  private textQuery(client: string, text: string): Promise<TextQuery | null> {
    return this.cached(this.texts, 256, client, text, () => this.parse(client, text));
  }

  private async parse(client: string, text: string): Promise<TextQuery | null> {
    const parsed = (
      await this.pool.query(
        `select websearch_to_tsquery('simple', $1)::text as s, websearch_to_tsquery('english', $1)::text as e,
                websearch_to_tsquery('german', $1)::text as g`,
        [storable(text)],
      )
    ).rows[0] as { s: string; e: string; g: string };
    const parts = [parsed.s, parsed.e, parsed.g];
    const query = {
      search: anyOf(parts.map((p) => prefixed(p))),
      suggest: anyOf(parts.map((p) => prefixed(p, 'ABC'))),
      searchMatch: anyOf(uncovered(parts.map((p) => prefixed(p)))),
      suggestMatch: anyOf(uncovered(parts.map((p) => prefixed(p, 'ABC')))),
    };
    if (!query.search) return null;
    const terms = queryTerms(text);
    const typos = fuzzyTerms(terms);
    const { rows } = await this.pool.query(
      `select (select count(*)::int from (select 1 from search_documents
                where client = $1 and tsv @@ $2::tsquery limit 10) x) as found,
              coalesce((select json_object_agg(t, near) from (
                select t, array(select word from search_words
                  where client = $1 and word % t and levenshtein_less_equal(word, t, 1) <= 1 limit 20) as near
                from unnest($3::text[]) as t) x), '{}') as near`,
      [client, query.searchMatch, storable(typos)],
    );
    if (rows[0].found >= 10 || !typos.length) return this.expand(client, query);
    const near = new Map(Object.entries(rows[0].near as Record<string, string[]>));
    return this.expand(client, {
      search: anyOf([query.search, fuzzyQuery(terms, near)]),
      suggest: anyOf([query.suggest, fuzzyQuery(terms, near, 'ABC')]),
      searchMatch: anyOf([query.searchMatch, fuzzyQuery(terms, near)]),
      suggestMatch: anyOf([query.suggestMatch, fuzzyQuery(terms, near, 'ABC')]),
    });
  }

  /**
   * The search match query with each prefix as the words it starts (tsquery.ts `expanded`), from `search_words`.
   * Autocomplete's match query keeps its prefixes (suggest-sql.ts reads rows in order when they match often); for
   * one typed word start it gets a plan from the words' document counts.
   */
  private async expand(client: string, query: TextQuery): Promise<TextQuery> {
    const prefixes = [...new Set([...prefixesOf(query.searchMatch), ...prefixesOf(query.suggestMatch)])];
    if (!prefixes.length) return query;
    // Words are in code point order (collate "C"): those a prefix starts follow it directly, up to the prefix followed
    // by the last code point. The counts read at most 1000 words (beyond, the prefix counts as common anyway).
    const { rows } = await this.pool.query(
      `select p, array(select word from search_words where client = $1 and word >= p order by word
           limit ${MAX_PREFIX_WORDS + 1}) as words,
         (select array_agg(n order by i) from (select i, sum(v)::int as n from (select docs from search_words
           where client = $1 and word >= p and word < p || chr(1114111) order by word limit 1000) w,
           unnest(w.docs) with ordinality as u(v, i) group by i) x) as docs,
         (select docs from search_words where client = $1 and word = '') as documents
       from unnest($2::text[]) as p`,
      [client, storable(prefixes)],
    );
    const words = new Map<string, string[] | null>();
    const docs = new Map<string, number[]>();
    for (const row of rows as { p: string; words: string[]; docs: number[] | null }[]) {
      const started = row.words.filter((w) => w.startsWith(row.p));
      words.set(row.p, started.length <= MAX_PREFIX_WORDS ? started : null);
      docs.set(row.p, row.docs ?? []);
    }
    const plan = suggestPlan(query.suggestMatch, words, docs, rows[0].documents ?? []);
    return { ...query, searchMatch: expanded(query.searchMatch, words), plan };
  }

  /** Conditions every count obeys: client, text or exact values, scope, filters that are no facet selection. */
  private async baseSql(client: ClientStore, request: SearchRequest, params: Params, mode: 'search' | 'suggest') {
    const clientParam = params.add(client.name);
    // Conditions on the combination are written when a statement asks (search sends them in a statement of their own).
    const combos: ((p: Params) => string)[] = [];
    const base: BaseSql & { text?: { match: string; plan: SuggestPlan } } = {
      docs: [`d.client = ${clientParam}`],
      combos: (p) => combos.map((c) => c(p)),
      rank: () => '0::float8',
      clientParam,
    };
    if (request.exactPath) {
      const path = request.exactPath;
      if (isComboPath(path)) combos.push((p) => exactSql(path, request.text, p));
      else base.docs.push(exactSql(path, request.text, params));
      base.rank = () => '1::float8';
    } else if (request.text.trim()) {
      const query = await this.textQuery(client.name, request.text);
      if (!query) return null;
      const [ranked, matched] =
        mode === 'search' ? [query.search, query.searchMatch] : [query.suggest, query.suggestMatch];
      // One typed word start for autocomplete: suggest-sql.ts writes the match (its plan needs the text).
      const planned = mode === 'suggest' ? query.plan : undefined;
      if (planned) base.text = { match: matched, plan: planned };
      const matchParam = planned ? '' : params.add(matched, '::tsquery');
      if (matchParam) base.docs.push(`d.tsv @@ ${matchParam}`);
      // Added when read: a statement must use every parameter it sends (counts never rank).
      let rankParam = matched === ranked ? matchParam : '';
      base.rank = () => {
        rankParam ||= params.add(ranked, '::tsquery');
        return `ts_rank(${weights(request.lang)}, d.tsv, ${rankParam})::float8`;
      };
    }
    if (request.projects.length) combos.push((p) => `k.projects && ${p.add(request.projects, '::text[]')}`);
    for (const clause of request.rest)
      if (isComboClause(clause)) combos.push((p) => clauseSql(clause, p));
      else base.docs.push(clauseSql(clause, params));
    return base;
  }

  async search(client: ClientStore, request: SearchRequest, page: SearchPage, facets: boolean): Promise<SearchAnswer> {
    const params = new Params();
    const base = await this.baseSql(client, request, params, 'search');
    if (!base)
      return { hits: [], counts: countsOf({}, request.types), ...(facets ? { aggregations: noBuckets() } : {}) };
    // The scope comes back with every text searched under the same selections.
    const scopeParams = new Params();
    const sql = scopeSql(client.name, base.combos(scopeParams), request, facets, scopeParams);
    const scope = await this.scopeRow(this.scopes, client.name, sql, scopeParams);
    const { rows } = await this.pool.query(searchSql(base, request, page, facets, scope, params), params.values);
    return this.answer(client, request, rows, facets);
  }

  private answer(client: ClientStore, request: SearchRequest, rows: Row[], facets: boolean): SearchAnswer {
    const byType: Partial<Record<SearchType, number>> = {};
    const hits: Found[] = [];
    const buckets = new Map<Facet, Map<string, number>>(FACETS.map((f) => [f, new Map()]));
    for (const row of rows) {
      if (row.kind === 0) byType[row.a as SearchType] = row.n;
      else if (row.kind === 1) {
        const found = this.found(client, row.a as SearchType, row.id!, row.n);
        if (found) hits[row.pos! - 1] = found;
      } else buckets.get(row.a as Facet)!.set(row.b!, row.n);
    }
    const aggregations = {} as Aggregations;
    for (const [facet, into] of buckets) aggregations[facet] = bucketsOf(into);
    return { hits: hits.filter(Boolean), counts: countsOf(byType, request.types), ...(facets ? { aggregations } : {}) };
  }

  private found(client: ClientStore, type: SearchType, id: number, score: number): Found | undefined {
    const item = client.byId[SEARCH_TYPES[type]]?.get(id);
    return item ? { type, item, score } : undefined;
  }

  async counts(client: ClientStore, request: SearchRequest): Promise<Counts> {
    const params = new Params();
    const base = await this.baseSql(client, request, params, 'search');
    if (!base) return countsOf({}, request.types);
    const combos = [...base.combos(params), ...request.selections.map((s) => selectionSql(s, params))];
    const { rows } = await this.pool.query(
      `select d.type, count(*)::int as n from ${JOINED} where ${[...combos, ...base.docs].join(' and ')}
       group by d.type`,
      params.values,
    );
    return countsOf(Object.fromEntries(rows.map((r) => [r.type, r.n])), request.types);
  }

  async aggregations(client: ClientStore, request: SearchRequest) {
    const answer = await this.search(client, request, { sort: [], from: 0, limit: 0, likes: new Map() }, true);
    const counts = answer.counts;
    return {
      aggregations: answer.aggregations!,
      total: counts.congressresource + counts.timeline + counts.speaker + counts.event,
    };
  }

  async suggest(client: ClientStore, request: SearchRequest, size: number) {
    const params = new Params();
    const base = await this.baseSql(client, request, params, 'suggest');
    if (!base) return [];
    // The conditions on the combination: the scope, the facet selections and the types.
    const combos = (p: Params, clientParam: string) => {
      const all = [
        `k.client = ${clientParam}`,
        ...base.combos(p),
        ...request.selections.map((s) => selectionSql(s, p)),
      ];
      if (request.types.length) all.push(`k.type = any(${p.add(request.types, '::text[]')})`);
      return all;
    };
    const rank = () => base.rank().replaceAll('d.tsv', 'm.tsv');
    let sql: string | null;
    if (base.text?.plan) {
      // The scope comes back with every word start typed under the same selections (as search's, engine.search).
      const scopeParams = new Params();
      const scopeClient = scopeParams.add(client.name);
      const scopeSql = suggestScopeSql(combos(scopeParams, scopeClient), scopeClient);
      const scope = await this.scopeRow(this.suggestScopes, client.name, scopeSql, scopeParams);
      sql = suggestSql(
        { scope, docs: base.docs, clientParam: base.clientParam, match: base.text.match, rank: rank() },
        base.text.plan,
        request.types,
        size,
        params,
      );
      if (!sql) return [];
    }
    // Several words, typos or no text: PostgreSQL plans it (suggest-sql.ts has the rule of the first matches).
    else
      sql = `select type, id::float8 as id, ${rank()} as score
       from (select d.type, d.id, d.tsv from ${JOINED} where ${[...combos(params, base.clientParam), ...base.docs].join(' and ')}
         limit ${SUGGEST_MATCHES}) m
       order by score desc, id limit ${params.add(size, '::int')}`;
    const { rows } = await this.pool.query(sql, params.values);
    return rows.flatMap((r) => {
      const found = this.found(client, r.type, r.id, r.score);
      return found ? [{ ...found, text: suggestionText(found.type, found.item, request.lang) }] : [];
    });
  }

  /** The pool is the storage's: its owner ends it. */
  async close(): Promise<void> {}
}

/** Documents with their combinations (the combination conditions read `k`). */
const JOINED = 'search_documents d join search_combos k on k.client = d.client and k.combo = d.combo';

interface Row {
  kind: number;
  a: string;
  b: string | null;
  n: number;
  id: number | null;
  /** A hit's place on the page (1…). */
  pos: number | null;
}

function noBuckets(): Aggregations {
  return Object.fromEntries(FACETS.map((f) => [f, []])) as unknown as Aggregations;
}
