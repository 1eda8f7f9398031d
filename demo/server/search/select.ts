/**
 * Which search engine a server uses: PostgreSQL full text when a database URL is given (every process shares one
 * index), minisearch in the process otherwise (the embedded default of `npm start`).
 */
import pg from 'pg';
import type { SearchEngine } from './engine';
import { MinisearchEngine } from './minisearch-engine';
import { PostgresSearch } from './postgres/engine';

/** Checks the URL's form without printing it (it may hold a password). */
export function checkDatabaseUrl(url: string): void {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    /* reported below */
  }
  if (!parsed || !['postgres:', 'postgresql:'].includes(parsed.protocol) || !parsed.hostname)
    throw new Error('DATABASE_URL: expected postgres://user:password@host:port/database');
}

export async function searchEngineFor(databaseUrl: string | undefined): Promise<SearchEngine> {
  if (!databaseUrl) return new MinisearchEngine();
  checkDatabaseUrl(databaseUrl);
  // Facet counts sort or hash tens of thousands of values: 32 MB keeps that in memory (the default 4 MB spills to disk).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 8, options: '-c work_mem=32MB' });
  // A connection that fails while idle must not crash the process: the next query reports it.
  pool.on('error', () => {});
  try {
    return await PostgresSearch.open(pool);
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(`search on DATABASE_URL: ${(error as Error).message}`);
  }
}
