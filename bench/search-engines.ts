/**
 * `npm run bench:server -- --scenario search-pg`: search on PostgreSQL at 200,000 generated congress resources
 * beside minisearch at 20,000 and 200,000, in one run. The three servers run at once, each in its own process, and
 * every request goes to each in turn, so all three see the same machine load (other work on this machine moves the
 * absolute figures; the ratio between engines moves much less). Three runs; the table shows each figure's median
 * with the spread (min/median/max) and the load average of every run.
 * - facets: a text, three facet selections (topics, years, category), facet counts and a sort (goal p95 ≤ 30 ms);
 * - autocomplete: the search dialog's call, the first 3 to 6 letters of a word (goal p95 ≤ 15 ms);
 * - memory: resident set size of each server process after the runs; PostgreSQL's table and indexes on disk.
 * PostgreSQL runs with 1GB of shared buffers, enough for its search tables and indexes.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { generateDataset } from '../demo/data/generate/index';
import { writeDataset } from '../demo/data/generate/write';
import { startServer } from '../demo/server/app';
import { startPostgres } from '../test/support/engines';
import { median } from './lib/stats';

interface Server {
  label: string;
  proc: ChildProcess;
  url: string;
  startMs: number;
}

const TEXTS = [
  'cardiology',
  'imaging outcomes',
  'telemedicine',
  'robotic surgery',
  'biomarkers',
  'genomic',
  'rehabilitation',
  'Bildgebung',
  'screening',
  'neurology',
  'prevention therapy',
  'radiology',
];
const TOPICS = [['Oncology', 'Surgery'], ['Cardiology'], ['Neurology', 'Radiology'], ['Rare diseases', 'Oncology']];
const CATEGORIES = ['lecture,abstract', 'eposter', 'lecture', 'slideset,e-course'];
const YEARS = ['2026', '2025,2026', '2026', '2027'];
const SORTS = ['-datestart', 'title', 'datestart', 'speaker'];
const PREFIXES = ['car', 'imag', 'tele', 'kard', 'robo', 'Ande', 'biom', 'geno', 'Bild', 'scre', 'neuro', 'rehab'];

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
function timedGet(url: string): Promise<number> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () =>
          res.statusCode === 200 ? resolve(performance.now() - t0) : reject(new Error(`${res.statusCode} ${url}`)),
        );
      })
      .on('error', reject);
  });
}
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(0.95 * values.length))];

function facetPaths(): string[] {
  return TEXTS.flatMap((text, i) =>
    [0, 1, 2, 3].map((j) => {
      const k = (i + j) % 4;
      const topics = encodeURIComponent(`topics==${TOPICS[k].join('|')}`);
      return `/api/search/demo?query=${encodeURIComponent(text)}&type=congressresource&aggregations=true&filter=${topics}&years=${YEARS[(k + 1) % 4]}&category=${CATEGORIES[(k + 2) % 4]}&sort=${SORTS[j]}&limit=24`;
    }),
  );
}
function autocompletePaths(): string[] {
  return PREFIXES.flatMap((word) =>
    [3, 4, 5, 6]
      .filter((n) => n <= word.length + 2)
      .map(
        (n) =>
          `/api/search/demo/autocomplete?query=${encodeURIComponent(word.slice(0, n))}&project=dmc2026&lang=en&size=20`,
      ),
  );
}

function startChild(label: string, datasetDir: string, databaseUrl?: string): Promise<Server> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const proc = fork(fileURLToPath(import.meta.url), ['--search-child', datasetDir, databaseUrl ?? ''], {
      execArgv: ['--import', 'tsx', '--max-old-space-size=8192'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    proc.once('message', (m) => resolve({ label, proc, url: String(m), startMs: performance.now() - t0 }));
    proc.once('exit', (code) => reject(new Error(`${label}: server exited ${code}`)));
  });
}
const rssOf = (proc: ChildProcess) =>
  new Promise<number>((resolve) => {
    proc.once('message', (m) => resolve(Number(m)));
    proc.send('rss');
  });

/** One run: every request to each server in turn; p95 per server and kind. */
async function run(servers: Server[]) {
  const load = os.loadavg()[0];
  const out = servers.map(() => ({ facets: [] as number[], auto: [] as number[] }));
  for (const [kind, paths] of [
    ['facets', facetPaths()],
    ['auto', autocompletePaths()],
  ] as const)
    for (const path of paths) for (const [i, s] of servers.entries()) out[i][kind].push(await timedGet(s.url + path));
  return { load: (load + os.loadavg()[0]) / 2, p95: out.map((o) => ({ facets: p95(o.facets), auto: p95(o.auto) })) };
}

