import type { Kysely } from 'kysely';
import type { Schema } from '../schema';

export interface Beacon {
  kind: string;
  client: string | null;
  body: string;
  received: number;
}

/** Rows per INSERT: 4 parameters each stays far below PostgreSQL's 65,535 bound parameters. */
const BATCH = 1000;

/**
 * Beacons (heartbeats, page views, error reports) by group commit: a beacon that arrives while an INSERT is running
 * waits for the next one, which takes every beacon queued meanwhile. Under load (20,000 viewers' heartbeats are
 * about 1,000 a second) that is one multi-row INSERT per round trip; alone, a beacon is written at once. A request
 * is answered after its row is committed, so an acknowledged beacon is never lost.
 */
export function beaconsRepo(db: Kysely<Schema>) {
  let queue: { row: Beacon; done: (error?: unknown) => void }[] = [];
  let writing: Promise<void> | null = null;

  const drain = async (): Promise<void> => {
    while (queue.length) {
      const batch = queue.slice(0, BATCH);
      queue = queue.slice(BATCH);
      try {
        await db
          .insertInto('beacons')
          .values(batch.map((b) => b.row))
          .execute();
        for (const b of batch) b.done();
      } catch (error) {
        for (const b of batch) b.done(error);
      }
    }
    writing = null;
  };

  return {
    add: (row: Beacon): Promise<void> =>
      new Promise<void>((resolve, reject) => {
        queue.push({ row, done: (error) => (error ? reject(error) : resolve()) });
        writing ??= drain();
      }),
    /** Waits until every queued beacon is written (shutdown). */
    flush: async () => {
      while (writing) await writing;
    },
    latest: (kind: string, client: string | null, limit: number) => {
      let q = db
        .selectFrom('beacons')
        .select(['id', 'client', 'body', 'received'])
        .where('kind', '=', kind)
        .orderBy('id', 'desc')
        .limit(limit);
      if (client !== null) q = q.where('client', '=', client);
      return q.execute();
    },
  };
}
