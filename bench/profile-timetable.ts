/**
 * `npx tsx bench/profile-timetable.ts [0|1]`: where the timetable's first render spends its time (issue 8 item 11).
 * Loads the bench's timetable page (DATASETS[i] of bench/scenarios/timetable.ts; both when no index is given)
 * once under a Chrome trace and the V8 sampling profiler, and prints: the requests (start → end, ms after
 * navigation start), every main-thread task over 4 ms of CPU until sessions are in the DOM plus 1 s (wall, CPU,
 * and the trace events inside it), and the JavaScript functions with the most self time.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { REPO_ROOT } from '../demo/server/app';
import { launchBrowser } from './lib/browser';
import { topLevelTasks, traced, type TraceEvent } from './lib/trace';
import { loadUntilSessions, PROBE } from './scenarios/timetable';
import { DATASETS, startTimetableServer } from './scenarios/timetable-server';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

const INSIDE = [
  'UpdateLayoutTree',
  'Layout',
  'FunctionCall',
  'EvaluateScript',
  'v8.compileModule',
  'v8.evaluateModule',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'ParseHTML',
  'Paint',
  'PrePaint',
  'Layerize',
  'MinorGC',
  'MajorGC',
  'ParseAuthorStyleSheet',
  'ResourceReceivedData',
  'ResourceFinish',
  'EventDispatch',
  'FireIdleCallback',
];

async function profileOnce(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  await page.addInitScript(PROBE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const trace = await traced(browser, page, async () => {
    await loadUntilSessions(page, url);
    await page.waitForTimeout(1000);
  });
  const { profile } = await cdp.send('Profiler.stop');
  const info = await page.evaluate(() => ({
    sessionsAt: (window as unknown as { __tt: { sessionsAt: number } }).__tt.sessionsAt,
    resources: performance
      .getEntriesByType('resource')
      .map(
        (r) =>
          [
            r.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 70),
            Math.round(r.startTime),
            Math.round((r as PerformanceResourceTiming).responseEnd),
          ] as const,
      ),
  }));
  await context.close();

  console.log(`\n#### ${url}\nsessions in DOM at ${Math.round(info.sessionsAt)} ms`);
  for (const [name, start, end] of info.resources)
    console.log(`  req ${String(start).padStart(5)} → ${String(end).padStart(5)}  ${name}`);

  const events = (JSON.parse(trace) as { traceEvents: TraceEvent[] }).traceEvents;
  const mark = events.filter((e) => e.name === 'tt-sessions').pop()!;
  const mine = events.filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X');
  const nav = Math.max(
    ...mine.filter((e) => e.name === 'navigationStart').map((e) => e.ts),
    ...events.filter((e) => e.name === 'navigationStart' && e.pid === mark.pid).map((e) => e.ts),
  );
  const end = mark.ts + 1_000_000;
  const tasks = topLevelTasks(mine).filter((e) => e.ts >= nav && e.ts <= end);
  if (process.env.DUMP_FROM) {
    const [from, to] = process.env.DUMP_FROM.split('-').map(Number);
    for (const e of mine) {
      const at = (e.ts - nav) / 1000;
      if (at >= from && at <= to && (e.dur ?? 0) > 300) {
        console.log(
          `    ev @${at.toFixed(1)} ${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)} cpu ${((e.tdur ?? 0) / 1000).toFixed(1)} ${JSON.stringify((e as { args?: unknown }).args ?? {}).slice(0, 200)}`,
        );
      }
    }
  }
  // Sampled stacks with their times (the profile and the trace share one clock), to name what a task ran.
  const nodes = new Map<number, ProfileNode>((profile.nodes as ProfileNode[]).map((n) => [n.id, n]));
  const parents = new Map<number, number>();
  for (const n of nodes.values()) for (const c of n.children ?? []) parents.set(c, n.id);
  const deltas = profile.timeDeltas ?? [];
  let clock = profile.startTime;
  const samples = (profile.samples ?? []).map((id, i) => {
    clock += deltas[i] ?? 0;
    return { id, ts: clock };
  });
  const frameName = (id: number) => {
    const f = nodes.get(id)!.callFrame;
    return `${f.functionName || '(anon)'} ${f.url.replace(/^https?:\/\/[^/]+/, '')}:${f.lineNumber}:${f.columnNumber}`;
  };
  /** Inclusive sample time per function inside [from, to): the callers and callees that took the task's time. */
  const inclusive = (from: number, to: number) => {
    const total = new Map<string, number>();
    for (let i = 0; i < samples.length; i++) {
      const s = samples[i];
      if (s.ts < from || s.ts >= to) continue;
      const dt = ((samples[i + 1]?.ts ?? s.ts) - s.ts) / 1000;
      const seen = new Set<string>();
      for (let id: number | undefined = s.id; id !== undefined; id = parents.get(id)) {
        const name = frameName(id);
        if (seen.has(name) || name.startsWith('(root)') || name.startsWith('(program)') || name.startsWith('(idle)'))
          continue;
        seen.add(name);
        total.set(name, (total.get(name) ?? 0) + dt);
      }
    }
    return [...total.entries()].sort((a, b) => b[1] - a[1]);
  };
  let cpuTotal = 0;
  for (const t of tasks) {
    const cpu = (t.tdur ?? 0) / 1000;
    cpuTotal += cpu;
    if (cpu < Number(process.env.MIN_CPU ?? 4)) continue;
    const inner: Record<string, number> = {};
    for (const e of mine)
      if (INSIDE.includes(e.name) && e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0))
        inner[e.name] = (inner[e.name] ?? 0) + (e.dur ?? 0) / 1000;
    const parts = Object.entries(inner)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(', ');
    const at = (t.ts - nav) / 1000;
    console.log(
      `  task @${at.toFixed(0).padStart(5)}${t.ts > mark.ts ? '*' : ' '} wall ${((t.dur ?? 0) / 1000).toFixed(1).padStart(6)} cpu ${cpu.toFixed(1).padStart(6)}  ${parts}`,
    );
    if (cpu >= 15) {
      for (const [name, v] of inclusive(t.ts, t.ts + (t.dur ?? 0)).slice(0, 12))
        console.log(`      ${v.toFixed(1).padStart(6)}  ${name}  ${sourceAt(name)}`);
    }
  }
  console.log(
    `  main-thread CPU, navigation → sessions + 1 s: ${cpuTotal.toFixed(0)} ms (* = after sessions in the DOM)`,
  );

  // Self time per function from the sampling profile.
  const self = new Map<string, number>();
  samples.forEach((sample, i) => {
    const key = frameName(sample.id);
    self.set(key, (self.get(key) ?? 0) + ((samples[i + 1]?.ts ?? sample.ts) - sample.ts) / 1000);
  });
  const top = [...self.entries()]
    .filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25);
  console.log('  JS self time (ms):');
  for (const [k, v] of top) console.log(`    ${v.toFixed(1).padStart(6)}  ${k}  ${sourceAt(k)}`);
}

/** The minified source at a profile position (`/cdn/x.js:0:123`), so a reader can tell which function it is. */
function sourceAt(key: string): string {
  const m = /(\/(?:cdn|js)\/[^:]+|\/loader\.js):(\d+):(\d+)$/.exec(key);
  if (!m) return '';
  const file = join(REPO_ROOT, m[1].startsWith('/js/') ? 'demo/public' : 'dist', m[1]);
  if (!existsSync(file)) return '';
  const line = readFileSync(file, 'utf8').split('\n')[Number(m[2])] ?? '';
  return JSON.stringify(line.slice(Number(m[3]), Number(m[3]) + 70));
}

async function main(): Promise<void> {
  const only = process.argv[2] === undefined ? null : Number(process.argv[2]);
  const server = await startTimetableServer();
  const browser = await launchBrowser();
  try {
    for (const [i, url] of server.urls.entries()) {
      if (only !== null && only !== i) continue;
      console.log(`\n### ${DATASETS[i].label}`);
      await profileOnce(browser, url); // warm-up (server JIT)
      await profileOnce(browser, url);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
