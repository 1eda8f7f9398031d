import type { Kysely, Transaction } from 'kysely';
import type { Schema } from './schema';

/** One caller's write: `key` orders it in its batch (the rows it locks), `run` does it in the batch's transaction. */
interface Job {
  key: string;
  run: (trx: Transaction<Schema>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitOptions {
  /** How long the first write of a batch waits for others to join it (ms). */
  windowMs: number;
  /** A batch this large starts at once. */
  maxBatch: number;
  /** Batches committing at the same time (each holds one pooled connection until its COMMIT returns). */
  maxInFlight: number;
}

/**
 * Group commit: writes that arrive within a few milliseconds share one transaction, so a thousand likes a second
 * cost a few hundred COMMITs (and disk flushes) instead of a thousand, and hold one pooled connection per batch.
 * Every caller is answered only after the COMMIT of its batch returned: an acknowledged write is durable exactly as
 * if it had committed alone. The jobs of a batch run one after another, so two likes of one item count exactly.
 *
 * If anything in a batch fails (a job throws, the COMMIT fails), nothing of it was committed, and every job runs
 * again in a transaction of its own: each caller gets its own honest outcome, and one bad write fails only its own
 * request. Jobs must therefore be repeatable — the like and basket writes are (conditional inserts and deletes).
 *
 * Batches that commit at the same time lock rows in the order of their jobs' keys (each batch sorts by key, stably,
 * so one user's writes to one row keep their order): two batches never wait for each other in a cycle.
 */
export function groupCommit(db: Kysely<Schema>, options: GroupCommitOptions) {
  const queue: Job[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = 0;

  const alone = (job: Job) =>
    db
      .transaction()
      .execute((trx) => job.run(trx))
      .then(job.resolve, job.reject);

  const commit = async (jobs: Job[]) => {
    jobs.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    let results: unknown[];
    try {
      results = await db.transaction().execute(async (trx) => {
        const out: unknown[] = [];
        for (const job of jobs) out.push(await job.run(trx));
        return out;
      });
    } catch {
      // Rolled back as a whole: nothing of the batch is stored, so each write is tried once more on its own.
      await Promise.all(jobs.map(alone));
      return;
    }
    jobs.forEach((job, i) => job.resolve(results[i]));
  };

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    while (queue.length && inFlight < options.maxInFlight) {
      inFlight++;
      void commit(queue.splice(0, options.maxBatch)).finally(() => {
        inFlight--;
        // What queued while this batch committed goes next, without waiting for another window.
        if (queue.length) flush();
      });
    }
  };

  return {
    run<T>(key: string, run: (trx: Transaction<Schema>) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ key, run, resolve: resolve as (value: unknown) => void, reject });
        if (queue.length >= options.maxBatch) flush();
        else timer ??= setTimeout(flush, options.windowMs);
      });
    },
    /** Commits what is queued and waits until no batch is left (before the pool closes). */
    async drain(): Promise<void> {
      while (queue.length || inFlight) {
        flush();
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    },
  };
}
