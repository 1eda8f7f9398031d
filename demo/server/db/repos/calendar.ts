import type { Kysely } from 'kysely';
import type { Schema } from '../schema';

export type FeedRow = Schema['calendar_feeds'];
export type RevisionRow = Schema['session_revisions'];

/** Rows per INSERT: well below SQLite's and PostgreSQL's limits on bound values (8 columns each). */
const BATCH = 500;

/** Private calendar feeds per user and project, and the published revision of every session. */
export function calendarRepo(db: Kysely<Schema>) {
  return {
    feed: (client: string, user: string, project: string) =>
      db
        .selectFrom('calendar_feeds')
        .selectAll()
        .where('client', '=', client)
        .where('user_id', '=', user)
        .where('project', '=', project)
        .executeTakeFirst(),
    feedById: (feedId: string) =>
      db.selectFrom('calendar_feeds').selectAll().where('feed_id', '=', feedId).executeTakeFirst(),
    /** Creates the feed or, when there is one, changes its reminder and link (its id stays). */
    saveFeed: async (row: FeedRow) => {
      await db
        .insertInto('calendar_feeds')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['client', 'user_id', 'project']).doUpdateSet({ alarm: row.alarm, link: row.link }),
        )
        .execute();
    },
    /** A new id for the feed: the old token stops working at once. False when there is no feed. */
    renewFeed: async (client: string, user: string, project: string, feedId: string) => {
      const result = await db
        .updateTable('calendar_feeds')
        .set({ feed_id: feedId })
        .where('client', '=', client)
        .where('user_id', '=', user)
        .where('project', '=', project)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    deleteFeed: async (client: string, user: string, project: string) => {
      await db
        .deleteFrom('calendar_feeds')
        .where('client', '=', client)
        .where('user_id', '=', user)
        .where('project', '=', project)
        .execute();
    },

    revisions: (client: string, project: string) =>
      db
        .selectFrom('session_revisions')
        .selectAll()
        .where('client', '=', client)
        .where('project', '=', project)
        .execute(),
    /** First publication of sessions; a row another process wrote first is kept. */
    insertRevisions: async (rows: RevisionRow[]) => {
      for (let i = 0; i < rows.length; i += BATCH) {
        await db
          .insertInto('session_revisions')
          .values(rows.slice(i, i + BATCH))
          .onConflict((oc) => oc.columns(['client', 'project', 'event_id']).doNothing())
          .execute();
      }
    },
    /**
     * A new revision, applied only if the row is still at `previousSequence`: when two processes notice the same move,
     * one raises the sequence and the other changes nothing.
     */
    reviseAll: (changes: { row: RevisionRow; previousSequence: number }[]) =>
      db.transaction().execute(async (trx) => {
        for (const { row, previousSequence } of changes) {
          await trx
            .updateTable('session_revisions')
            .set({
              fingerprint: row.fingerprint,
              sequence: row.sequence,
              modified: row.modified,
              withdrawn: row.withdrawn,
              snapshot: row.snapshot,
            })
            .where('client', '=', row.client)
            .where('project', '=', row.project)
            .where('event_id', '=', row.event_id)
            .where('sequence', '=', previousSequence)
            .execute();
        }
      }),
  };
}
