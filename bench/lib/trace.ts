/**
 * Main-thread figures from a Chrome trace (playwright-core `browser.startTracing`): the renderer's top-level
 * tasks between navigation start and a user-timing mark, as wall time (`dur`) and as thread CPU time (`tdur`).
 * CPU time is what the page itself costs; wall time also holds the waits for a core that other processes
 * took, so on a loaded machine the CPU figures are the ones to compare (issue 8 item 11).
 */
import type { Browser, Page } from 'playwright-core';

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { frame?: string } };
}

/** Light enough for every bench run (the task list and the breakdown by event name). */
export const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'blink.user_timing'];

/** What the page's main thread did up to the mark. */
export interface MainThreadFigures {
  /** Sum of top-level task wall durations, ms. */
  taskMs: number;
  /** Sum of top-level task thread CPU times, ms. */
  taskCpuMs: number;
  /** Longest single task (wall / CPU), ms. */
  longestTaskMs: number;
  longestTaskCpuMs: number;
  /** Long tasks (> 50 ms wall) summed. */
  longTaskMs: number;
  /** Tasks whose CPU time exceeds 50 ms (the long tasks a quiet machine would have): CPU time summed, count. */
  cpuLongTaskMs: number;
  cpuLongTaskCount: number;
  /** Wall time per trace event name inside those tasks (nested events count in each of their ancestors). */
  byName: Record<string, number>;
}

const BREAKDOWN = [
  'UpdateLayoutTree',
  'Layout',
  'FunctionCall',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'ParseHTML',
  'PrePaint',
  'Paint',
  'Layerize',
  'HitTest',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'ParseAuthorStyleSheet',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'UpdateLayerTree',
  'IntersectionObserverController::computeIntersections',
];

const ms = (us: number) => Math.round(us / 100) / 10;
const TASK_NAMES = ['ThreadControllerImpl::RunTask', 'RunTask', 'BlinkScheduler_PerformMicrotaskCheckpoint'];

/**
 * One thread's top-level tasks, in order. A microtask checkpoint that Blink runs right after a task (promise
 * reactions: most of a Preact render driven by fetch answers) is traced beside the task, not inside it; it is
 * part of that task for the Long Tasks API, so it is merged into it (wall and CPU).
 */
export function topLevelTasks(threadEvents: TraceEvent[]): TraceEvent[] {
  const tasks = threadEvents.filter((e) => e.ph === 'X' && TASK_NAMES.includes(e.name)).sort((a, b) => a.ts - b.ts);
  const top: TraceEvent[] = [];
  for (const t of tasks) {
    const last = top[top.length - 1];
    const lastEnd = last ? last.ts + (last.dur ?? 0) : -Infinity;
    if (last && t.ts < lastEnd) continue; // nested
    if (last && t.name === 'BlinkScheduler_PerformMicrotaskCheckpoint' && t.ts - lastEnd < 1000) {
      top[top.length - 1] = { ...last, dur: t.ts + (t.dur ?? 0) - last.ts, tdur: (last.tdur ?? 0) + (t.tdur ?? 0) };
      continue;
    }
    top.push({ ...t });
  }
  return top;
}

/**
 * Reads a finished trace: the renderer main thread that ran the mark, tasks from navigationStart to the mark
 * plus `afterMs`.
 */
export function mainThreadFigures(traceJson: string, markName: string, afterMs = 0): MainThreadFigures | null {
  const parsed = JSON.parse(traceJson) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const mark = events.filter((e) => e.name === markName && e.cat.includes('blink.user_timing')).pop();
  if (!mark) return null;
  const thread = (e: TraceEvent) => e.pid === mark.pid && e.tid === mark.tid;
  const nav = events.filter((e) => thread(e) && e.name === 'navigationStart').map((e) => e.ts);
  const start =
    Math.max(...nav.filter((ts) => ts <= mark.ts), 0) || Math.min(...events.filter(thread).map((e) => e.ts));
  const end = mark.ts + afterMs * 1000;
  const top = topLevelTasks(events.filter(thread)).filter((t) => t.ts + (t.dur ?? 0) > start && t.ts < end);
  const byName: Record<string, number> = {};
  for (const e of events) {
    if (!thread(e) || e.ph !== 'X' || !BREAKDOWN.includes(e.name) || e.ts < start || e.ts > end) continue;
    byName[e.name] = (byName[e.name] ?? 0) + (e.dur ?? 0);
  }
  const dur = top.map((t) => t.dur ?? 0);
  const cpu = top.map((t) => t.tdur ?? t.dur ?? 0);
  return {
    taskMs: ms(dur.reduce((a, b) => a + b, 0)),
    taskCpuMs: ms(cpu.reduce((a, b) => a + b, 0)),
    longestTaskMs: ms(Math.max(0, ...dur)),
    longestTaskCpuMs: ms(Math.max(0, ...cpu)),
    longTaskMs: ms(dur.filter((d) => d > 50_000).reduce((a, b) => a + b, 0)),
    cpuLongTaskMs: ms(cpu.filter((c) => c > 50_000).reduce((a, b) => a + b, 0)),
    cpuLongTaskCount: cpu.filter((c) => c > 50_000).length,
    byName: Object.fromEntries(
      Object.entries(byName)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => [k, ms(v)]),
    ),
  };
}

/** Runs `work` with the browser tracing `page`; returns the trace text. One trace at a time per browser. */
export async function traced(
  browser: Browser,
  page: Page,
  work: () => Promise<void>,
  categories = TRACE_CATEGORIES,
): Promise<string> {
  await browser.startTracing(page, { categories });
  try {
    await work();
  } catch (error) {
    await browser.stopTracing();
    throw error;
  }
  return (await browser.stopTracing()).toString('utf8');
}
