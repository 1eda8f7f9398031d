/**
 * Search on PostgreSQL full text (with `DATABASE_URL`): the same answers as the in-process engine, computed by the
 * database, so every server process shares one index and holds none. One round trip per request: the matching
 * documents are gathered once (a materialized CTE) and the hits, the counts per type and the disjunctive facet
 * counts are read from them together.
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
import { SORT_COLUMNS } from './rows';
import { ensureSearchSchema } from './schema';
import { clauseSql, exactSql, orderSql, Params, selectionSql, storable } from './sql';
import { anyOf, fuzzyQuery, fuzzyTerms, prefixed, queryTerms } from './tsquery';

/** The text stage of a query: tsquery texts for search (every field) and autocomplete (titles and names). */
interface TextQuery {
  search: string;
  suggest: string;
}

/** ts_rank weights {D keywords, C names, B other-language titles, A title}; `lang` raises the language titles. */
const weights = (lang: string | undefined) => `'{0.3, 0.6, ${lang ? 1 : 0.6}, 0.9}'`;

export class PostgresSearch implements SearchEngine {
  readonly name = 'postgres';
  private readonly texts = new Map<string, Lru<Promise<TextQuery | null>>>();

  private constructor(readonly pool: Pool) {}

  /** The engine on `pool`, its tables created if missing. */
  static async open(pool: Pool): Promise<PostgresSearch> {
    await ensureSearchSchema(pool);
    return new PostgresSearch(pool);
  }

  async index(client: ClientStore): Promise<void> {
    await indexClient(this.pool, client.name, client.data);
    this.texts.delete(client.name);
  }

