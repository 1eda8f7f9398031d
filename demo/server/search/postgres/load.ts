/**
 * Indexes a client's documents from the in-memory store into `search_documents`: skipped when the table already
 * holds this content (same fingerprint), else replaced in one transaction (readers see the old rows or the new
 * ones, never half), in batches of multi-row inserts (`jsonb_to_recordset`: one parameter per batch).
 */
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { ClientDataset } from '../../dataset/types';
import { SEARCH_TYPES, type SearchType } from '../index';
import { COLUMN_TYPES, rowsOf, type Row } from './rows';
import { SCHEMA_SQL } from './schema';
import { startUpQuery } from './start-up-query';

const BATCH = 2000;
const COLUMNS = COLUMN_TYPES.map(([name]) => name).join(', ');
const RECORD = COLUMN_TYPES.map(([name, type]) => `${name} ${type}`).join(', ');
const INSERT = `insert into search_documents (client, ${COLUMNS})
  select $1, ${COLUMNS} from jsonb_to_recordset($2::jsonb) as x(${RECORD})`;
const INSERT_SOURCES = `insert into search_sources (client, type, id, source)
  select $1, type, id, source from jsonb_to_recordset($2::jsonb) as x(type text, id bigint, source jsonb)`;

/** What the index was built from: every searchable item, and the schema (a new column means a new index). */
export function fingerprintOf(data: ClientDataset): string {
  const hash = createHash('sha1').update(SCHEMA_SQL);
  for (const [type, resource] of Object.entries(SEARCH_TYPES) as [SearchType, keyof ClientDataset][])
    for (const item of data[resource] as unknown[]) hash.update(type).update(JSON.stringify(item));
  return hash.digest('hex');
}

/** Indexes `data` as client `name` unless the table holds it already; true when it (re)indexed. */
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
    await connection.query('delete from search_documents where client = $1', [name]);
    await connection.query('delete from search_words where client = $1', [name]);
    await connection.query('delete from search_sources where client = $1', [name]);
    let batch: Row[] = [];
    const flush = async () => {
      const json = JSON.stringify(batch);
      await connection.query(INSERT, [name, json]);
      await connection.query(INSERT_SOURCES, [name, json]);
      batch = [];
    };
    for (const row of rowsOf(data)) {
      batch.push(row);
      if (batch.length >= BATCH) await flush();
    }
    if (batch.length) await flush();
    await connection.query(
      `insert into search_words (client, word)
       select distinct $1, word from search_documents, unnest(tsvector_to_array(tsv)) as word
       where client = $1 and length(word) >= 3`,
      [name],
    );
    await connection.query(
      `insert into search_clients (client, fingerprint) values ($1, $2)
       on conflict (client) do update set fingerprint = excluded.fingerprint, indexed_at = now()`,
      [name, fingerprint],
    );
    await connection.query('commit');
    // Vacuumed now, before the server listens: the rows just replaced and inserted would otherwise bring
    // autovacuum about a minute later, in the middle of the first traffic (it merges the GIN indexes' pending
    // lists and writes every page once more, a first minute of writes at seconds of latency on a disk that flushes).
    await connection.query('vacuum (analyze) search_documents, search_sources, search_words');
    return true;
  } catch (error) {
    await connection.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
