/**
 * The search tables, created idempotently; a database whose search tables an older release made is rebuilt (the
 * tables hold nothing that is not in the content, and every client is indexed again at start):
 * - `search_documents`: one narrow row per searchable document and client (a query reads the row of every match),
 *   in parts by type (PARTITIONS):
 *   its facet combination (`search_combos`), the dates filters compare, its rank in each sort order and `tsv`, the
 *   text as PostgreSQL reads it: titles in the `simple` (exact words, for prefixes), `english` and `german`
 *   configurations (stems), names and keywords in `simple` only (they are not inflected); weighted A title, B titles
 *   in other languages, C speaker names, D keywords; a GIN index on it.
 * - `search_combos`: the distinct sets of facet values of a client's documents (combos.ts), with their number of
 *   documents.
 * - `search_sources`: the stored items and their slugs, for filters on fields without a column of their own (lz4:
 *   several times faster to write than the default pglz).
 * - `search_words`: the distinct lexemes of a client's documents, in code point order (prefixes look up the words
 *   they start, tsquery.ts), with a trigram index (`pg_trgm`): typo tolerance looks up words one edit away from a
 *   typed word there (`fuzzystrmatch`'s levenshtein). `docs`: per part of `search_documents`, how many documents
 *   have the word in a title or name (what autocomplete matches; suggest-sql.ts picks its plan by it); the empty
 *   word, which no text has, holds the number of the client's documents per part.
 * - `search_clients`: the fingerprint of the content each client was indexed from, so a restart, or a second
 *   process with the same content, does not index again.
 * - `search_schema`: the version of these definitions the tables were made with.
 * - `search_comparable`: how the filter grammar reads a value for `<`, `>=` … (http/filter.ts `comparable`).
 */
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { COMBO_COLUMNS } from './combos';
import { DATE_COLUMNS, SORT_COLUMNS } from './rows';
import { startUpQuery } from './start-up-query';

const text = (column: string, weight: 'A' | 'B' | 'C' | 'D', configs: string[]) =>
  `setweight(${configs.map((c) => `to_tsvector('${c}', ${column})`).join(' || ')}, '${weight}')`;
const ALL = ['simple', 'english', 'german'];

/** `tsv` from the staged text columns of a document (load.ts). */
export const TSV_SQL = `${text('title', 'A', ALL)} || ${text('lang_titles', 'B', ALL)} || ${text('people', 'C', ['simple'])} || ${text('keywords', 'D', ['simple'])}`;

const TABLES = ['search_documents', 'search_combos', 'search_sources', 'search_words', 'search_clients'];

/**
 * `search_documents` in one part per large type, the rest together: the rows of a type lie together, so a search
 * whose scope, filters and facet selections leave no combination of a type skips that type's index and pages.
 */
export const PARTITIONS: [string, string[] | null][] = [
  ['search_documents_congressresource', ['congressresource']],
  ['search_documents_timeline', ['timeline']],
  ['search_documents_other', null],
];

export const SCHEMA_SQL = `
create extension if not exists pg_trgm;
create extension if not exists fuzzystrmatch;
create table if not exists search_documents (
  client text not null,
  type text not null,
  id bigint not null,
  combo int not null,
  ${Object.values(DATE_COLUMNS)
    .map((c) => `${c} float8`)
    .join(', ')},
  ${Object.values(SORT_COLUMNS)
    .map((c) => `${c} int`)
    .join(', ')},
  tsv tsvector not null,
  primary key (client, type, id)
) partition by list (type);
${PARTITIONS.map(([table, types]) => `create table if not exists ${table} partition of search_documents ${types ? `for values in (${types.map((t) => `'${t}'`).join(', ')})` : 'default'};`).join('\n')}
create table if not exists search_combos (
  client text not null,
  combo int not null,
  ${COMBO_COLUMNS.map(([name, type]) => `${name} ${type}${name === 'year' ? '' : ' not null'}`).join(',\n  ')},
  docs int not null,
  primary key (client, combo)
);
create table if not exists search_sources (
  client text not null,
  type text not null,
  id bigint not null,
  slug text,
  source jsonb compression lz4 not null,
  primary key (client, type, id)
);
create index if not exists search_documents_tsv on search_documents using gin (tsv);
create index if not exists search_sources_slug on search_sources (client, slug);
create table if not exists search_words (
  client text not null,
  word text collate "C" not null,
  docs int[] not null,
  primary key (client, word)
);
create index if not exists search_words_trgm on search_words using gin (word gin_trgm_ops);
create table if not exists search_clients (
  client text primary key,
  fingerprint text not null,
  indexed_at timestamptz not null default now()
);
create or replace function search_comparable(v jsonb, tz text) returns float8 language plpgsql immutable as $$
declare s text;
begin
  if jsonb_typeof(v) = 'number' then return (v #>> '{}')::float8; end if;
  if jsonb_typeof(v) <> 'string' then return null; end if;
  s := v #>> '{}';
  if s ~ '^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?)?(Z|[+-]\\d{2}:?\\d{2})?$' then
    begin
      if s ~ '(Z|[+-]\\d{2}:?\\d{2})$' then return extract(epoch from s::timestamptz) * 1000; end if;
      return extract(epoch from (s::timestamp at time zone tz)) * 1000;
    exception when others then return null;
    end;
  end if;
  if s ~ '^\\s*[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?\\s*$' then return s::float8; end if;
  return null;
end $$;
`;

/** The version of the definitions above: tables made with another one are dropped and made again. */
export const SCHEMA_VERSION = createHash('sha1').update(SCHEMA_SQL).update(TSV_SQL).digest('hex').slice(0, 16);

/** Creates what search needs, once per database; concurrent starts wait for each other (an advisory lock). */
export async function ensureSearchSchema(pool: Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query(startUpQuery("select pg_advisory_lock(hashtext('congress-portal search schema'))"));
    await connection.query(startUpQuery('create table if not exists search_schema (version text not null)'));
    const { rows } = await connection.query(startUpQuery('select version from search_schema'));
    if (rows.length === 1 && rows[0].version === SCHEMA_VERSION) return;
    await connection.query(startUpQuery(`drop table if exists ${TABLES.join(', ')} cascade`));
    await connection.query(startUpQuery(SCHEMA_SQL));
    await connection.query(startUpQuery('delete from search_schema'));
    await connection.query(startUpQuery('insert into search_schema (version) values ($1)', [SCHEMA_VERSION]));
  } finally {
    await connection.query("select pg_advisory_unlock(hashtext('congress-portal search schema'))").catch(() => {});
    connection.release();
  }
}
