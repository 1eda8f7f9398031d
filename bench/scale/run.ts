/**
 * Scale scenario of `npm run bench:server -- --scenario scale` (docs/deploy.md "Sizing"): N viewers across P server
 * processes behind a real nginx, sharing one Redis, on this machine. Each viewer holds a live-counter socket (half
 * announce `dmc2026/hall-a`, half `dmc2026/hall-b`) and polls its channel every 15 s through nginx, as in
 * bench/viewers. Measured per P (1 and 4 in the same run, so the machine's load is comparable):
 * - sockets held, counter messages per viewer until every socket was told the final count;
 * - how long after the last join every process's totals (and per-context counts) equal N;
 * - poll p99 after the join (and while joining), and the second after the join with the highest p99: a stall of a
 *   few hundred ms makes a run's p99, and when it came tells what caused it;
 * - with P > 1: `kill -9` of one process → how long until every other process's totals lose exactly its viewers;
 *   Redis stopped (totals fall back to each process's own) and started again → how long until they are right.
 * Figures, not pass/fail: the goal (20,000 viewers, 4 processes, 2 cores) is printed beside them.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startRedis, type Engine } from '../../test/support/engines';
import { isEvent, nextMessage } from '../viewers/child-ipc';
import { percentile, raiseFileLimit, worstSecond } from '../viewers/machine';
import { poll, pollOnce, sleep } from '../viewers/pollers';
import type { SocketsCommand } from '../viewers/sockets-child';
import { startNginx } from './nginx';

const CONTEXTS = ['dmc2026/hall-a', 'dmc2026/hall-b'];
/** Sockets per holder process: a process holds one descriptor per socket (ulimit -n is 20,000 here). */
const SOCKETS_PER_HOLDER = 10_000;
const WARM_VIEWERS = 300;
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

interface Counts {
  count: number;
  total: number;
  local: { count: number; total: number };
}
interface Server {
  proc: ChildProcess;
  port: number;
}

export interface ScaleResult {
  processes: number;
  n: number;
  held: number;
  serverSockets: number[];
  msgsPerViewer: number;
  joinS: number;
  totalsAfterJoinMs: number | null;
  p99Joining: number;
  p99After: number;
  /** The second after the join whose polls had the highest p99 (a stall shows here, and when it came). */
  worstAfter: { second: number; p99: number };
  pollErrors: number;
  killMs: number | null;
  killedViewers: number;
  redisFallbackMs: number | null;
  redisBackMs: number | null;
  load: number;
}

