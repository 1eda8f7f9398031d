/**
 * Writes scenario of `npm run bench:server -- --scenario writes`: likes and basket events at a fixed rate (open loop:
 * requests leave on a schedule, not when the previous one returns, so a slow server shows as latency, not as a lower
 * rate) against a server in a child process, on a throwaway PostgreSQL (fsync on, as in production) and on SQLite.
 * Goal (figures, not pass/fail): 1,000 likes/s and 200 basket events/s sustained on PostgreSQL with p99 ≤ 50 ms.
 *
 * Every server first runs `warmupSeconds` at the same rates, not counted (a freshly started process compiles its hot
 * paths in its first seconds; the runs measure the sustained rate).
 *
 * Each like is a POST or DELETE of one signed-in user's like (each user toggles its own items, so every request
 * changes a row and a count); each basket event is a POST /basket/events with one ADD_ITEM or REMOVE_ITEM.
 */
import http from 'node:http';
import os, { tmpdir } from 'node:os';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type PostgresEngine, startPostgres } from '../../test/support/engines';
import { type ServerProcess, startServerProcess } from '../../test/support/server-process';

export interface WritesOptions {
  likesPerSecond?: number;
  basketPerSecond?: number;
  seconds?: number;
  runs?: number;
  /**
   * Seconds at the same rates before the runs, per server, not counted (default 3; 0 measures a cold process): the
   * goal is a sustained rate, and a process that just started spends its first seconds compiling its hot paths.
   */
  warmupSeconds?: number;
  /** Another checkout whose server runs beside this one's, run for run (`--baseline /path/to/checkout`). */
  baseline?: string;
}

const USERS = 200;
const TICK_MS = 10;

const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });

function request(url: string, method: string, token: string, body?: unknown): Promise<number> {
  return new Promise((resolve) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: { authorization: `Bearer ${token}`, ...(data ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(599));
    req.end(data);
  });
}

/** CPU time a process has used (user + system, ms; Linux's /proc, ticks of 10 ms), or NaN elsewhere. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

async function oneRun(url: string, pid: number | undefined, options: Required<Omit<WritesOptions, 'baseline'>>) {
  const api = `${url}/api`;
  const ids = (
    (await (await fetch(`${api}/demo/wcm/congressresources.json?limit=50&sort=id`)).json()) as {
      data: { id: number }[];
    }
  ).data.map((r) => r.id);
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const session = (await (await fetch(`${api}/guest/demo`, { method: 'POST' })).json()) as { access_token: string };
    tokens.push(session.access_token);
  }
  const liked = new Set<string>();
  const inBasket = new Set<string>();
  const likeTimes: number[] = [];
  const basketTimes: number[] = [];
  let errors = 0;
  let n = 0;
  const inFlight: Promise<void>[] = [];
  const timed = (times: number[], sent: Promise<number>) => {
    const t0 = performance.now();
    inFlight.push(
      sent.then((status) => {
        times.push(performance.now() - t0);
        if (status >= 300) errors++;
      }),
    );
  };
  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  const end = started + options.seconds * 1000;
  let likesDue = 0;
  let basketDue = 0;
  while (performance.now() < end) {
    const elapsed = (performance.now() - started) / 1000;
    for (; likesDue < elapsed * options.likesPerSecond; likesDue++, n++) {
      const user = n % USERS;
      const id = ids[Math.floor(n / USERS) % ids.length];
      const key = `${user}:${id}`;
      const add = !liked.has(key);
      if (add) liked.add(key);
      else liked.delete(key);
      timed(likeTimes, request(`${api}/demo/congressresources/${id}/like`, add ? 'POST' : 'DELETE', tokens[user]));
    }
    for (; basketDue < elapsed * options.basketPerSecond; basketDue++, n++) {
      const user = n % USERS;
      const id = String(ids[n % ids.length]);
      const key = `${user}:${id}`;
      const add = !inBasket.has(key);
      if (add) inBasket.add(key);
      else inBasket.delete(key);
      const events = [{ event: add ? 'ADD_ITEM' : 'REMOVE_ITEM', item_type: 'congressresource', item_id: id }];
      timed(basketTimes, request(`${api}/basket/events`, 'POST', tokens[user], { events }));
    }
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - started) / 1000;
  const stats = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return { perSecond: times.length / seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  };
  // The server's CPU per write: what a busy machine's latency hides (it waits for a core, not for the database).
  const cpuPerWrite = (cpuMs(pid) - cpuBefore) / (likeTimes.length + basketTimes.length);
  return { likes: stats(likeTimes), basket: stats(basketTimes), errors, cpuPerWrite };
}

export async function writesScenario(input: WritesOptions = {}): Promise<void> {
  const options: Required<Omit<WritesOptions, 'baseline'>> = {
    likesPerSecond: input.likesPerSecond ?? 1000,
    basketPerSecond: input.basketPerSecond ?? 200,
    seconds: input.seconds ?? 10,
    runs: input.runs ?? 3,
    warmupSeconds: input.warmupSeconds ?? 3,
  };
  const tmp = mkdtempSync(join(tmpdir(), 'cp-bench-writes-'));
  const rows: string[] = [];
  // With a baseline, both servers run on the same engine, each on its own database, taking turns run by run: the
  // machine's load (shared, noisy) falls on both alike.
  const servers = [
    { label: 'this', root: undefined as string | undefined },
    ...(input.baseline ? [{ label: 'baseline', root: input.baseline }] : []),
  ];
  try {
    for (const engine of ['postgres', 'sqlite'] as const) {
      const started: { label: string; server: ServerProcess; pg?: PostgresEngine }[] = [];
      try {
        for (const { label, root } of servers) {
          const pg = engine === 'postgres' ? await startPostgres('portal', { durable: true }) : undefined;
          const dir = join(tmp, `${engine}-${label}`);
          started.push({ label, pg, server: await startServerProcess(dir, pg?.url ?? '', '', root) });
        }
        if (options.warmupSeconds > 0)
          for (const { server } of started)
            await oneRun(server.url, server.child.pid, { ...options, seconds: options.warmupSeconds });
        for (let run = 1; run <= options.runs; run++) {
          for (const { label, server } of started) {
            const r = await oneRun(server.url, server.child.pid, options);
            const load = os
              .loadavg()
              .map((l) => l.toFixed(1))
              .join(' ');
            const f = (x: number) => x.toFixed(1);
            const name = servers.length > 1 ? `${engine} (${label})` : engine;
            rows.push(
              `| ${name} | ${run} | ${f(r.likes.perSecond)} | ${f(r.likes.p50)} | ${f(r.likes.p99)} | ${f(r.basket.perSecond)} | ${f(r.basket.p50)} | ${f(r.basket.p99)} | ${r.errors} | ${r.cpuPerWrite.toFixed(2)} | ${load} |`,
            );
            console.log(rows.at(-1));
          }
        }
      } finally {
        for (const { server, pg } of started) {
          await server.kill9();
          await pg?.stop();
        }
      }
    }
  } finally {
    agent.destroy();
    rmSync(tmp, { recursive: true, force: true });
  }
  console.log(
    `\nWrites: ${options.likesPerSecond} likes/s + ${options.basketPerSecond} basket events/s for ${options.seconds} s after ${options.warmupSeconds} s of warm-up, ${USERS} users (goal on PostgreSQL: p99 ≤ 50 ms)`,
  );
  console.log(
    '| engine | run | likes/s | like p50 ms | like p99 ms | basket/s | basket p50 ms | basket p99 ms | errors | server CPU ms/write | load 1/5/15 |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}
