/**
 * `npm run bench:server`: reference-server figures (budgets from the server issue), printed as a table.
 * - start-up with the demo dataset (budget ≤ 2 s): startServer() until listening, median of 3;
 * - search p95 on 20,000 resources (budget ≤ 25 ms): the demo dataset generated at scale 10;
 * - list endpoints requests/s (budget ≥ 1,500/s on 2 cores): server in a child process, keep-alive load;
 * - import of a generated frab schedule with 40 rooms × 1,000 talks, and its channel list.
 * - viewers (bench/viewers/run.ts): N live-counter sockets + N channel pollers at 15 s, N = 1,000 … 10,000.
 * - writes (bench/writes/run.ts, only with `--scenario writes`): likes and basket events at a fixed rate on
 *   PostgreSQL and SQLite; `--likes 1000 --basket 200 --seconds 10 --runs 3 --warmup 3`, `--baseline <checkout>`
 *   runs another checkout's server beside this one, run for run.
 * Figures, not pass/fail: machines are noisy.
 *
 * - scale (bench/scale/run.ts): 20,000 viewers across 1 and then 4 server processes behind nginx, sharing one Redis.
 * - calendar feed (bench/feed/run.ts, only with `--scenario feed`): a 1,000-session agenda feed built, and its 304.
 * - search engines (bench/search-engines.ts, only with `--scenario search-pg`): PostgreSQL at 200,000 resources beside
 *   minisearch at 20,000 and 200,000.
 *
 * `-- --scenario server|viewers|writes|scale|search-pg` runs one part; `--viewers 1000,2500` and `--rounds 2` shape
 * the viewers steps; `--cold` skips their warm-up (bench/viewers/run.ts WARM_VIEWERS). The scale part runs only when
 * asked for (`--scenario scale [--viewers 20000] [--runs 3] [--processes 1,4]`): it needs nginx and redis-server.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDataset } from '../demo/data/generate/index';
import { writeDataset } from '../demo/data/generate/write';
import { startServer } from '../demo/server/app';
import { makeFrab } from '../test/fixtures/schedules/make-frab';
import { scaleScenario } from './scale/run';
import { searchEnginesScenario } from './search-engines';
import { viewersScenario } from './viewers/run';
import { writesScenario } from './writes/run';
import { feedScenario } from './feed/run';
import { agent, load, percentile } from './lib/http-load';
import { search } from './server-search';

const FAKENOW = encodeURIComponent('2026-03-04T10:10:00+01:00');
const tmp = mkdtempSync(join(tmpdir(), 'cp-bench-'));

async function startup(): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const dataDir = join(tmp, `startup-${i}`);
    const t0 = performance.now();
    const server = await startServer({ port: 0, quiet: true, dataDir });
    times.push(performance.now() - t0);
    await server.close();
  }
  return times;
}

/** Runs the server in a child process so the load generator does not share its event loop. */
function child(args: string[]): Promise<{ proc: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const proc = fork(fileURLToPath(import.meta.url), ['--child', ...args], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    proc.once('message', (m) => resolve({ proc, url: String(m) }));
    proc.once('exit', (code) => reject(new Error(`child exited ${code}`)));
  });
}

