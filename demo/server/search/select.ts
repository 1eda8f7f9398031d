/**
 * Which search engine a server uses: PostgreSQL full text when the storage is PostgreSQL (every process shares one
 * index, on the storage's own connection pool, so an outage answers 503 like every other route), minisearch in the
 * process otherwise (the embedded default of `npm start`).
 */
import type pg from 'pg';
import type { SearchEngine } from './engine';
import { MinisearchEngine } from './minisearch-engine';
import { PostgresSearch } from './postgres/engine';

export async function searchEngineFor(pool: pg.Pool | undefined): Promise<SearchEngine> {
  if (!pool) return new MinisearchEngine();
  try {
    return await PostgresSearch.open(pool);
  } catch (error) {
    throw new Error(`search on DATABASE_URL: ${(error as Error).message}`);
  }
}
