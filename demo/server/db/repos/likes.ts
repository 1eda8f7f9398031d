import { type Kysely, sql } from 'kysely';
import type { Engine } from '../connect';
import type { Schema } from '../schema';

export interface LikeKey {
  client: string;
  type: string;
  id: string;
}

/**
 * Likes and their counts. A like or unlike changes the like row and the item's count atomically, so the count is
 * the number of rows in every process and after any crash: on PostgreSQL in ONE statement (a data-modifying CTE,
 * one round trip instead of two writes — the like path's cost at a congress peak), on SQLite in one transaction
 * (in-process, where round trips cost nothing); inside a transaction already (a group commit's), they join it.
 */
export function likesRepo(db: Kysely<Schema>, engine: Engine = 'sqlite') {
  const countOf = (k: LikeKey, q: Kysely<Schema> = db) =>
    q
      .selectFrom('like_counts')
      .select('n')
      .where('client', '=', k.client)
      .where('type', '=', k.type)
      .where('resource_id', '=', k.id);
  const likes = {
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
    change: async (
      k: LikeKey,
      user: string,
      add: boolean,
      now: number,
    ): Promise<{ changed: boolean; count: number }> => {
      if (engine === 'postgres') {
        const counted = await (add ? likeStatement : unlikeStatement)(k, user, now).execute(db);
        const n = counted.rows[0]?.n;
        if (n !== undefined) return { changed: true, count: Number(n) };
        return { changed: false, count: (await countOf(k).executeTakeFirst())?.n ?? 0 };
      }
      const inTransaction = async (trx: Kysely<Schema>) => {
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
      };
      return db.isTransaction ? inTransaction(db) : db.transaction().execute(inTransaction);
    },
    /**
     * Likes or unlikes for a signed-in session: nothing happens, and undefined comes back, unless session `sid` exists
     * unrevoked and belongs to `user` (sessions and users are never deleted, so that is a signed-in user). On
     * PostgreSQL the check, the like and its count are ONE statement: a like at a congress peak is one round trip.
     */
    changeAs: async (
      k: LikeKey,
      sid: string,
      user: string,
      add: boolean,
      now: number,
    ): Promise<{ changed: boolean; count: number } | undefined> => {
      if (engine === 'postgres') {
        const row = (await (add ? likeAsStatement : unlikeAsStatement)(k, sid, user, now).execute(db)).rows[0];
        if (!row?.signed_in) return undefined;
        return row.n === null
          ? { changed: false, count: Number(row.before ?? 0) }
          : { changed: true, count: Number(row.n) };
      }
      const live = await db
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', sid)
        .where('revoked', '=', 0)
        .where('user_id', '=', user)
        .executeTakeFirst();
      return live ? likes.change(k, user, add, now) : undefined;
    },
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
  return likes;
}

/** Inserts the like and, only when it was new, raises the count; returns the new count, or no row when unchanged. */
const likeStatement = (k: LikeKey, user: string, now: number) => sql<{ n: number }>`
  with added as (
    insert into likes (client, type, resource_id, user_id, created)
    values (${k.client}, ${k.type}, ${k.id}, ${user}, ${now})
    on conflict do nothing
    returning 1
  )
  insert into like_counts (client, type, resource_id, n)
  select ${k.client}, ${k.type}, ${k.id}, 1 from added
  on conflict (client, type, resource_id) do update set n = like_counts.n + 1
  returning n`;

/** Deletes the like and, only when there was one, lowers the count; returns the new count, or no row when unchanged. */
const unlikeStatement = (k: LikeKey, user: string, _now: number) => sql<{ n: number }>`
  with removed as (
    delete from likes
    where client = ${k.client} and type = ${k.type} and resource_id = ${k.id} and user_id = ${user}
    returning 1
  )
  update like_counts set n = n - 1
  where client = ${k.client} and type = ${k.type} and resource_id = ${k.id} and exists (select 1 from removed)
  returning n`;

/** The session that authorises a like: unrevoked, of the user who likes. */
const liveSession = (sid: string, user: string) => sql`
  select 1 from sessions where id = ${sid} and revoked = 0 and user_id = ${user}`;

/** The count before this statement (its snapshot): the answer when the like was already there (or not). */
const countBefore = (k: LikeKey) => sql`
  select n from like_counts where client = ${k.client} and type = ${k.type} and resource_id = ${k.id}`;

interface ChangedAs {
  signed_in: boolean;
  n: number | null;
  before: number | null;
}

/** likeStatement behind the session check: `signed_in` false and nothing written for a signed-out session. */
const likeAsStatement = (k: LikeKey, sid: string, user: string, now: number) => sql<ChangedAs>`
  with live as (${liveSession(sid, user)}),
  added as (
    insert into likes (client, type, resource_id, user_id, created)
    select ${k.client}, ${k.type}, ${k.id}, ${user}, ${now} from live
    on conflict do nothing
    returning 1
  ),
  counted as (
    insert into like_counts (client, type, resource_id, n)
    select ${k.client}, ${k.type}, ${k.id}, 1 from added
    on conflict (client, type, resource_id) do update set n = like_counts.n + 1
    returning n
  )
  select exists (select 1 from live) as signed_in, (select n from counted) as n, (${countBefore(k)}) as before`;

/** unlikeStatement behind the session check. */
const unlikeAsStatement = (k: LikeKey, sid: string, user: string, _now: number) => sql<ChangedAs>`
  with live as (${liveSession(sid, user)}),
  removed as (
    delete from likes
    where client = ${k.client} and type = ${k.type} and resource_id = ${k.id} and user_id = ${user}
      and exists (select 1 from live)
    returning 1
  ),
  counted as (
    update like_counts set n = n - 1
    where client = ${k.client} and type = ${k.type} and resource_id = ${k.id} and exists (select 1 from removed)
    returning n
  )
  select exists (select 1 from live) as signed_in, (select n from counted) as n, (${countBefore(k)}) as before`;
