/**
 * Structured data (issue goal: "JSON-LD for a 1,000-session timetable costs ≤ 5 ms of main-thread time"): the
 * generated 40 rooms × 1,000 talks schedule (the timetable benchmark's data, imported by the reference server's
 * importer) in Chromium, each run in a fresh page (so every call is cold, as on a host page). Main-thread time is the
 * lazy chunk's (src/widgets/shared/structured-data/head.ts, bundled with esbuild as the build would): evaluating it,
 * picking the next SESSIONS_MAX sessions from the timetable's model (core `nextSessions`), building, serialising and
 * inserting the block. Also: a second `set` with one session changed
 * (a poll with new data) and the block's size. The data is handed to the page first and the page left idle for
 * 300 ms, as on a host page, where the data arrives long before the idle period the chunk runs in. Load average
 * next to the figures: the machine is shared. The bundle is the head module's own code: the built chunk imports only
 * the runtime and `shared`, which a widget page has evaluated already (docs/structured-data.md "Cost").
 * `BENCH_BEFORE_ROOT=<a checkout>` measures that checkout's chunk and its timetable page too (built there first), in
 * fresh pages interleaved with this one's (a before/after comparison under the same load). Last row: the same cost
 * on a real timetable page, from a trace (bench/lib/structured-data-page.ts) — the figure the goal is about; the
 * isolated rows say where it goes.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { REPO_ROOT } from '../../demo/server/app';
import { readSchedule } from '../../demo/server/schedule/into-store';
import { makeFrabSchedule } from '../fixtures/frab-schedule';
import { builtHeadRun } from '../lib/built-head-chunk';
import { structuredDataOnPage } from '../lib/structured-data-page';
import { spreadOf } from '../lib/stats';
import type { BenchRow, BenchScenario } from '../lib/types';
import { startTimetableServer } from './timetable-server';

const PAGE = 'https://society.example/programme.html';

async function chunkSource(root = REPO_ROOT): Promise<string> {
  const out = await build({
    stdin: {
      contents: `import { createHeadSlot } from './src/widgets/shared/structured-data/head.ts'; window.__cpHeadSlot = createHeadSlot;`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
  });
  return out.outputFiles[0].text;
}

function schedule(): { project: Record<string, unknown>; events: unknown[]; channels: unknown[] } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-jsonld-'));
  try {
    const file = join(dir, 'bench-jsonld.frab.json');
    const json = makeFrabSchedule({
      acronym: 'bench-jsonld',
      timeZone: 'Europe/Berlin',
      dates: ['2026-05-12', '2026-05-13', '2026-05-14'],
      rooms: 40,
      talks: 1000,
      startHr: 8,
      slotMinutes: 45,
    });
    writeFileSync(file, JSON.stringify(json));
    const p = readSchedule(file, 0);
    // Real abstracts are markup: give every session a paragraph with tags and references to strip.
    const events = p.events.map((e, i) => ({
      ...e,
      Overview: `<p>Talk ${i}: <b>results</b> &amp; open questions from the last five years, compared with the current guidelines.</p><ul><li>Background</li><li>Outcomes</li></ul>`,
    }));
    return { project: p.project as unknown as Record<string, unknown>, events, channels: p.channels };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const scenario: BenchScenario = {
  name: 'structured-data',
  async run(ctx) {
    const before = process.env.BENCH_BEFORE_ROOT;
    const sources: [string, string][] = [['', await chunkSource()]];
    if (before) sources.unshift([' (before)', await chunkSource(before)]);
    const data = schedule();
    const config = {
      title: 'Demo Medical Society',
      groups: {},
      projects: { [String(data.project.name)]: data.project },
    };
    const input = { kind: 'sessions', project: data.project.name, events: data.events, channels: data.channels };
    const env = { client: 'demo', clientConfig: config, api: `${ctx.baseUrl}/api` };
    const runs = new Map<string, Record<string, number | null>[]>(sources.map(([label]) => [label, []]));
    const built: Record<string, number>[] = [];
    const json = JSON.stringify(input);
    // The page row of the other checkout: its own reference server, which serves its own build (`npm run build`
    // there first), in pages interleaved with this one's.
    const servers: [string, Awaited<ReturnType<typeof startTimetableServer>>][] = [['', await startTimetableServer()]];
    if (before) {
      const other = (await import(join(before, 'bench/scenarios/timetable-server.ts'))) as {
        startTimetableServer: typeof startTimetableServer;
      };
      servers.unshift([' (before)', await other.startTimetableServer()]);
    }
    const onPage = new Map<string, Record<string, number | null>[]>(servers.map(([label]) => [label, []]));
    try {
      for (let i = 0; i < ctx.runs; i++) {
        for (const [label, source] of sources) runs.get(label)!.push(await runOnce(source));
        built.push(await builtHeadRun(ctx.browser, PAGE, json, env));
        for (const [label, server] of servers)
          onPage.get(label)!.push(await structuredDataOnPage(ctx.browser, server.urls[1]));
      }
    } finally {
      for (const [, server] of servers) await server.close();
    }
    const [l1, l5] = loadavg();
    const load = `${l1.toFixed(2)}/${l5.toFixed(2)}`;
    return [
      ...sources.map(([label]) => ({
        label: `40 rooms × 1,000 sessions + congress${label}`,
        figures: { ...spreadOf(runs.get(label)!), 'load avg 1/5 min': load },
      })),
      { label: 'the same, built chunk imported (dist/cdn)', figures: { ...spreadOf(built), 'load avg 1/5 min': load } },
      ...servers.map(([label]) => ({
        label: `timetable page, 40 rooms × 1,000 talks (traced)${label}`,
        figures: { ...spreadOf(onPage.get(label)!), 'load avg 1/5 min': load },
      })),
    ] satisfies BenchRow[];

    async function runOnce(source: string): Promise<Record<string, number | null>> {
      const page = await ctx.browser.newPage();
      await page.route(PAGE, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><title>Programme</title></html>',
        }),
      );
      await page.goto(PAGE);
      // The data arrives first (on a host page: the widget's requests, long before the idle period the chunk runs
      // in); the pause lets the page collect the garbage of handing it over, which is not the chunk's work.
      await page.evaluate((json) => {
        const w = window as unknown as { __cpInput: { events: Record<string, unknown>[]; timed?: unknown[] } };
        w.__cpInput = JSON.parse(json);
        // The timetable's model: every session with its times read and its event (the widget has it before the chunk
        // runs), in the model's order (core `toSessions`: by start, then id), which the chunk's pick reads in one pass.
        const timed = w.__cpInput.events.map((e) => ({
          slug: e.slug,
          id: String(e.id),
          start: Date.parse(String(e.datestart)),
          end: Date.parse(String(e.dateend)),
          source: e,
        }));
        w.__cpInput.timed = timed.sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      }, JSON.stringify(input));
      await page.waitForTimeout(300);
      const figures = await page.evaluate(
        ({ source, env }) => {
          const w = window as unknown as {
            __cpHeadSlot: () => { set(i: unknown, e: unknown): void };
            __cpInput: { events: Record<string, unknown>[] };
          };
          const input = w.__cpInput;
          const script = document.createElement('script');
          script.textContent = source;
          const t0 = performance.now();
          document.head.append(script); // an inline script runs at once: parse and evaluation of the chunk
          const t1 = performance.now();
          const slot = w.__cpHeadSlot();
          slot.set(input, env);
          const t2 = performance.now();
          const events = input.events;
          const changed = { ...input, events: [{ ...events[0], title: 'Moved keynote' }, ...events.slice(1)] };
          slot.set(changed, env);
          const t3 = performance.now();
          const block = document.head.querySelector('script[type="application/ld+json"]')!.textContent!;
          const graph = JSON.parse(block)['@graph'] as { '@type': string; superEvent?: unknown }[];
          return {
            'chunk eval ms': Math.round((t1 - t0) * 100) / 100,
            'build + insert ms': Math.round((t2 - t1) * 100) / 100,
            'main thread ms': Math.round((t2 - t0) * 100) / 100,
            'update ms': Math.round((t3 - t2) * 100) / 100,
            items: graph.length,
            sessions: graph.filter((n) => n['@type'] === 'Event' && n.superEvent).length,
            'kB (JSON-LD)': Math.round(block.length / 102.4) / 10,
          };
        },
        { source, env },
      );
      await page.close();
      return figures;
    }
  },
};