export async function searchEnginesScenario(): Promise<void> {
  const tmp = mkdtempSync(join(tmpdir(), 'cp-bench-search-'));
  // PostgreSQL's cache holds the search tables and indexes, as docs/deploy.md "Search on PostgreSQL" advises (with the
  // default 128MB, every search reads most of search_documents' pages from the operating system's cache again).
  const database = await startPostgres('portal_test', { sharedBuffers: '1GB' });
  const servers: Server[] = [];
  try {
    const dirs: Record<number, string> = {};
    for (const scale of [10, 100]) {
      dirs[scale] = join(tmp, `x${scale}`);
      writeDataset(generateDataset({ scale }), dirs[scale]);
    }
    console.log(`datasets written (load ${os.loadavg()[0].toFixed(1)}); starting servers …`);
    // One at a time: the PostgreSQL server's start includes building the index.
    servers.push(await startChild('minisearch, 20,000', dirs[10]));
    servers.push(await startChild('minisearch, 200,000', dirs[100]));
    servers.push(await startChild('PostgreSQL, 200,000', dirs[100], database.url));
    for (const s of servers)
      for (const path of [...facetPaths().slice(0, 4), ...autocompletePaths().slice(0, 4)])
        await timedGet(s.url + path);
    const runs: Awaited<ReturnType<typeof run>>[] = [];
    for (let i = 0; i < 3; i++) runs.push(await run(servers));
    const rss = await Promise.all(servers.map((s) => rssOf(s.proc)));
    const pool = new pg.Pool({ connectionString: database.url });
    const size = (
      await pool.query(
        `select pg_size_pretty((select sum(pg_total_relation_size(inhrelid)) from pg_inherits
           where inhparent = 'search_documents'::regclass) + pg_total_relation_size('search_combos')
           + pg_total_relation_size('search_words')) as size, (select count(*) from search_documents)::int as docs`,
      )
    ).rows[0];
    await pool.end();
    const fmt = (values: number[]) =>
      `${median(values)!.toFixed(1)} ms (${values.map((v) => v.toFixed(1)).join(' / ')})`;
    const rows: string[][] = [['measure', ...servers.map((s) => s.label), 'goal']];
    rows.push([
      'facets + sort p95, median (runs)',
      ...servers.map((_, i) => fmt(runs.map((r) => r.p95[i].facets))),
      '≤ 30 ms (PostgreSQL)',
    ]);
    rows.push([
      'autocomplete p95, median (runs)',
      ...servers.map((_, i) => fmt(runs.map((r) => r.p95[i].auto))),
      '≤ 15 ms (PostgreSQL)',
    ]);
    const ratio = (kind: 'facets' | 'auto') =>
      `${median(runs.map((r) => r.p95[2][kind] / r.p95[0][kind]))!.toFixed(2)}× minisearch at 20,000`;
    rows.push([
      'PostgreSQL 200,000 ÷ minisearch 20,000 (per run, median)',
      '',
      '',
      `facets ${ratio('facets')}; autocomplete ${ratio('auto')}`,
      '≤ 2×',
    ]);
    rows.push(['server process memory (RSS)', ...rss.map((b) => `${(b / 1e6).toFixed(0)} MB`), '']);
    rows.push([
      'start-up incl. dataset load and index',
      ...servers.map((s) => `${(s.startMs / 1000).toFixed(1)} s`),
      '',
    ]);
    rows.push(['PostgreSQL: search tables and indexes', '', '', `${size.size} (${size.docs} documents)`, '']);
    rows.push([
      'load average (1 min) per run',
      runs.map((r) => r.load.toFixed(1)).join(' / '),
      '',
      '',
      `${os.cpus().length} cores`,
    ]);
    const width = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
    for (const [n, r] of rows.entries()) {
      console.log(`| ${r.map((cell, c) => cell.padEnd(width[c])).join(' | ')} |`);
      if (n === 0) console.log(`|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    }
  } finally {
    for (const s of servers) s.proc.kill('SIGTERM');
    agent.destroy();
    await database.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--search-child') {
  const [datasetDir, databaseUrl] = process.argv.slice(3);
  const dataDir = mkdtempSync(join(tmpdir(), 'cp-bench-search-child-'));
  const server = await startServer({
    port: 0,
    quiet: true,
    dataDir,
    datasetDir,
    databaseUrl: databaseUrl || undefined,
  });
  process.send?.(server.url);
  process.on('message', () => process.send?.(process.memoryUsage().rss));
  process.on(
    'SIGTERM',
    () =>
      void server.close().then(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      }),
  );
}
