import type { Kysely } from 'kysely';
import type { Schema } from '../schema';
import { joinTransaction } from './join-transaction';
import { runPrepared } from '../prepared';

export interface BasketEvent {
  add: boolean;
  type: string;
  id: string;
  ts: number;
}

/** Favourites per user. A batch of events is one transaction: all stored, or none. */
export function basketsRepo(db: Kysely<Schema>) {
  return {
    items: (client: string, user: string) =>
      db
        .selectFrom('basket')
        .select(['item_type', 'item_id', 'added'])
        .where('client', '=', client)
        .where('user_id', '=', user)
        .orderBy('added')
        .orderBy('item_type')
        .orderBy('item_id')
        .execute(),
    /** Inside a transaction already (a group commit's), the events join it; else they get one of their own. */
    apply: (client: string, user: string, events: BasketEvent[]) => {
      const store = async (trx: Kysely<Schema>) => {
        for (const e of events) {
          // Prepared statements (../prepared.ts): favourites are the second most frequent write at a congress peak.
          await runPrepared(
            trx,
            e.add
              ? trx
                  .insertInto('basket')
                  .values({ client, user_id: user, item_type: e.type, item_id: e.id, added: e.ts })
                  .onConflict((oc) => oc.doNothing())
              : trx
                  .deleteFrom('basket')
                  .where('client', '=', client)
                  .where('user_id', '=', user)
                  .where('item_type', '=', e.type)
                  .where('item_id', '=', e.id),
          );
        }
      };
      return joinTransaction(db, store);
    },
  };
}
