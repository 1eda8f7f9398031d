/**
 * The search tables, created idempotently (one function, so it can become one migration as it is):
 * - `search_documents`: one row per searchable document and client; `tsv` is derived by PostgreSQL from the text
 *   columns, titles in the `simple` (exact words, for prefixes), `english` and `german` configurations (stems),
 *   names and keywords in `simple` only (they are not inflected); weighted A title, B titles in other languages,
 *   C speaker names, D keywords; a GIN index on it. Rows stay narrow (a query reads every match's row).
 * - `search_sources`: the stored items, for filters on fields without a column of their own (lz4: several
 *   times faster to write than the default pglz).
 * - `search_words`: the distinct lexemes of a client's documents with a trigram index (`pg_trgm`): typo tolerance
 *   looks up words one edit away from a typed word there (`fuzzystrmatch`'s levenshtein).
 * - `search_clients`: the fingerprint of the content each client was indexed from, so a restart, or a second
 *   process with the same content, does not index again.
 * - `search_comparable`: how the filter grammar reads a value for `<`, `>=` … (http/filter.ts `comparable`).
 */
import type { Pool } from 'pg';
import { startUpQuery } from './start-up-query';
import { COLUMN_TYPES } from './rows';

const text = (column: string, weight: 'A' | 'B' | 'C' | 'D', configs: string[]) =>
  `setweight(${configs.map((c) => `to_tsvector('${c}', ${column})`).join(' || ')}, '${weight}')`;
const ALL = ['simple', 'english', 'german'];

export const SCHEMA_SQL = `
create extension if not exists pg_trgm;
create extension if not exists fuzzystrmatch;
create table if not exists search_documents (
  client text not null,
  ${COLUMN_TYPES.map(([name, type]) => `${name} ${type}${['type', 'id', 'projects', 'title', 'lang_titles', 'people', 'keywords', 'facets'].includes(name) || name.startsWith('f_') ? ' not null' : ''}`).join(',\n  ')},
  tsv tsvector generated always as (
    ${text('title', 'A', ALL)} || ${text('lang_titles', 'B', ALL)} || ${text('people', 'C', ['simple'])} || ${text('keywords', 'D', ['simple'])}
  ) stored,
  primary key (client, type, id)
);
create table if not exists search_sources (
  client text not null,
  type text not null,
  id bigint not null,
  source jsonb compression lz4 not null,
  primary key (client, type, id)
);
create index if not exists search_documents_tsv on search_documents using gin (tsv);
create index if not exists search_documents_projects on search_documents using gin (projects);
create index if not exists search_documents_slug on search_documents (client, slug);
create table if not exists search_words (client text not null, word text not null, primary key (client, word));
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

/** Creates what search needs, once per database; concurrent starts wait for each other (an advisory lock). */
export async function ensureSearchSchema(pool: Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query(startUpQuery("select pg_advisory_lock(hashtext('congress-portal search schema'))"));
    await connection.query(startUpQuery(SCHEMA_SQL));
  } finally {
    await connection.query("select pg_advisory_unlock(hashtext('congress-portal search schema'))").catch(() => {});
    connection.release();
  }
}