async function main(): Promise<void> {
  const rows: [string, string, string][] = [];
  const start = await startup();
  rows.push(['start-up, demo dataset (median of 3)', `${percentile(start, 50).toFixed(0)} ms`, '≤ 2000 ms']);

  const bigDir = join(tmp, 'dataset-x10');
  writeDataset(generateDataset({ scale: 10 }), bigDir);
  const s = await search(bigDir, join(tmp, 'search'));
  rows.push([
    `search p95 (${s.total} resources, ${s.latencies.length} queries)`,
    `${percentile(s.latencies, 95).toFixed(1)} ms (p50 ${percentile(s.latencies, 50).toFixed(1)})`,
    '≤ 25 ms',
  ]);
  rows.push([
    '  search p95 in CPU time (no waiting for a busy CPU)',
    `${percentile(s.cpuTimes, 95).toFixed(1)} ms (p50 ${percentile(s.cpuTimes, 50).toFixed(1)})`,
    '≤ 25 ms',
  ]);
  rows.push([
    '  first request of each text (cold full-text stage), max',
    `${Math.max(...s.cold).toFixed(1)} ms (median ${percentile(s.cold, 50).toFixed(1)})`,
    '',
  ]);
  rows.push(['autocomplete p95', `${percentile(s.auto, 95).toFixed(1)} ms`, '']);

  const demo = await child([]);
  const lists = [
    `/api/demo/wcm/congressresources.json?filter=project==dmc2026;topics==Cardiology&limit=24&page=2`,
    `/api/demo/wcm/congressresources.json?limit=24&sort=-datestart`,
    `/api/demo/wcm/events.json?filter=project==dmc2026;channels.slug==hall-a|hall-b;datestart>=2026-03-04T00:00:00%2B01:00;datestart<=2026-03-04T23:59:59%2B01:00&sort=datestart&limit=999&fakenow=${FAKENOW}`,
    `/api/demo/wcm/channels.json?filter=project==dmc2026&limit=99&fakenow=${FAKENOW}`,
    `/api/demo/wcm/speakers.json?limit=24&page=3`,
  ];
  const listLoad = await load(demo.url, lists, 5, demo.proc);
  rows.push([
    'list endpoints, 32 concurrent, keep-alive',
    `${listLoad.rps.toFixed(0)} req/s measured (${listLoad.errors} errors)`,
    '≥ 1500 req/s',
  ]);
  rows.push([
    '  list capacity: requests per server CPU-second',
    `${listLoad.perCpuSecond.toFixed(0)} req/s per core`,
    '',
  ]);
  const channelLoad = await load(
    demo.url,
    [`/api/demo/wcm/channels/hall-a?project=dmc2026&fakenow=${FAKENOW}`],
    3,
    demo.proc,
  );
  rows.push([
    'single live channel (15 s poll target)',
    `${channelLoad.rps.toFixed(0)} req/s (${channelLoad.perCpuSecond.toFixed(0)} per CPU-s)`,
    '',
  ]);
  demo.proc.kill('SIGTERM');

  const frab = join(tmp, 'large.frab.json');
  writeFileSync(frab, JSON.stringify(makeFrab({ acronym: 'BIG2026', roomCount: 40, talks: 25, days: ['2026-05-04'] })));
  const t0 = performance.now();
  const big = await child([frab]);
  const importMs = performance.now() - t0;
  const bigLoad = await load(
    big.url,
    [
      '/api/demo/wcm/channels.json?filter=project==big2026&limit=99',
      '/api/demo/wcm/events.json?filter=project==big2026;channels.slug==hall-a&limit=999&sort=datestart',
    ],
    3,
    big.proc,
  );
  big.proc.kill('SIGTERM');
  rows.push([
    'start with 40-room frab import (1 day × 25 talks/room)',
    `${importMs.toFixed(0)} ms incl. process start`,
    '',
  ]);
  rows.push([
    '  its channel + event lists',
    `${bigLoad.rps.toFixed(0)} req/s (${bigLoad.perCpuSecond.toFixed(0)} per CPU-s)`,
    '',
  ]);

  const huge = join(tmp, 'huge.frab.json');
  writeFileSync(huge, JSON.stringify(makeHuge()));
  const t1 = performance.now();
  const hugeServer = await child([huge]);
  const hugeMs = performance.now() - t1;
  const hugeLoad = await load(
    hugeServer.url,
    ['/api/demo/wcm/channels.json?filter=project==huge2026&limit=99'],
    3,
    hugeServer.proc,
  );
  hugeServer.proc.kill('SIGTERM');
  rows.push(['start with 40 rooms × 1,000 talks (40,000 events)', `${hugeMs.toFixed(0)} ms incl. process start`, '']);
  rows.push([
    '  its live channel list',
    `${hugeLoad.rps.toFixed(0)} req/s (${hugeLoad.perCpuSecond.toFixed(0)} per CPU-s)`,
    '',
  ]);

  rows.push(['machine load average (1 min) at the end', os.loadavg()[0].toFixed(1), '']);
  const width = [Math.max(...rows.map((r) => r[0].length)), Math.max(...rows.map((r) => r[1].length)), 12];
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(width[i])).join(' | ')} |`;
  console.log(line(['measure', 'result', 'budget']));
  console.log(`|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  rmSync(tmp, { recursive: true, force: true });
  agent.destroy();
}

/** 40 rooms × 1,000 talks: 25 talks per room per day over 40 days (frab days are calendar days). */
function makeHuge() {
  const days = Array.from({ length: 40 }, (_, i) => new Date(Date.UTC(2026, 5, 1 + i)).toISOString().slice(0, 10));
  return makeFrab({ acronym: 'HUGE2026', roomCount: 40, talks: 25, days, timeZone: 'UTC', offset: '+00:00' });
}

if (process.argv[2] === '--child') {
  const schedules = process.argv.slice(3);
  const server = await startServer({
    port: 0,
    quiet: true,
    dataDir: mkdtempSync(join(tmpdir(), 'cp-bench-child-')),
    schedules,
  });
  process.send?.(server.url);
  process.on('message', () => {
    const { user, system } = process.cpuUsage();
    process.send?.((user + system) / 1000);
  });
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
} else {
  const argv = process.argv.slice(2);
  const option = (name: string) => {
    const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
    return i < 0 ? undefined : argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
  };
  const scenario = option('scenario') ?? 'all';
  if (!['all', 'server', 'viewers', 'writes', 'scale', 'search-pg', 'feed'].includes(scenario))
    throw new Error(`--scenario: expected server, viewers, writes, scale, search-pg or feed, got ${scenario}`);
  const positive = (name: string) => {
    const value = Number(option(name));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  };
  if (scenario === 'all' || scenario === 'server') await main();
  else rmSync(tmp, { recursive: true, force: true });
  if (scenario === 'feed') {
    await feedScenario();
    agent.destroy();
  } else if (scenario === 'search-pg') {
    await searchEnginesScenario();
    agent.destroy();
  } else if (scenario === 'writes') {
    await writesScenario({
      likesPerSecond: positive('likes'),
      basketPerSecond: positive('basket'),
      seconds: positive('seconds'),
      runs: positive('runs'),
      warmupSeconds: option('warmup') === undefined ? undefined : Math.max(0, Number(option('warmup')) || 0),
      baseline: option('baseline'),
    });
    agent.destroy();
  } else if (scenario === 'scale') {
    const list = (name: string) =>
      option(name)
        ?.split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0);
    await scaleScenario({
      n: list('viewers')?.[0],
      runs: list('runs')?.[0],
      processes: list('processes'),
      rounds: list('rounds')?.[0],
    });
    agent.destroy();
  } else if (scenario === 'all' || scenario === 'viewers') {
    const steps = option('viewers')
      ?.split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
    const rounds = Number(option('rounds') ?? 2);
    await viewersScenario({
      steps: steps?.length ? steps : undefined,
      rounds: Number.isInteger(rounds) && rounds > 0 ? rounds : 2,
      cold: argv.includes('--cold'),
    });
    agent.destroy();
  }
}
