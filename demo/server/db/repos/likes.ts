import type { Kysely } from 'kysely';
import type { Schema } from '../schema';

export interface LikeKey {
  client: string;
  type: string;
  id: string;
}

/**
 * Likes and their counts. A like or unlike changes the like row and the item's count in one transaction, so the
 * count is the number of rows in every process and after any crash.
 */
export function likesRepo(db: Kysely<Schema>) {
  const countOf = (k: LikeKey, q: Kysely<Schema> = db) =>
    q
      .selectFrom('like_counts')
      .select('n')
      .where('client', '=', k.client)
      .where('type', '=', k.type)
      .where('resource_id', '=', k.id);
  return {
    isLiked: async (k: LikeKey, user: string) =>
      !!(await db
        .selectFrom('likes')
        .select('user_id')
        .where('client', '=', k.client)
        .where('type', '=', k.type)
        .where('resource_id', '=', k.id)
        .where('user_id', '=', user)
        .executeTakeFirst()),
    count: async (k: LikeKey) => (await countOf(k).executeTakeFirst())?.n ?? 0,
    /** Likes or unlikes; `changed` is false when the user already (or never) liked it. `count` is the new count. */
    change: (k: LikeKey, user: string, add: boolean, now: number) =>
      db.transaction().execute(async (trx) => {
        const row = { client: k.client, type: k.type, resource_id: k.id };
        const changed = add
          ? await trx
              .insertInto('likes')
              .values({ ...row, user_id: user, created: now })
              .onConflict((oc) => oc.doNothing())
              .returning('user_id')
              .executeTakeFirst()
          : await trx
              .deleteFrom('likes')
              .where('client', '=', k.client)
              .where('type', '=', k.type)
              .where('resource_id', '=', k.id)
              .where('user_id', '=', user)
              .returning('user_id')
              .executeTakeFirst();
        if (!changed) return { changed: false, count: (await countOf(k, trx).executeTakeFirst())?.n ?? 0 };
        const counted = add
          ? await trx
              .insertInto('like_counts')
              .values({ ...row, n: 1 })
              .onConflict((oc) =>
                oc.columns(['client', 'type', 'resource_id']).doUpdateSet((eb) => ({ n: eb('like_counts.n', '+', 1) })),
              )
              .returning('n')
              .executeTakeFirst()
          : await trx
              .updateTable('like_counts')
              .set((eb) => ({ n: eb('n', '-', 1) }))
              .where('client', '=', k.client)
              .where('type', '=', k.type)
              .where('resource_id', '=', k.id)
              .returning('n')
              .executeTakeFirst();
        return { changed: true, count: counted?.n ?? 0 };
      }),
    /** Counts of some items of one type (items nobody liked are left out). */
    counts: (client: string, type: string, ids: string[]) =>
      db
        .selectFrom('like_counts')
        .select(['resource_id', 'n'])
        .where('client', '=', client)
        .where('type', '=', type)
        .where('resource_id', 'in', ids)
        .execute(),
    /** Every count of a client (or of all clients): the lists' cache is filled from it. */
    allCounts: (client?: string) => {
      let q = db.selectFrom('like_counts').select(['client', 'type', 'resource_id', 'n']).where('n', '>', 0);
      if (client) q = q.where('client', '=', client);
      return q.execute();
    },
    likedBy: async (client: string, type: string, user: string) =>
      (
        await db
          .selectFrom('likes')
          .select('resource_id')
          .where('client', '=', client)
          .where('type', '=', type)
          .where('user_id', '=', user)
          .execute()
      ).map((r) => String(r.resource_id)),
  };
}
