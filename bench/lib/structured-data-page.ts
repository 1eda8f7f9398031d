/**
 * The structured data's cost where it is paid: a real timetable page (the built widget, the reference server with
 * the generated 40 rooms × 1,000 talks schedule) loaded in a traced tab until its JSON-LD is in the head. From the
 * trace, the renderer's main-thread CPU time of the two tasks the structured data adds: the idle callback that
 * requests the head chunk, and the task that evaluates the chunk and runs its `publish` (a microtask of the
 * import), less the bench's own mutation observer that marks the block's arrival. On this page, unlike the
 * isolated run beside it, the session data is as old as the page's render made it, and the shared helpers have run
 * for the widget already.
 */
import type { Browser } from 'playwright-core';
import { topLevelTasks, traced, type TraceEvent } from './trace';

const CATEGORIES = ['toplevel', 'devtools.timeline', 'v8', 'blink.user_timing'];
const MARK = 'cp-bench-ld-json';

/**
 * Before navigation: a user-timing mark when the block enters the head. A mutation observer's callback runs in the
 * microtask checkpoint of the mutation, so the mark falls in the task that built and inserted the block (another
 * module evaluated in between cannot be mistaken for it). The light DOM only: the widget renders in its shadow root.
 */
const PROBE_NAME = 'cpBenchProbe';
const PROBE = `new MutationObserver(function ${PROBE_NAME}(list, observer) {
  for (const m of list)
    for (const n of m.addedNodes)
      if (n.nodeName === 'SCRIPT' && n.type === 'application/ld+json') {
        performance.mark('${MARK}');
        observer.disconnect();
        return;
      }
}).observe(document, { childList: true, subtree: true });`;
const HEAD_CHUNK = /\/chunks\/head-[^/]*\.js$/;

interface Located extends TraceEvent {
  args?: TraceEvent['args'] & { data?: { url?: string; functionName?: string } };
}

/**
 * CPU ms of the task holding `at` on its thread, or null; without the bench's own probe, which runs in the task
 * that inserts the block (its callback cost 0.1–0.3 ms there, more than a tenth of the goal).
 */
function taskCpu(tasks: TraceEvent[], at: number, thread: Located[]): number | null {
  const task = tasks.find((t) => t.ts <= at && at <= t.ts + (t.dur ?? 0));
  if (!task) return null;
  const end = task.ts + (task.dur ?? 0);
  let probe = 0;
  for (const e of thread)
    if (e.name === 'FunctionCall' && e.args?.data?.functionName === PROBE_NAME && e.ts >= task.ts && e.ts < end)
      probe += e.tdur ?? e.dur ?? 0;
  return ((task.tdur ?? task.dur ?? 0) - probe) / 1000;
}

export async function structuredDataOnPage(browser: Browser, url: string): Promise<Record<string, number | null>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  await page.addInitScript(PROBE);
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
    const inserted = events.find((e) => e.name === MARK && e.cat.includes('blink.user_timing'));
    if (!request || !inserted) throw new Error('structured-data page: the trace shows no head chunk or no block');
    const thread = events.filter((e) => e.pid === inserted.pid && e.tid === inserted.tid);
    const tasks = topLevelTasks(thread);
    const importMs = taskCpu(tasks, request.ts, thread);
    const buildMs = taskCpu(tasks, inserted.ts, thread);
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
