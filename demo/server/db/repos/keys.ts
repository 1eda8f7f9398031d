import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../schema';

/**
 * A named secret, created once: every process offers a random one with INSERT … ON CONFLICT DO NOTHING and then
 * reads the one stored, so processes starting together agree on the first one written.
 */
export function keysRepo(db: Kysely<Schema>) {
  return {
    once: async (name: string): Promise<Uint8Array> => {
      await db
        .insertInto('secrets')
        .values({ name, value: randomBytes(32) })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db.selectFrom('secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
      return new Uint8Array(row.value);
    },
  };
}
