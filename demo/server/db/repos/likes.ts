import { type Kysely, sql } from 'kysely';
import type { Engine } from '../connect';
import type { Schema } from '../schema';
import { joinTransaction } from './join-transaction';
import { runPrepared } from '../prepared';

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
  /** The like or unlike, behind the session check when `sid` is given (undefined: that session is not signed in). */
  const changed = async (
    k: LikeKey,
    sid: string | null,
    user: string,
    add: boolean,
    now: number,
  ): Promise<Changed | undefined> => {
    if (engine === 'postgres') {
      const [row] = await runPrepared(db, (add ? likeStatement : unlikeStatement)(k, sid, user, now));
      if (!row?.signed_in) return undefined;
      return row.n === null
        ? { changed: false, count: Number(row.before ?? 0) }
        : { changed: true, count: Number(row.n) };
    }
    if (sid !== null) {
      const live = await db
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', sid)
        .where('revoked', '=', 0)
        .where('user_id', '=', user)
        .executeTakeFirst();
      if (!live) return undefined;
    }
    return joinTransaction(db, async (trx) => {
      const row = { client: k.client, type: k.type, resource_id: k.id };
      const done = add
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
      if (!done) return { changed: false, count: (await countOf(k, trx).executeTakeFirst())?.n ?? 0 };
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
    });
  };
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
    change: async (k: LikeKey, user: string, add: boolean, now: number): Promise<Changed> =>
      (await changed(k, null, user, add, now)) as Changed,
    /**
     * Likes or unlikes for a signed-in session: nothing happens, and undefined comes back, unless session `sid` exists
     * unrevoked and belongs to `user` (sessions and users are never deleted, so that is a signed-in user). On
     * PostgreSQL the check, the like and its count are ONE statement: a like at a congress peak is one round trip.
     */
    changeAs: (k: LikeKey, sid: string, user: string, add: boolean, now: number) => changed(k, sid, user, add, now),
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

/** A like's or unlike's outcome: whether it changed anything, and the item's count after it. */
export interface Changed {
  changed: boolean;
  count: number;
}

/**
 * The session that authorises a like: unrevoked, of the user who likes; with no session to check (`sid` null: a
 * caller that checked already, the group commit's test), always one row.
 */
const liveSession = (sid: string | null, user: string) =>
  sid === null ? sql`select 1` : sql`select 1 from sessions where id = ${sid} and revoked = 0 and user_id = ${user}`;

/** The count before this statement (its snapshot): the answer when the like was already there (or not). */
const countBefore = (k: LikeKey) => sql`
  select n from like_counts where client = ${k.client} and type = ${k.type} and resource_id = ${k.id}`;

interface ChangedRow {
  signed_in: boolean;
  n: number | null;
  before: number | null;
}

/**
 * Inserts the like behind the session check and, only when it was new, raises the count: `signed_in` false and
 * nothing written for a signed-out session; `n` the new count, or null when unchanged.
 */
const likeStatement = (k: LikeKey, sid: string | null, user: string, now: number) => sql<ChangedRow>`
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

/** Deletes the like behind the session check and, only when there was one, lowers the count (as likeStatement). */
const unlikeStatement = (k: LikeKey, sid: string | null, user: string, _now: number) => sql<ChangedRow>`
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
