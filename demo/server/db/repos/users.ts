import type { Kysely } from 'kysely';
import type { Schema } from '../schema';

/** Users created by JWT, gift-code or guest login; the profile is the user object as JSON. */
export function usersRepo(db: Kysely<Schema>) {
  return {
    profile: async (id: string): Promise<string | undefined> =>
      (await db.selectFrom('users').select('profile').where('id', '=', id).executeTakeFirst())?.profile,
    save: async (id: string, client: string, profile: string) => {
      await db
        .insertInto('users')
        .values({ id, client, profile })
        .onConflict((oc) => oc.column('id').doUpdateSet({ profile }))
        .execute();
    },
  };
}
