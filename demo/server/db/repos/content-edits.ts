import type { Kysely } from 'kysely';
import type { Schema } from '../schema';

export type EditKind = 'page' | 'config';

/** Organisers' page and configuration edits (one row per page or configuration, the latest edit wins). */
export function contentEditsRepo(db: Kysely<Schema>) {
  return {
    save: async (client: string, kind: EditKind, key: string, body: unknown, modified: number) => {
      const row = { client, kind, key, body: JSON.stringify(body), modified };
      await db
        .insertInto('content_edits')
        .values(row)
        .onConflict((oc) => oc.columns(['client', 'kind', 'key']).doUpdateSet({ body: row.body, modified }))
        .execute();
    },
    /** A client's edits (or every client's), oldest first. */
    all: (client?: string) => {
      let q = db.selectFrom('content_edits').selectAll().orderBy('modified');
      if (client) q = q.where('client', '=', client);
      return q.execute();
    },
    setPaused: async (client: string, channelId: number, paused: boolean, modified: number) => {
      const row = { client, channel_id: channelId, paused: paused ? 1 : 0, modified };
      await db
        .insertInto('channel_pause')
        .values(row)
        .onConflict((oc) => oc.columns(['client', 'channel_id']).doUpdateSet({ paused: row.paused, modified }))
        .execute();
    },
    pauses: (client?: string) => {
      let q = db.selectFrom('channel_pause').selectAll();
      if (client) q = q.where('client', '=', client);
      return q.execute();
    },
  };
}
