/**
 * Indexes a client's documents from the in-memory store: skipped when the tables already hold this content (same
 * fingerprint), else replaced in one transaction (readers see the old rows or the new ones, never half). Documents
 * are staged in batches of multi-row inserts (`jsonb_to_recordset`: one parameter per batch), then written to
 * `search_documents` in one statement that derives `tsv` and the sort ranks.
 */
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { ClientDataset } from '../../dataset/types';
import { SEARCH_TYPES, type SearchType } from '../index';
import { COMBO_COLUMNS, Combos } from './combos';
import { COLUMN_TYPES, DATE_COLUMNS, rowsOf, SORT_COLUMNS, type Row } from './rows';
import { PARTITIONS, SCHEMA_VERSION, TSV_SQL } from './schema';
import { startUpQuery } from './start-up-query';

const BATCH = 2000;
const STAGED = [...COLUMN_TYPES, ['n', 'int']];
const recordset = (columns: string[][]) => columns.map(([name, type]) => `${name} ${type}`).join(', ');
const STAGE = `insert into search_staging select * from jsonb_to_recordset($1::jsonb) as x(${recordset(STAGED)})`;
const INSERT_SOURCES = `insert into search_sources (client, type, id, slug, source)
  select $1, type, id, slug, source from jsonb_to_recordset($2::jsonb) as x(type text, id bigint, slug text, source jsonb)`;
const INSERT_COMBOS = `insert into search_combos (client, combo, ${COMBO_COLUMNS.map(([n]) => n).join(', ')}, docs)
  select $1, combo, ${COMBO_COLUMNS.map(([n]) => n).join(', ')}, docs
  from jsonb_to_recordset($2::jsonb) as x(combo int, ${recordset(COMBO_COLUMNS)}, docs int)`;
const NUMERIC = new Set(['datestart', 'dateend', 'id', 'sort']);
// A rank per sort key: equal keys rank equal, text in code point order (as JavaScript compares), no key no rank.
const RANKS = Object.entries(SORT_COLUMNS).map(([key, column]) => {
  const k = `k_${key}${NUMERIC.has(key) ? '' : ' collate "C"'}`;
  return `case when k_${key} is null then null else rank() over (order by ${k}) end as ${column}`;
});
const DATES = Object.values(DATE_COLUMNS);
const INSERT_DOCUMENTS = `insert into search_documents (client, type, id, combo, ${DATES.join(', ')}, ${Object.values(SORT_COLUMNS).join(', ')}, tsv)
  select $1, type, id, combo, ${DATES.join(', ')}, ${Object.values(SORT_COLUMNS).join(', ')}, tsv from (
    select n, type, id, combo, ${DATES.join(', ')}, ${RANKS.join(', ')}, ${TSV_SQL} as tsv from search_staging
  ) x order by n`;

// Documents per part (schema.ts PARTITIONS) that have the word in a title or name (weights A, B, C); under the empty
// word, every document per part.
const partOf = `case ${PARTITIONS.map(([, types], i) => (types ? `when d.type in (${types.map((t) => `'${t}'`).join(', ')}) then ${i + 1}` : '')).join(' ')} else ${PARTITIONS.length} end`;
const perPart = (condition: string) =>
  `array[${PARTITIONS.map((_, i) => `count(*) filter (where ${partOf} = ${i + 1}${condition})::int`).join(', ')}]`;
const INSERT_WORDS = `insert into search_words (client, word, docs)
  select $1, w.lexeme, ${perPart(" and w.weights && '{A,B,C}'")}
    from search_documents d, unnest(d.tsv) as w where d.client = $1 group by w.lexeme
  union all select $1, '', ${perPart('')} from search_documents d where d.client = $1`;

/** What the index was built from: every searchable item, and the schema (a new column means a new index). */
export function fingerprintOf(data: ClientDataset): string {
  const hash = createHash('sha1').update(SCHEMA_VERSION);
  for (const [type, resource] of Object.entries(SEARCH_TYPES) as [SearchType, keyof ClientDataset][])
    for (const item of data[resource] as unknown[]) hash.update(type).update(JSON.stringify(item));
  return hash.digest('hex');
}

/** Indexes `data` as client `name` unless the tables hold it already; true when it (re)indexed. */
export async function indexClient(pool: Pool, name: string, data: ClientDataset): Promise<boolean> {
  const fingerprint = fingerprintOf(data);
  const client = await pool.connect();
  const connection = {
    query: (text: string, values?: unknown[]) => client.query(startUpQuery(text, values)),
  };
  try {
    await connection.query('begin');
    // One indexer per client at a time: a second process starting with the same content waits, then skips.
    await connection.query("select pg_advisory_xact_lock(hashtext('congress-portal search ' || $1))", [name]);
    const known = await connection.query('select fingerprint from search_clients where client = $1', [name]);
    if (known.rows[0]?.fingerprint === fingerprint) {
      await connection.query('commit');
      return false;
    }
    for (const table of ['search_documents', 'search_combos', 'search_words', 'search_sources'])
      await connection.query(`delete from ${table} where client = $1`, [name]);
    await connection.query(`create temp table search_staging (${recordset(STAGED)}) on commit drop`);
    const combos = new Combos();
    let batch: Row[] = [];
    let n = 0;
    const flush = async () => {
      const json = JSON.stringify(batch);
      await connection.query(STAGE, [json]);
      await connection.query(INSERT_SOURCES, [name, json]);
      batch = [];
    };
    for (const row of rowsOf(data)) {
      row.combo = combos.idOf(row);
      row.n = n++;
      batch.push(row);
      if (batch.length >= BATCH) await flush();
    }
    if (batch.length) await flush();
    await connection.query(INSERT_COMBOS, [name, JSON.stringify(combos.rows)]);
    await connection.query(INSERT_DOCUMENTS, [name]);
    await connection.query(INSERT_WORDS, [name]);
    await connection.query(
      `insert into search_clients (client, fingerprint) values ($1, $2)
       on conflict (client) do update set fingerprint = excluded.fingerprint, indexed_at = now()`,
      [name, fingerprint],
    );
    await connection.query('commit');
    await settle(connection);
    return true;
  } catch (error) {
    await connection.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * After a client's rows were replaced, before the server listens: the text index is built again in one pass (rows
 * added to a GIN index one by one leave its posting lists half full, and a search then reads twice as many pages),
 * without blocking searches; then the tables are vacuumed (else autovacuum would write every page once more about a
 * minute later, in the middle of the first traffic).
 */
async function settle(connection: { query: (text: string) => Promise<{ rows: { ok: boolean }[] }> }): Promise<void> {
  // One process at a time. The wait is here, between statements, not in a lock statement: a rebuild waits for every
  // statement older than its own, and one waiting for the lock would wait for the rebuild (a deadlock).
  while (!(await connection.query(`select pg_try_advisory_lock(${SETTLE_LOCK}) as ok`)).rows[0].ok)
    await new Promise((resolve) => setTimeout(resolve, 100));
  try {
    await connection.query('reindex index concurrently search_documents_tsv');
  } catch (error) {
    // The old index stays valid (only less compact): a failed rebuild is no reason to refuse to start.
    console.warn(`search: the text index was not rebuilt (${(error as Error).message})`);
    await connection.query('drop index concurrently if exists search_documents_tsv_ccnew').catch(() => {});
  }
  try {
    await connection.query('vacuum (analyze) search_documents, search_combos, search_sources, search_words');
  } finally {
    await connection.query(`select pg_advisory_unlock(${SETTLE_LOCK})`);
  }
}

const SETTLE_LOCK = "hashtext('congress-portal search settle')";