  /**
   * The tsquery for a text, cached for the last 256 texts per client (paging, sorting, tabs and facet clicks repeat
   * it): the text parsed in three configurations, as prefixes; when that finds fewer than 10 documents, words one
   * edit away from each typed word of 5+ letters join as alternatives (minisearch's rule). Null: no words.
   */
  private textQuery(client: string, text: string): Promise<TextQuery | null> {
    let cache = this.texts.get(client);
    if (!cache) this.texts.set(client, (cache = new Lru(256)));
    const entry = cache.get(text, () => this.parse(client, text));
    entry.catch(() => cache.forget((key) => key === text));
    return entry;
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
      [client, query.search, storable(typos)],
    );
    if (rows[0].found >= 10 || !typos.length) return query;
    const near = new Map(Object.entries(rows[0].near as Record<string, string[]>));
    return {
      search: anyOf([query.search, fuzzyQuery(terms, near)]),
      suggest: anyOf([query.suggest, fuzzyQuery(terms, near, 'ABC')]),
    };
  }

  /** Conditions every count obeys: client, text or exact values, scope, filters that are no facet selection. */
  private async baseSql(client: ClientStore, request: SearchRequest, params: Params, mode: 'search' | 'suggest') {
    const clientParam = params.add(client.name);
    const where = [`d.client = ${clientParam}`];
    let rank = '0::float8';
    if (request.exactPath) {
      where.push(exactSql(request.exactPath, request.text, params));
      rank = '1::float8';
    } else if (request.text.trim()) {
      const query = await this.textQuery(client.name, request.text);
      if (!query) return null;
      const tsquery = params.add(mode === 'search' ? query.search : query.suggest, '::tsquery');
      where.push(`d.tsv @@ ${tsquery}`);
      rank = `ts_rank(${weights(request.lang)}, d.tsv, ${tsquery})::float8`;
    }
    if (request.projects.length) where.push(`d.projects && ${params.add(request.projects, '::text[]')}`);
    for (const clause of request.rest) where.push(clauseSql(clause, params));
    return { where, rank, clientParam };
  }

  async search(client: ClientStore, request: SearchRequest, page: SearchPage, facets: boolean): Promise<SearchAnswer> {
    const params = new Params();
    const base = await this.baseSql(client, request, params, 'search');
    if (!base)
      return { hits: [], counts: countsOf({}, request.types), ...(facets ? { aggregations: noBuckets() } : {}) };
    const typed = request.types.length ? `type = any(${params.add(request.types, '::text[]')})` : 'true';
    const sorts = page.sort.filter((s) => s.key !== 'relevance');
    const byLikes = sorts.some((s) => s.key === 'likes');
    // The score of every match is needed to order by relevance; otherwise only the page's, computed after paging.
    const byRelevance = page.sort[0]?.key === 'relevance';
    const columns = [
      'd.type',
      'd.id',
      `${byRelevance ? base.rank : '0::float8'} as score`,
      ...sorts.filter((s) => s.key !== 'likes').map((s) => `d.${SORT_COLUMNS[s.key as keyof typeof SORT_COLUMNS]}`),
    ];
    let from = 'search_documents d';
    if (byLikes) {
      const liked = [...page.likes];
      from += ` left join unnest(${params.add(
        liked.map(([id]) => id),
        '::bigint[]',
      )}, ${params.add(
        liked.map(([, n]) => n),
        '::int[]',
      )}) as lk(id, n) on lk.id = d.id`;
      columns.push('coalesce(lk.n, 0) as likes');
    }
    const { failed, missed, facetColumns } = this.selectionColumns(request, params, facets, base.where);
    columns.push(`${failed} as failed`, `${missed} as missed`, ...facetColumns);
    const order = [
      ...(byRelevance ? ['score desc'] : []),
      ...sorts.map((s) =>
        s.key === 'likes'
          ? orderSql('likes', s.desc, false)
          : orderSql(
              SORT_COLUMNS[s.key as keyof typeof SORT_COLUMNS],
              s.desc,
              !['datestart', 'dateend', 'id', 'sort'].includes(s.key),
            ),
      ),
      'id',
      'type',
    ].join(', ');
    const score = byRelevance
      ? 'h.score'
      : `(select ${base.rank} from search_documents d where d.client = ${base.clientParam} and d.type = h.type and d.id = h.id)`;
    const sql = `with c as materialized (select ${columns.join(', ')} from ${from} where ${base.where.join(' and ')})
      select 0 as kind, type as a, null as b, count(*)::float8 as n, null::float8 as id, null::int as pos
        from c where failed = 0 group by type
      union all
      select 1, h.type, null, ${score}, h.id::float8, h.pos::int from (
        select p.*, row_number() over () as pos from (select type, id, score from c where failed = 0 and ${typed}
          order by ${order} limit ${params.add(page.limit, '::int')} offset ${params.add(page.from, '::int')}) p) h
      ${facets ? `union all ${facetSql(typed)}` : ''}`;
    const { rows } = await this.pool.query(sql, params.values);
    return this.answer(client, request, rows, facets);
  }

  /**
   * Per document: how many facet selections it fails and which (the last failed one; only read when it fails one).
   * Without facets the selections simply join the conditions.
   */
  private selectionColumns(request: SearchRequest, params: Params, facets: boolean, where: string[]) {
    if (!facets) {
      for (const s of request.selections) where.push(selectionSql(s, params));
      return { failed: '0', missed: 'null::text', facetColumns: [] as string[] };
    }
    const tests = request.selections.map((s) => [s.facet, selectionSql(s, params)] as const);
    const failed = tests.length ? tests.map(([, sql]) => `(not (${sql}))::int`).join(' + ') : '0';
    // A document failing two selections counts nowhere: leave it out before anything is gathered.
    if (tests.length > 1) where.push(`${failed} <= 1`);
    return {
      failed,
      missed: tests.length
        ? `case ${tests.map(([facet, sql]) => `when not (${sql}) then '${facet}'`).join(' ')} end`
        : 'null::text',
      facetColumns: ['d.facets'],
    };
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
    for (const s of request.selections) base.where.push(selectionSql(s, params));
    const { rows } = await this.pool.query(
      `select type, count(*)::int as n from search_documents d where ${base.where.join(' and ')} group by type`,
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
    for (const s of request.selections) base.where.push(selectionSql(s, params));
    if (request.types.length) base.where.push(`d.type = any(${params.add(request.types, '::text[]')})`);
    // A word start like "car" matches a tenth of a large index: rank the first 500 matches (typing time; the
    // dialog shows 20), not every one, whose rows would all be read and scored.
    const { rows } = await this.pool.query(
      `select type, id::float8 as id, ${base.rank.replaceAll('d.tsv', 'm.tsv')} as score
       from (select d.type, d.id, d.tsv from search_documents d where ${base.where.join(' and ')} limit 500) m
       order by score desc, id limit ${params.add(size, '::int')}`,
      params.values,
    );
    return rows.flatMap((r) => {
      const found = this.found(client, r.type, r.id, r.score);
      return found ? [{ ...found, text: suggestionText(found.type, found.item, request.lang) }] : [];
    });
  }

  /** The pool is the storage's: its owner ends it. */
  async close(): Promise<void> {}
}

interface Row {
  kind: number;
  a: string;
  b: string | null;
  n: number;
  id: number | null;
  /** A hit's place on the page (1…). */
  pos: number | null;
}

/** Disjunctive facet counts from the gathered documents: those failing no selection count everywhere, those
 * failing exactly one count for that facet only. */
function facetSql(typed: string): string {
  return `select 2, split_part(v, chr(1), 1), split_part(v, chr(1), 2), count(*)::float8, null, null
    from c, unnest(c.facets) as v
    where ${typed} and (failed = 0 or starts_with(v, missed || chr(1))) group by v`;
}

function noBuckets(): Aggregations {
  return Object.fromEntries(FACETS.map((f) => [f, []])) as unknown as Aggregations;
}
