/**
 * The structured data's cost where it is paid: a real timetable page (the built widget, the reference server with
 * the generated 40 rooms × 1,000 talks schedule) loaded in a traced tab until its JSON-LD is in the head. From the
 * trace, the renderer's main-thread CPU time of the two tasks the structured data adds: the idle callback that
 * requests the head chunk, and the task that evaluates the chunk and runs its `publish` (a microtask of the
 * import). On this page, unlike the isolated run beside it, the session data is as old as the page's render made
 * it, and the shared helpers have run for the widget already.
 */
import type { Browser } from 'playwright-core';
import { topLevelTasks, traced, type TraceEvent } from './trace';

const CATEGORIES = ['toplevel', 'devtools.timeline', 'v8', 'blink.user_timing'];
const HEAD_CHUNK = /\/chunks\/head-[^/]*\.js$/;

interface Located extends TraceEvent {
  args?: TraceEvent['args'] & { data?: { url?: string } };
}

/** CPU ms of the task holding `at` on its thread, or null. */
function taskCpu(tasks: TraceEvent[], at: number): number | null {
  const task = tasks.find((t) => t.ts <= at && at <= t.ts + (t.dur ?? 0));
  return task ? (task.tdur ?? task.dur ?? 0) / 1000 : null;
}

export async function structuredDataOnPage(browser: Browser, url: string): Promise<Record<string, number | null>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  try {
    let kB = 0;
    const text = await traced(
      browser,
      page,
      async () => {
        await page.goto(url);
        const block = await page.waitForFunction(
          () => document.head.querySelector('script[type="application/ld+json"]')?.textContent?.length,
          null,
          { timeout: 30_000, polling: 250 },
        );
        kB = Number(await block.jsonValue()) / 1024;
        await page.waitForTimeout(300);
      },
      CATEGORIES,
    );
    const parsed = JSON.parse(text) as { traceEvents?: Located[] } | Located[];
    const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
    const onHead = (e: Located) => HEAD_CHUNK.test(e.args?.data?.url ?? '');
    const request = events.find((e) => e.name === 'ResourceSendRequest' && onHead(e));
    const compiled = events.find((e) => e.name === 'v8.compileModule' && onHead(e));
    if (!request || !compiled) throw new Error('structured-data page: the trace shows no head chunk');
    const thread = events.filter((e) => e.pid === compiled.pid && e.tid === compiled.tid);
    const tasks = topLevelTasks(thread);
    const evaluated = thread.find((e) => e.name === 'v8.evaluateModule' && e.ts >= compiled.ts);
    const importMs = taskCpu(tasks, request.ts);
    const buildMs = evaluated ? taskCpu(tasks, evaluated.ts) : null;
    const round = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);
    return {
      'import task CPU ms': round(importMs),
      'build task CPU ms': round(buildMs),
      'main thread CPU ms': round(importMs === null || buildMs === null ? null : importMs + buildMs),
      'kB (JSON-LD)': Math.round(kB * 10) / 10,
    };
  } finally {
    await context.close();
  }
}
