import { type Kysely, Migrator } from 'kysely';
import type { Engine } from './connect';
import { LATEST_MIGRATION, migrationsFor } from './migrations';

export const MIGRATION_TABLE = 'schema_migrations';
const LOCK_TABLE = 'schema_migrations_lock';

export interface MigrationReport {
  /** Migrations this run applied, in order (empty when the schema was already current). */
  applied: string[];
  version: string;
}

/**
 * Brings the schema up to this code's version. Runs at every start and by `npm run migrate`; a second run applies
 * nothing. Several processes starting together are serialised by Kysely's migration lock (an advisory lock in
 * PostgreSQL). A database that a newer release has migrated is refused, since this code would misread it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations act on every schema version (Kysely types them Kysely<any>)
export async function migrate(db: Kysely<any>, engine: Engine): Promise<MigrationReport> {
  const migrations = migrationsFor(engine);
  const done = await executedMigrations(db);
  const unknown = done.filter((name) => !(name in migrations));
  if (unknown.length) {
    throw new Error(
      `the database schema is newer than this server: it has migration ${unknown.sort().at(-1)}, this release knows up to ${LATEST_MIGRATION}. Run the release that migrated it (or newer); migrations only go forward.`,
    );
  }
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: LOCK_TABLE,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'failed');
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace('  ', ' '));
  }
  return {
    applied: results.filter((r) => r.status === 'Success').map((r) => r.migrationName),
    version: LATEST_MIGRATION,
  };
}

// biome-ignore lint/suspicious/noExplicitAny: migrations act on every schema version (Kysely types them Kysely<any>)
async function executedMigrations(db: Kysely<any>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  if (!tables.some((t) => t.name === MIGRATION_TABLE)) return [];
  const rows = await db.selectFrom(MIGRATION_TABLE).select('name').execute();
  return rows.map((r) => String(r.name));
}
