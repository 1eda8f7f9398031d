import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from './connect';

/**
 * The one schema history of both engines, forward only: a release adds migrations at the end and never edits one
 * that has shipped. Names sort in the order they run. Each `up` gets the engine for the few types the dialects
 * spell differently (auto-increment ids, byte strings).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations act on every schema version (Kysely types them Kysely<any>)
type Step = (db: Kysely<any>, engine: Engine) => Promise<void>;

const steps: Record<string, Step> = {
  // The tables SQLite databases already had before migrations (created if missing), so an older embedded
  // database is adopted as it is.
  '0001_user_data': async (db, engine) => {
    await db.schema
      .createTable('sessions')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('client', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('refresh_hash', 'text', (c) => c.notNull().unique())
      .addColumn('refresh_expires', 'bigint', (c) => c.notNull())
      .addColumn('revoked', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('basket')
      .ifNotExists()
      .addColumn('client', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('item_type', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('added', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('basket_pk', ['client', 'user_id', 'item_type', 'item_id'])
      .execute();
    await db.schema
      .createTable('likes')
      .ifNotExists()
      .addColumn('client', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('resource_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('likes_pk', ['client', 'type', 'resource_id', 'user_id'])
      .execute();
    await db.schema
      .createTable('oauth_codes')
      .ifNotExists()
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('client', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('expires', 'bigint', (c) => c.notNull())
      .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('users')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('client', 'text', (c) => c.notNull())
      .addColumn('profile', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('beacons')
      .ifNotExists()
      .addColumn('id', engine === 'postgres' ? 'bigserial' : 'integer', (c) =>
        engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('client', 'text')
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('received', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('secrets')
      .ifNotExists()
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', engine === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
      .execute();
  },

  // Like counts beside the likes (changed in one transaction with them), organisers' edits, channel pause and
  // imported schedules: what used to live in a process's memory or a local folder.
  '0002_shared_state': async (db) => {
    await db.schema
      .createTable('like_counts')
      .addColumn('client', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('resource_id', 'text', (c) => c.notNull())
      .addColumn('n', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('like_counts_pk', ['client', 'type', 'resource_id'])
      .execute();
    await db
      .insertInto('like_counts')
      .columns(['client', 'type', 'resource_id', 'n'])
      // biome-ignore lint/suspicious/noExplicitAny: migrations act on every schema version (Kysely types them Kysely<any>)
      .expression((eb: any) =>
        eb
          .selectFrom('likes')
          .select(['client', 'type', 'resource_id', sql<number>`count(*)`.as('n')])
          .groupBy(['client', 'type', 'resource_id']),
      )
      .execute();
    await db.schema.createIndex('likes_by_user').on('likes').columns(['client', 'type', 'user_id']).execute();
    await db.schema.createIndex('beacons_by_kind').on('beacons').columns(['kind', 'id']).execute();
    await db.schema
      .createTable('content_edits')
      .addColumn('client', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('modified', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('content_edits_pk', ['client', 'kind', 'key'])
      .execute();
    await db.schema
      .createTable('channel_pause')
      .addColumn('client', 'text', (c) => c.notNull())
      .addColumn('channel_id', 'bigint', (c) => c.notNull())
      .addColumn('paused', 'integer', (c) => c.notNull())
      .addColumn('modified', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('channel_pause_pk', ['client', 'channel_id'])
      .execute();
    await db.schema
      .createTable('schedule_imports')
      .addColumn('project', 'text', (c) => c.primaryKey())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('imported', 'bigint', (c) => c.notNull())
      .execute();
  },

  // Calendar feeds: one private feed per user and project (its id is what the signed token names; a new id on
  // regeneration, the row gone on revocation) and each session's revision as the feeds last published it.
  '0003_calendar_feeds': async (db) => {
    await db.schema
      .createTable('calendar_feeds')
      .addColumn('client', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('project', 'text', (c) => c.notNull())
      .addColumn('feed_id', 'text', (c) => c.notNull().unique())
      .addColumn('alarm', 'integer', (c) => c.notNull())
      .addColumn('link', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('calendar_feeds_pk', ['client', 'user_id', 'project'])
      .execute();
    await db.schema
      .createTable('session_revisions')
      .addColumn('client', 'text', (c) => c.notNull())
      .addColumn('project', 'text', (c) => c.notNull())
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('sequence', 'integer', (c) => c.notNull())
      .addColumn('modified', 'bigint', (c) => c.notNull())
      .addColumn('withdrawn', 'integer', (c) => c.notNull())
      .addColumn('snapshot', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('session_revisions_pk', ['client', 'project', 'event_id'])
      .execute();
  },

  // Hand-off codes (open my agenda on my phone): single-use, five minutes, stored as hashes only.
  '0004_handoff_codes': async (db) => {
    await db.schema
      .createTable('handoff_codes')
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('client', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('expires', 'bigint', (c) => c.notNull())
      .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('handoff_codes_by_expiry').on('handoff_codes').column('expires').execute();
  },

  // Stable ids of imported schedules: each project keeps the id range it was first given (`slot`, numbered as the
  // projects were ordered until now, so ids served today stay), and each event, speaker and room the id it was
  // first given, whatever a later export adds, removes or reorders.
  '0005_schedule_ids': async (db) => {
    await db.schema.alterTable('schedule_imports').addColumn('slot', 'integer').execute();
    const rows = await db.selectFrom('schedule_imports').select('project').orderBy('project').execute();
    for (const [slot, row] of rows.entries())
      await db.updateTable('schedule_imports').set({ slot }).where('project', '=', row.project).execute();
    await db.schema.createIndex('schedule_imports_by_slot').on('schedule_imports').column('slot').unique().execute();
    await db.schema
      .createTable('schedule_ids')
      .addColumn('project', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('id', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('schedule_ids_pk', ['project', 'key'])
      .execute();
  },
};

export function migrationsFor(engine: Engine): Record<string, Migration> {
  return Object.fromEntries(
    // biome-ignore lint/suspicious/noExplicitAny: migrations act on every schema version (Kysely types them Kysely<any>)
    Object.entries(steps).map(([name, up]) => [name, { up: (db: Kysely<any>) => up(db, engine) }]),
  );
}

/** The newest migration this code knows: the schema version it needs. */
export const LATEST_MIGRATION = Object.keys(steps).sort().at(-1) as string;