function forkTs(file: string, env: Record<string, string> = {}): ChildProcess {
  return fork(file, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
}

async function startServers(p: number, redis: Engine, publicUrl: string, dataDir: string): Promise<Server[]> {
  return Promise.all(
    Array.from({ length: p }, async () => {
      const proc = forkTs(here('../../test/support/server-main.ts'), {
        CP_SERVER_OPTIONS: JSON.stringify({ port: 0, redisUrl: redis.url, publicUrl, liveToday: true, dataDir }),
      });
      const m = await nextMessage(proc, (x): x is { ev: 'listening'; port: number } => isEv(x, 'listening'), 180_000);
      return { proc, port: m.port };
    }),
  );
}

const isEv = (m: unknown, ev: string) => (m as { ev?: string })?.ev === ev;

async function countsOf(server: Server, context: string): Promise<Counts> {
  const answer = nextMessage(server.proc, (m): m is Counts => isEv(m, 'count'), 10_000);
  server.proc.send({ cmd: 'count', client: 'demo', context });
  return answer;
}

/** Polls every live server's counts every 100 ms until `right` holds for all; ms taken, or null after `limitMs`. */
async function untilCounts(
  servers: Server[],
  right: (counts: Counts[], server: Server) => boolean,
  limitMs: number,
): Promise<number | null> {
  const t0 = performance.now();
  while (performance.now() - t0 < limitMs) {
    const ok = await Promise.all(
      servers.map(async (s) => right(await Promise.all(CONTEXTS.map((c) => countsOf(s, c))), s)),
    );
    if (ok.every(Boolean)) return performance.now() - t0;
    await sleep(100);
  }
  const last = await Promise.all(servers.map((s) => Promise.all(CONTEXTS.map((c) => countsOf(s, c)))));
  console.log(`  counts not right within ${limitMs / 1000} s; last seen: ${JSON.stringify(last)}`);
  return null;
}

async function stopAll(children: ChildProcess[]): Promise<void> {
  for (const c of children) if (c.connected) c.send({ cmd: 'close' } satisfies SocketsCommand);
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  await sleep(1500);
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
}

async function step(p: number, n: number, rounds: number): Promise<ScaleResult> {
  const redis = await startRedis();
  const dataDir = mkdtempSync(join(tmpdir(), 'cp-bench-scale-'));
  const nginxPort = await freePort();
  const publicUrl = `http://127.0.0.1:${nginxPort}`;
  const servers = await startServers(p, redis, publicUrl, dataDir);
  const nginx = await startNginx(
    servers.map((s) => `127.0.0.1:${s.port}`),
    nginxPort,
  );
  // At least one holder per context, so both contexts have viewers whatever N.
  const holders = Array.from({ length: Math.max(CONTEXTS.length, Math.ceil(n / SOCKETS_PER_HOLDER)) }, () =>
    forkTs(here('../viewers/sockets-child.ts')),
  );
  const wsUrl = `${nginx.url.replace('http', 'ws')}/api/live/counter`;
  try {
    // Warm-up, as in bench/viewers: the code paths of every process are compiled before the peak.
    const warmed = nextMessage(holders[0], isEvent('warmed'), 120_000);
    holders[0].send({ cmd: 'warm', url: wsUrl, n: WARM_VIEWERS, client: 'demo', context: 'warm-up' });
    for (let i = 0; i < WARM_VIEWERS; i++) await pollOnce(nginx.url, await pollOnce(nginx.url));
    await warmed;
    await sleep(3000);

    const t0 = performance.now();
    const share = Math.ceil(n / holders.length);
    const perContext = n / CONTEXTS.length;
    const joined = holders.map((h) => nextMessage(h, isEvent('joined'), 900_000));
    const settled = holders.map((h) => nextMessage(h, isEvent('settled'), 900_000));
    holders.forEach((h, i) =>
      h.send({
        cmd: 'join',
        url: wsUrl,
        n: Math.min(share, n - i * share),
        client: 'demo',
        context: CONTEXTS[i % CONTEXTS.length],
        concurrency: 16,
        settleTimeoutMs: 120_000,
        target: perContext,
      } satisfies SocketsCommand),
    );
    const polling = poll(nginx.url, n, rounds);
    const joins = await Promise.all(joined);
    const joinS = (performance.now() - t0) / 1000;
    const held = joins.reduce((sum, j) => sum + j.open, 0);
    // Every process's totals, and its count per context, equal what is held.
    const totalsAfterJoinMs = await untilCounts(
      servers,
      (counts) => counts.every((c) => c.total === held && c.count === held / CONTEXTS.length),
      30_000,
    );
    const [polls, ...settles] = await Promise.all([polling, ...settled]);
    const messages = settles.reduce((sum, s) => sum + s.messages, 0);
    const pollStarts = polls.startedAt;
    const joinMs = joinS * 1000;
    const result: ScaleResult = {
      processes: p,
      n,
      held,
      serverSockets: [],
      msgsPerViewer: messages / n,
      joinS,
      totalsAfterJoinMs,
      p99Joining: percentile(
        polls.latencies.filter((_, i) => pollStarts[i] < joinMs),
        99,
      ),
      p99After: percentile(
        polls.latencies.filter((_, i) => pollStarts[i] >= joinMs),
        99,
      ),
      worstAfter: worstSecond(polls.latencies, pollStarts, joinMs),
      pollErrors: polls.errors,
      killMs: null,
      killedViewers: 0,
      redisFallbackMs: null,
      redisBackMs: null,
      load: os.loadavg()[0],
    };
    const locals = await Promise.all(servers.map(async (s) => (await countsOf(s, CONTEXTS[0])).local.total));
    result.serverSockets = locals;
    if (p > 1) {
      // kill -9 of the first process: the others lose exactly its viewers (their sockets are not reconnected here).
      const [victim, ...rest] = servers;
      result.killedViewers = locals[0];
      const expected = held - locals[0];
      victim.proc.kill('SIGKILL');
      result.killMs = await untilCounts(rest, (counts) => counts.every((c) => c.total === expected), 30_000);
      // Redis stopped: every process falls back to its own viewers; started again on its port: right again.
      await redis.stop();
      result.redisFallbackMs = await untilCounts(
        rest,
        (counts) => counts.every((c) => c.total === c.local.total),
        30_000,
      );
      const restarted = await startRedis(redis.port);
      Object.assign(redis, { stop: restarted.stop });
      result.redisBackMs = await untilCounts(rest, (counts) => counts.every((c) => c.total === expected), 30_000);
    }
    return result;
  } finally {
    await stopAll([...holders, ...servers.map((s) => s.proc)]);
    await nginx.stop();
    await redis.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function scaleScenario(options: { n?: number; runs?: number; processes?: number[]; rounds?: number }) {
  const n = options.n ?? 20_000;
  const runs = options.runs ?? 3;
  const processes = options.processes ?? [1, 4];
  const fileLimit = raiseFileLimit(200_000);
  // One process cannot hold more sockets than its open-file limit allows (plus its own files and poll connections).
  const oneProcessMax = Math.floor((fileLimit - 1500) / 1000) * 1000;
  console.log(
    `scale: ${n} viewers (counter socket + ${15} s poll each) behind nginx, processes ${processes.join(' vs ')}, ${runs} runs; ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const results: ScaleResult[] = [];
  for (let run = 1; run <= runs; run++) {
    for (const p of processes) {
      const viewers = p === 1 && n > oneProcessMax ? oneProcessMax : n;
      if (viewers < n) console.log(`  1 process: ${viewers} viewers (open-file limit ${fileLimit} per process)`);
      const r = await step(p, viewers, options.rounds ?? 2);
      results.push(r);
      console.log(`  run ${run}, ${p} process${p > 1 ? 'es' : ''}: ${JSON.stringify(r)}`);
    }
  }
  const ms = (v: number | null) => (v === null ? 'not in 30 s' : `${(v / 1000).toFixed(2)} s`);
  const header = [
    'processes',
    'run',
    'held',
    'sockets per process',
    'join s',
    'msgs/viewer joining',
    'totals = N after last join',
    'poll p99 ms joining / after',
    'worst second after: p99 ms (at s)',
    'poll errors',
    'kill -9: totals right',
    'Redis down: own counts / back: right',
    'load 1 min',
  ];
  const rows = results.map((r, i) => [
    String(r.processes),
    String(Math.floor(i / processes.length) + 1),
    `${r.held}/${r.n}`,
    r.serverSockets.join(' + '),
    r.joinS.toFixed(1),
    r.msgsPerViewer.toFixed(2),
    ms(r.totalsAfterJoinMs),
    `${r.p99Joining.toFixed(1)} / ${r.p99After.toFixed(1)}`,
    `${r.worstAfter.p99.toFixed(1)} (${r.worstAfter.second} s)`,
    String(r.pollErrors),
    r.processes > 1 ? `${ms(r.killMs)} (−${r.killedViewers})` : '—',
    r.processes > 1 ? `${ms(r.redisFallbackMs)} / ${ms(r.redisBackMs)}` : '—',
    r.load.toFixed(1),
  ]);
  const width = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(width[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  for (const p of processes) {
    const mine = results.filter((r) => r.processes === p);
    const median = (f: (r: ScaleResult) => number | null) => {
      const values = mine.map(f).filter((v): v is number => v !== null);
      return values.length ? percentile(values, 50) : NaN;
    };
    console.log(
      `median of ${mine.length}, ${p} process${p > 1 ? 'es' : ''}: msgs/viewer ${median((r) => r.msgsPerViewer).toFixed(2)}, totals after join ${(median((r) => r.totalsAfterJoinMs) / 1000).toFixed(2)} s, poll p99 after join ${median((r) => r.p99After).toFixed(1)} ms, kill -9 ${(median((r) => r.killMs) / 1000).toFixed(1)} s, Redis back ${(median((r) => r.redisBackMs) / 1000).toFixed(1)} s, load ${median((r) => r.load).toFixed(1)}`,
    );
  }
  console.log(
    'goal: 20,000 viewers, 4 processes: every socket held; totals = N within 1 s of the last join; ≤ 2 msgs/viewer joining; poll p99 ≤ 50 ms after the join; kill -9 right within 15 s; Redis back: right within 5 s',
  );
  return results;
}
