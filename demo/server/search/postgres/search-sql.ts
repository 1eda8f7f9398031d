/**
 * The statements that answer a search page (pure: text and parameters, no connection):
 * - the scope (`scopeSql`): for each facet combination of the client (numbered 1…n, combos.ts), how many facet
 *   selections it fails, or 9 when the scope or a filter on facet fields excludes it; one integer array, so a
 *   document's fate is an array lookup. Facet counts are disjunctive per facet: a document failing exactly one
 *   selection still counts for that facet, so documents failing one selection are gathered too (failing two, they
 *   count nowhere). With it, the facet each combination misses and the types of the combinations that remain. It
 *   depends on the request's scope, filters on facet fields and selections only, not on the text: the engine keeps
 *   it per client (engine.ts), and the page's statement receives it as parameters.
 * - the page (`searchSql`): `m`, the matching documents (text, exact values, filters on document fields) failing at
 *   most one selection: narrow rows, gathered once from the parts of `search_documents` whose types remain (a part
 *   none of whose types remain is left out when the statement is planned); `g`: their number per combination.
 *   Read from them: the counts per type (documents failing no selection), the page of hits, and the facet counts:
 *   documents per combination, added up per value of the combination.
 */
import type { SearchPage, SearchRequest } from '../engine';
import { SEARCH_TYPES } from '../index';
import { SORT_COLUMNS } from './rows';
import { PARTITIONS } from './schema';
import { orderSql, type Params, selectionSql } from './sql';

/** Conditions of a request: on documents `d`, on combinations `k`, and the relevance score of a document. */
export interface BaseSql {
  docs: string[];
  /** The conditions on `k` besides its client, their parameters added to the statement's (`p`) that holds them. */
  combos: (p: Params) => string[];
  /** The score SQL; its parameter is added on the first call. */
  rank: () => string;
  clientParam: string;
}

/**
 * How a combination fares against the facet selections, as SQL on `k`: `failed`, how many it fails, and `missed`,
 * the number (1…) of the first one it fails, in `request.selections` order (an integer: looking up an element of a
 * text array walks the elements before it). Without facets the selections simply join the combination conditions.
 */
export function selectionColumns(request: SearchRequest, params: Params, facets: boolean, combos: string[]) {
  if (!facets) {
    for (const s of request.selections) combos.push(selectionSql(s, params));
    return { failed: '0', missed: 'null::int' };
  }
  const tests = request.selections.map((s) => selectionSql(s, params));
  const failed = tests.length ? tests.map((sql) => `(not (${sql}))::int`).join(' + ') : '0';
  return {
    failed,
    missed: tests.length
      ? `case ${tests.map((sql, i) => `when not (${sql}) then ${i + 1}`).join(' ')} end`
      : 'null::int',
  };
}

const RANKED = new Set(Object.keys(SORT_COLUMNS));

/**
 * The scope statement, on its own parameters (`params`): one row, `fa` (facet selections failed per combination, 9
 * when out of scope; never null: with nulls in it, an array lookup walks the array's null bitmap up to the element),
 * `missed` (the selection a combination misses first, 0 when none) and `types` (those of the combinations failing at most one
 * selection). A missing year makes a years test null: such a combination counts nowhere, as without the array.
 */
export function scopeSql(client: string, combos: string[], request: SearchRequest, facets: boolean, params: Params) {
  const { failed, missed } = selectionColumns(request, params, facets, combos);
  return `select array_agg(v order by combo) as fa, array_agg(coalesce(missed, 0) order by combo) as missed,
      coalesce(array_agg(distinct type) filter (where v <= 1), '{}') as types
    from (select k.combo, k.type, case when ${combos.length ? combos.join(' and ') : 'true'} then coalesce(${failed}, 9)
        else 9 end as v, ${missed} as missed
      from search_combos k where k.client = ${params.add(client)}) x`;
}

/** The scope statement's answer (`scopeSql`). */
export interface Scope {
  fa: number[] | null;
  missed: number[] | null;
  types: string[];
}

