import type { QueryConfig } from 'pg';

/**
 * Indexing is start-up work, not a request: it may wait for another process's indexing (the advisory lock) and
 * builds the word list of 200,000 items (minutes on a loaded machine), so it runs past the pool's per-query timeout
 * that keeps requests from hanging.
 */
const START_UP_QUERY_TIMEOUT_MS = 2 * 3600_000;

/** A query with start-up's timeout (pg reads `query_timeout` per query; its types do not list it). */
export const startUpQuery = (text: string, values?: unknown[]): QueryConfig =>
  ({ text, values, query_timeout: START_UP_QUERY_TIMEOUT_MS }) as QueryConfig;
