import { connect, type Engine } from './connect';
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
  const { db } = connection;
  const beacons = beaconsRepo(db);
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
    close: async () => {
      await beacons.flush();
      await claim?.release();
      await connection.close();
    },
  };
}

export type Storage = Awaited<ReturnType<typeof openStorage>>;

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
