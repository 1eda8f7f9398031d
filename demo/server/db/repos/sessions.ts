import type { Kysely } from 'kysely';
import { runPrepared } from '../prepared';
import type { Schema, SessionRow } from '../schema';

/** Sessions with their refresh tokens (stored as hashes), and the one-time OAuth2 codes that start them. */
export function sessionsRepo(db: Kysely<Schema>) {
  return {
    insert: async (row: Omit<SessionRow, 'revoked'>) => {
      await db
        .insertInto('sessions')
        .values({ ...row, revoked: 0 })
        .execute();
    },
    byId: (id: string): Promise<SessionRow | undefined> =>
      db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst(),
    /**
     * The session with its user's stored profile (null for the demo's fixed users, who have no row) in one query:
     * every secured request asks this, so it is one round trip, not two, and a prepared statement (../prepared.ts).
     */
    withProfile: async (id: string): Promise<(SessionRow & { profile: string | null }) | undefined> =>
      (
        await runPrepared(
          db,
          db
            .selectFrom('sessions')
            .leftJoin('users', 'users.id', 'sessions.user_id')
            .selectAll('sessions')
            .select('users.profile')
            .where('sessions.id', '=', id),
        )
      )[0],
    /**
     * Swaps a live refresh token for the next one in one conditional UPDATE … RETURNING: of two requests presenting
     * the same token at once, exactly one matches the row; the other gets nothing back (a used token).
     */
    rotate: (oldHash: string, newHash: string, expires: number, now: number): Promise<SessionRow | undefined> =>
      db
        .updateTable('sessions')
        .set({ refresh_hash: newHash, refresh_expires: expires })
        .where('refresh_hash', '=', oldHash)
        .where('revoked', '=', 0)
        .where('refresh_expires', '>', now)
        .returningAll()
        .executeTakeFirst(),
    revoke: async (id: string) => {
      await db.updateTable('sessions').set({ revoked: 1 }).where('id', '=', id).execute();
    },
    insertCode: async (code: string, client: string, provider: string, userId: string, expires: number) => {
      await db
        .insertInto('oauth_codes')
        .values({ code, client, provider, user_id: userId, expires, used: 0 })
        .execute();
    },
    /** Spends a code (one conditional UPDATE: a code works once, however many requests race for it). */
    takeCode: (code: string, now: number) =>
      db
        .updateTable('oauth_codes')
        .set({ used: 1 })
        .where('code', '=', code)
        .where('used', '=', 0)
        .where('expires', '>', now)
        .returning(['client', 'provider', 'user_id'])
        .executeTakeFirst(),
  };
}