export function searchSql(
  base: BaseSql,
  request: SearchRequest,
  page: SearchPage,
  facets: boolean,
  scope: Scope,
  params: Params,
): string {
  const fa = `(${params.add(scope.fa, '::int[]')})`;
  const remaining = params.add(scope.types, '::text[]');
  const types = request.types.length ? params.add(request.types, '::text[]') : '';
  const typed = (column: string) => (types ? `${column} = any(${types})` : 'true');
  const sorts = page.sort.filter((s) => s.key !== 'relevance');
  // The score of every match is needed to order by relevance; otherwise only the page's, computed after paging.
  const byRelevance = page.sort[0]?.key === 'relevance';
  const columns = [
    'd.combo',
    'd.type',
    'd.id',
    `${fa}[d.combo] as failed`,
    `${byRelevance ? base.rank() : '0::float8'} as score`,
    ...sorts.filter((s) => RANKED.has(s.key)).map((s) => `d.${SORT_COLUMNS[s.key as keyof typeof SORT_COLUMNS]}`),
  ];
  let liked = '';
  if (sorts.some((s) => s.key === 'likes')) {
    const likes = [...page.likes];
    const ids = params.add(
      likes.map(([id]) => id),
      '::bigint[]',
    );
    liked = ` left join unnest(${ids}, ${params.add(
      likes.map(([, n]) => n),
      '::int[]',
    )}) as lk(id, n) on lk.id = d.id`;
    columns.push('coalesce(lk.n, 0) as likes');
  }
  // One branch per part of search_documents; a branch runs only when a combination of its types remains.
  const matches = PARTITIONS.map(([table, own]) => {
    const types = own ?? Object.keys(SEARCH_TYPES).filter((t) => !PARTITIONS.some(([, p]) => p?.includes(t)));
    return `select ${columns.join(', ')} from ${table} d${liked}
        where ${remaining} && '{${types.join(',')}}'::text[] and ${base.docs.join(' and ')}
          and ${fa}[d.combo] <= 1`;
  }).join('\n      union all ');
  const order = [
    ...(byRelevance ? ['score desc'] : []),
    ...sorts.map((s) =>
      orderSql(s.key === 'likes' ? 'likes' : SORT_COLUMNS[s.key as keyof typeof SORT_COLUMNS], s.desc),
    ),
    'id',
    'type',
  ].join(', ');
  const score = byRelevance
    ? 'h.score'
    : `(select ${base.rank()} from search_documents d where d.client = ${base.clientParam} and d.type = h.type and d.id = h.id)`;
  return `with m as materialized (${matches}),
      g as materialized (select combo, type, min(failed) as failed, count(*) as n from m group by combo, type)
    select 0 as kind, type as a, null as b, sum(n)::float8 as n, null::float8 as id, null::int as pos
      from g where failed = 0 group by type
    union all
    select 1, h.type, null, ${score}, h.id::float8, h.pos::int from (
      select p.*, row_number() over () as pos from (select type, id, score from m where failed = 0 and ${typed('type')}
        order by ${order} limit ${params.add(page.limit, '::int')} offset ${params.add(page.from, '::int')}) p) h
    ${facets ? `union all ${facetSql(typed('g.type'), base.clientParam, missedFacet(request, scope, params))}` : ''}`;
}

/** The facet a combination `g.combo` misses, null when none (`Scope.missed`, its number; no number 0, no facet). */
function missedFacet(request: SearchRequest, scope: Scope, params: Params): string {
  const names = params.add(
    request.selections.map((s) => s.facet),
    '::text[]',
  );
  return `(${names})[(${params.add(scope.missed, '::int[]')})[g.combo]]`;
}

/** Disjunctive facet counts: documents per combination, added up per value of the combination; those failing no
 * selection count everywhere, those failing exactly one count for that facet only. */
function facetSql(typed: string, clientParam: string, missed: string): string {
  return `select 2, split_part(v, chr(1), 1), split_part(v, chr(1), 2), sum(g.n)::float8, null, null
    from g join search_combos k on k.client = ${clientParam} and k.combo = g.combo, unnest(k.facets) as v
    where ${typed} and (g.failed = 0 or starts_with(v, ${missed} || chr(1))) group by v`;
}
