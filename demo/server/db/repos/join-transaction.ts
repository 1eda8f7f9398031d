import type { Kysely } from 'kysely';
import type { Schema } from '../schema';

/**
 * Runs `work` in a transaction of its own, or in the one `db` is already (a group commit hands its transaction to
 * the repositories): a write that must be atomic is, and one batched with others commits with them.
 */
export function joinTransaction<T>(db: Kysely<Schema>, work: (trx: Kysely<Schema>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
