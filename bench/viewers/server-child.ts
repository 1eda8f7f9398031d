/**
 * Child process of the viewers benchmark: the reference server on 127.0.0.1 with live projects shifted to today
 * (as `npm start` does), so channel answers carry a full day of events. Sends its URL, then answers 'stats'
 * with its CPU time (ms), open WebSockets and open file descriptors.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startServer } from '../../demo/server/app';

/** `loopP99Ms`: event-loop delay p99 since the last 'stats' (how long a ready request could wait for the loop). */
export interface ServerStats {
  cpuMs: number;
  sockets: number;
  fds: number;
  rssMb: number;
  loopP99Ms: number;
}

const dataDir = mkdtempSync(join(tmpdir(), 'cp-bench-viewers-'));
const server = await startServer({ port: 0, host: '127.0.0.1', quiet: true, dataDir, liveToday: true });
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
process.send?.(server.url);
process.on('message', (m) => {
  if (m !== 'stats') return;
  const { user, system } = process.cpuUsage();
  let fds = -1;
  try {
    fds = readdirSync('/proc/self/fd').length;
  } catch {
    /* not Linux */
  }
  const stats: ServerStats = {
    cpuMs: (user + system) / 1000,
    sockets: server.app.websocketServer?.clients.size ?? 0,
    fds,
    rssMb: process.memoryUsage().rss / 2 ** 20,
    loopP99Ms: loop.percentile(99) / 1e6,
  };
  loop.reset();
  process.send?.(stats);
});
const stop = () =>
  void server.close().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
process.on('SIGTERM', stop);
process.on('disconnect', stop);
