/**
 * The autocomplete statement (pure: text and parameters, no connection). It ranks the first 500 matches, not every
 * one: a word start like "car" matches a tenth of a large index, and the dialog shows 20. How a part of
 * `search_documents` (schema.ts PARTITIONS) finds its first matches in scope depends on how many there are:
 * - many: its rows are read in order until enough match (a few thousand rows for "car"); gathering them from the text
 *   index would first build the list of every match (60,000 for "car", 12 ms at 200,000 documents);
 * - few: they are gathered from the index (reading the rows in order would read every row to find them);
 * - none (no word, or nothing in scope): the part is not read.
 * PostgreSQL's estimates for a word start are too rough to choose (a rare start was read row by row, 40 ms), so the
 * choice is made from the document counts of `search_words` and `search_combos`, and fixed in the statement: the
 * match as a function call (`ts_match_vq`), which no index serves, or in a materialized CTE, which PostgreSQL plans
 * to return every row (from the index) and reads only as far as the limit needs. The scope is one array lookup per
 * row (`ok`), not a join; it comes from a pass over the client's combinations that the engine keeps per client
 * (`suggestScopeSql`).
 */
import { PARTITIONS } from './schema';
import type { Params } from './sql';
import { expanded, onlyPrefixes, prefixesOf } from './tsquery';

/** What the engine knows of an autocomplete text's matches (engine.ts, from `search_words`). */
export interface SuggestPlan {
  /** The match query with each prefix as the words it starts, when few (tsquery.ts `expanded`). */
  words: string;
  /** Per part: at most how many documents match (the counts of the words its prefixes start, added up). */
  matches: number[];
  /** Per part: the client's documents. */
  documents: number[];
}

/**
 * The plan of an autocomplete match query, when it is one typed word start (prefixes and alternatives only; else
 * PostgreSQL plans it): `words` and `docs` per prefix (the words it starts, null when many; their document counts
 * per part added up), `documents` per part.
 */
export function suggestPlan(
  match: string,
  words: ReadonlyMap<string, readonly string[] | null>,
  docs: ReadonlyMap<string, readonly number[]>,
  documents: number[],
): SuggestPlan | undefined {
  if (!onlyPrefixes(match) || !documents.length) return undefined;
  const prefixes = prefixesOf(match);
  return {
    words: expanded(match, words),
    matches: documents.map((_, i) => prefixes.reduce((sum, p) => sum + (docs.get(p)?.[i] ?? 0), 0)),
    documents,
  };
}

/** The matches autocomplete ranks. */
export const SUGGEST_MATCHES = 500;

/**
 * Reading a part's rows in order finds its first matches sooner than the index when matches × in-scope documents /
 * documents² (the share of rows that match and are in scope) ≥ WALK / matches: the rows read grow as the inverse
 * of that share, the index's work as the matches. At 200,000 resources, reading 5,000 rows in order took 2.9 ms and
 * the index's list of 25,000 matches 3.6 ms: the two ways cost about the same near 20,000 matches in 200,000 rows.
 */
const WALK = 1000;

export interface SuggestSql {
  /** The client's combinations in scope (`suggestScopeSql`). */
  scope: SuggestScope;
  /** Conditions on the document `d`, besides the text match. */
  docs: string[];
  clientParam: string;
  /** The match query (tsquery text). */
  match: string;
  /** The relevance score of `m`. */
  rank: string;
}

/** Whether each combination is in scope (an array by combination number, as in search-sql.ts; never null) and the
 * documents in scope per part: `suggestScopeSql`'s answer. */
export interface SuggestScope {
  ok: boolean[] | null;
  n: number[];
}

/**
 * One pass over the client's combinations (`combos`: conditions on `k`), on its own parameters: the engine keeps the
 * answer per client and sends it with each statement of `suggestSql`.
 */
export function suggestScopeSql(combos: string[], clientParam: string): string {
  const inScope = `coalesce(${combos.join(' and ')}, false)`;
  const owned = PARTITIONS.flatMap(([, own]) => own ?? []);
  const scope = PARTITIONS.map(
    ([, own]) =>
      `coalesce(sum(k.docs) filter (where ${inScope} and k.type ${own ? '' : 'not '}in (${(own ?? owned).map((t) => `'${t}'`).join(', ')})), 0)`,
  );
  return `select array_agg(${inScope} order by k.combo) as ok, array[${scope.join(', ')}]::float8[] as n
    from search_combos k where k.client = ${clientParam}`;
}

/**
 * The statement, or null when no part can match. Each part's way is chosen from the scope's documents in scope when
 * the statement runs (a condition without columns: PostgreSQL tests it once, before the part is read).
 */
export function suggestSql(
  sql: SuggestSql,
  plan: SuggestPlan,
  types: readonly string[],
  size: number,
  params: Params,
): string | null {
  const ctes: string[] = [];
  const branches: string[] = [];
  let matchParam = '';
  let wordsParam = '';
  let scopeParams: { ok: string; n: string } | undefined;
  PARTITIONS.forEach(([table, own], i) => {
    const matches = plan.matches[i];
    const documents = plan.documents[i];
    if (!matches || !documents || (types.length && own && !own.some((t) => types.includes(t)))) return;
    scopeParams ??= { ok: params.add(sql.scope.ok, '::bool[]'), n: params.add(sql.scope.n, '::float8[]') };
    const scoped = `(${scopeParams.n})[${i + 1}]`;
    const walk = `${scoped} * ${matches * matches} >= ${WALK * documents * documents}`;
    const rows = `select d.type, d.id, d.tsv from ${table} d
      where ${[`d.client = ${sql.clientParam}`, `(${scopeParams.ok})[d.combo]`, ...sql.docs].join(' and ')}`;
    if (matches * matches >= WALK * documents) {
      matchParam ||= params.add(sql.match, '::tsquery');
      branches.push(`${rows} and ${walk} and ts_match_vq(d.tsv, ${matchParam})`);
    }
    wordsParam ||= params.add(plan.words, '::tsquery');
    ctes.push(`p${i} as materialized (${rows} and ${scoped} > 0 and not (${walk}) and d.tsv @@ ${wordsParam})`);
    branches.push(`select * from p${i}`);
  });
  if (!branches.length) return null;
  return `${ctes.length ? `with ${ctes.join(', ')}` : ''}
    select type, id::float8 as id, ${sql.rank} as score
    from (${branches.join(' union all ')} limit ${SUGGEST_MATCHES}) m
    order by score desc, id limit ${params.add(size, '::int')}`;
}
