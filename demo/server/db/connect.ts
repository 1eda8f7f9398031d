import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteAdapter, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { sendPreparedByName } from './prepared';
import type { Schema } from './schema';

export type Engine = 'sqlite' | 'postgres';

export interface Connection {
  db: Kysely<Schema>;
  engine: Engine;
  /** Where the data lives, for log lines: the SQLite file, or the PostgreSQL URL without its password. */
  where: string;
  /** PostgreSQL's pool, shared with search (one pool per process, one set of timeouts); none on SQLite. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/**
 * PostgreSQL when `databaseUrl` is given (`DATABASE_URL`), else SQLite in `dataDir` (the embedded default of
 * `npm start`). A URL that is not a postgres:// URL is refused here, before anything listens, naming the variable
 * and never its password.
 */
export function connect(dataDir: string, databaseUrl?: string): Connection {
  return databaseUrl ? connectPostgres(databaseUrl) : connectSqlite(dataDir);
}

/** `postgres://user:***@host:port/db`: safe to print. */
export function redactUrl(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*):[^@/]*@/i, '$1:***@');
}

export function checkDatabaseUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`DATABASE_URL is not a URL (expected postgres://user:password@host:5432/database)`);
  }
  const shown = redactUrl(url);
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:')
    throw new Error(`DATABASE_URL must start with postgres:// or postgresql://, got ${shown.slice(0, 80)}`);
  if (!parsed.hostname) throw new Error(`DATABASE_URL names no host: ${shown.slice(0, 80)}`);
  if (parsed.port && !(Number(parsed.port) > 0 && Number(parsed.port) < 65536))
    throw new Error(`DATABASE_URL has a bad port: ${shown.slice(0, 80)}`);
  if (parsed.pathname.replace(/^\//, '') === '')
    throw new Error(`DATABASE_URL names no database: ${shown.slice(0, 80)}`);
  return parsed;
}

const INT8 = 20;
/** int8 (counts, epoch ms) as numbers: every value this schema stores fits in 2^53. Per pool, not global. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function connectPostgres(url: string): Connection {
  checkDatabaseUrl(url);
  const pool = new pg.Pool({
    connectionString: url,
    types,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    // A database that does not answer must not hang a request: the request fails (503) and the next one retries.
    connectionTimeoutMillis: 5000,
    query_timeout: 10_000,
    idleTimeoutMillis: 30_000,
    // Search gathers tens of thousands of matching rows: 32 MB keeps them in memory (4 MB spills). No JIT and no
    // parallel workers: compiling a plan, or starting workers, costs more than the few milliseconds these queries run
    // (autocomplete 5 → 15 ms with two workers at 200,000 resources), and requests already use every core.
    options: '-c work_mem=32MB -c jit=off -c max_parallel_workers_per_gather=0',
  });
  // A connection dropped by the server (restart, failover, outage) is an event, not a crash: the pool reconnects on
  // the next request. pg emits it on the pool for idle connections, but on the client itself for one in use (a query
  // sent just as the server went away), where an unheard 'error' event would end the process.
  let lastLog = 0;
  const lost = (error: Error) => {
    if (Date.now() - lastLog < 10_000) return;
    lastLog = Date.now();
    console.warn(`database: connection lost (${error.message}); reconnecting on the next request`);
  };
  pool.on('error', lost);
  pool.on('connect', (client) => {
    client.on('error', lost);
    sendPreparedByName(client as unknown as Parameters<typeof sendPreparedByName>[0]);
  });
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', where: redactUrl(url), pool, close: () => db.destroy() };
}

function connectSqlite(dataDir: string): Connection {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'portal.sqlite');
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${sqliteSynchronous(process.env.SQLITE_SYNCHRONOUS)}`);
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Schema>({ dialect: new LockingSqliteDialect(sqlite) });
  return { db, engine: 'sqlite', where: file, close: () => db.destroy() };
}

/**
 * WAL with NORMAL (the default): a commit's pages are written to the WAL file before the answer goes out, so a
 * killed process (kill -9, a crash) loses no acknowledged write; only a power cut or kernel crash can drop the last
 * commits. FULL also fsyncs every commit and survives those too, at one disk flush per write (6.5 ms on this
 * machine's disk, a third slower server tests): `SQLITE_SYNCHRONOUS=FULL`, or PostgreSQL.
 */
function sqliteSynchronous(value: string | undefined): 'NORMAL' | 'FULL' {
  const mode = (value || 'NORMAL').toUpperCase();
  if (mode !== 'NORMAL' && mode !== 'FULL') throw new Error(`SQLITE_SYNCHRONOUS must be NORMAL or FULL, got ${value}`);
  return mode;
}

/**
 * Kysely's SQLite adapter takes no migration lock (one connection per process), but two processes can open one file:
 * here the migrations run inside BEGIN IMMEDIATE, so a second process waits (busy_timeout) and then finds them done.
 */
class LockingSqliteDialect extends SqliteDialect {
  constructor(private readonly sqlite: Database.Database) {
    super({ database: sqlite });
  }
  override createAdapter() {
    const sqlite = this.sqlite;
    return new (class extends SqliteAdapter {
      // biome-ignore lint/suspicious/noExplicitAny: migrations act on every schema version (Kysely types them Kysely<any>)
      override async acquireMigrationLock(db: Kysely<any>) {
        await sql`begin immediate`.execute(db);
      }
      // biome-ignore lint/suspicious/noExplicitAny: migrations act on every schema version (Kysely types them Kysely<any>)
      override async releaseMigrationLock(db: Kysely<any>) {
        if (sqlite.inTransaction) await sql`commit`.execute(db);
      }
    })();
  }
}
