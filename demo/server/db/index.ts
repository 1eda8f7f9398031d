import type { Kysely } from 'kysely';
import { connect, type Engine } from './connect';
import type { Schema } from './schema';
import { groupCommit } from './group-commit';
import { migrate } from './migrate';
import { basketsRepo } from './repos/baskets';
import { beaconsRepo } from './repos/beacons';
import { calendarRepo } from './repos/calendar';
import { contentEditsRepo } from './repos/content-edits';
import { handoffRepo } from './repos/handoff';
import { importsRepo } from './repos/imports';
import { keysRepo } from './repos/keys';
import { likesRepo } from './repos/likes';
import { claimPostgres, claimSqliteFolder, type SoleProcessClaim } from './sole-process';
import { sessionsRepo } from './repos/sessions';
import { usersRepo } from './repos/users';

export interface StorageOptions {
  /** SQLite's folder (the embedded default). */
  dataDir: string;
  /** A postgres:// URL (`DATABASE_URL`): PostgreSQL instead of SQLite. */
  databaseUrl?: string;
  /** Refuse to open when another process serves the same database (a server without Redis: db/sole-process.ts). */
  soleProcess?: boolean;
}

/**
 * Everything the server writes, behind one interface on either engine: the repositories run the same typed
 * queries (Kysely) on SQLite and PostgreSQL. Opening migrates the schema to this code's version first.
 */
export async function openStorage(options: StorageOptions) {
  const connection = connect(options.dataDir, options.databaseUrl);
  try {
    await migrate(connection.db, connection.engine);
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw describeStartError(error, connection.engine, connection.where);
  }
  let claim: SoleProcessClaim | undefined;
  try {
    if (options.soleProcess)
      claim = connection.pool
        ? await claimPostgres(connection.pool, connection.where)
        : claimSqliteFolder(options.dataDir);
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw error;
  }
  const { db, engine } = connection;
  const beacons = beaconsRepo(db);
  const writeRepos = (q: Kysely<Schema>) => ({
    sessions: sessionsRepo(q),
    likes: likesRepo(q, engine),
    baskets: basketsRepo(q),
  });
  // PostgreSQL flushes its log to disk at every COMMIT: group commit shares one among the writes of a few ms.
  // SQLite (WAL, in-process) commits without a flush by default and has one connection: each write commits alone,
  // in a transaction that starts with its first write (one that started with the session read could not take the
  // write lock from a second process's writer, SQLITE_BUSY, where a write first waits its turn).
  const batches = engine === 'postgres' ? groupCommit(db, GROUP_COMMIT) : undefined;
  return {
    engine: connection.engine as Engine,
    where: connection.where,
    /** The query builder itself, for modules with their own tables (search). */
    kysely: db,
    /** PostgreSQL's connection pool (search queries it directly); undefined on SQLite. */
    pgPool: connection.pool,
    sessions: sessionsRepo(db),
    users: usersRepo(db),
    baskets: basketsRepo(db),
    likes: likesRepo(db, connection.engine),
    beacons,
    edits: contentEditsRepo(db),
    imports: importsRepo(db),
    keys: keysRepo(db),
    calendar: calendarRepo(db),
    handoff: handoffRepo(db),
    /**
     * A signed-in user's write (a like, basket events) with the session check that authorises it, on PostgreSQL in
     * the same (group-committed) transaction: the check costs no transaction, nor pooled connection, of its own.
     * `key` names the rows it changes (group-commit.ts orders a batch by it).
     */
    write: <T>(key: string, job: (repos: WriteRepos) => Promise<T>): Promise<T> =>
      batches ? batches.run(key, (trx) => job(writeRepos(trx))) : job(writeRepos(db)),
    close: async () => {
      await batches?.drain();
      await beacons.flush();
      await claim?.release();
      await connection.close();
    },
  };
}

export type Storage = Awaited<ReturnType<typeof openStorage>>;

/** The repositories a write job uses, bound to its transaction. */
export interface WriteRepos {
  sessions: ReturnType<typeof sessionsRepo>;
  likes: ReturnType<typeof likesRepo>;
  baskets: ReturnType<typeof basketsRepo>;
}

/**
 * Measured with the writes bench (docs/deploy.md "Writes"): a 2 ms window gathers the writes of a thousand-a-second
 * load into batches of a few, four batches at a time leave the rest of a pool of ten to reads.
 */
const GROUP_COMMIT = { windowMs: 2, maxBatch: 64, maxInFlight: 4 };

/** A start that cannot reach the database says where it looked (password hidden) and why. */
export function describeStartError(error: unknown, engine: Engine, where: string): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (message.startsWith('the database schema is newer') || message.startsWith('database migration')) {
    return new Error(`${message} (${engine}: ${where})`);
  }
  const variable = engine === 'postgres' ? 'DATABASE_URL' : 'the data folder';
  const code = (error as { code?: string }).code;
  return new Error(`cannot open the database (${variable}: ${where}): ${code ? `${code} ` : ''}${message}`.trim());
}
