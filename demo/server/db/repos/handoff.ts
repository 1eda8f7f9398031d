import type { Kysely } from 'kysely';
import type { Schema } from '../schema';

/** Hand-off codes (a signed-in session opened on a phone): stored as hashes, spent once. */
export function handoffRepo(db: Kysely<Schema>) {
  return {
    insert: async (row: Omit<Schema['handoff_codes'], 'used'>, now: number) => {
      // Spent and expired codes are of no use to anyone: each new code clears them.
      await db.deleteFrom('handoff_codes').where('expires', '<=', now).execute();
      await db
        .insertInto('handoff_codes')
        .values({ ...row, used: 0 })
        .execute();
    },
    /**
     * Spends a code in one conditional UPDATE … RETURNING: of two requests with the same code at once, exactly one
     * matches the row; the other, a late one or one for another client gets nothing back.
     */
    take: (codeHash: string, client: string, now: number) =>
      db
        .updateTable('handoff_codes')
        .set({ used: 1 })
        .where('code_hash', '=', codeHash)
        .where('client', '=', client)
        .where('used', '=', 0)
        .where('expires', '>', now)
        .returning(['user_id', 'method'])
        .executeTakeFirst(),
  };
}
