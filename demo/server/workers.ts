import cluster from 'node:cluster';
import { parseRedisUrl } from './bus/redis-url';

/**
 * Why N > 1 processes need REDIS_URL: without a shared Redis every process counts only its own live viewers, keeps
 * its own copy of pauses and page edits, and keeps answers that another process's writes made stale.
 */
export function checkWorkers(workers: number, redisUrl = process.env.REDIS_URL): void {
  if (!Number.isInteger(workers) || workers < 1 || workers > 64)
    throw new Error(`--workers: expected a whole number from 1 to 64, got ${workers}`);
  if (workers === 1) return;
  if (!parseRedisUrl(redisUrl))
    throw new Error(
      `--workers ${workers}: several server processes need REDIS_URL (a Redis or Valkey they all reach): without it ` +
        'each process would count only its own live viewers, keep its own copy of channel pauses and page edits, and ' +
        'serve answers that another process has changed. Set REDIS_URL=redis://host:6379, or run one process.',
    );
}

/**
 * The primary of `--workers N` (node:cluster): forks N workers that share the listening port, replaces one that
 * dies (after a second, so a worker that cannot start does not spin), and on SIGTERM or SIGINT passes the signal on
 * and exits when every worker has finished its graceful stop.
 */
export function runPrimary(workers: number, log: (line: string) => void = console.log): void {
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(0);
      return;
    }
    log(`worker ${worker.process.pid} ended (${signal ?? `exit ${code}`}): starting another`);
    setTimeout(() => cluster.fork(), 1000).unref();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${workers} workers gracefully …`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // A worker that hangs in its stop is not waited for forever.
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
