import type { Browser, Page } from 'playwright-core';
import { launchBareChromium, type BareChromium } from '../lib/bare-chromium';
import { spreadOf } from '../lib/stats';
import { mainThreadFigures, traced } from '../lib/trace';
import type { BenchRow, BenchScenario } from '../lib/types';
import { DATASETS, startTimetableServer } from './timetable-server';

/** What the probe logs once sessions are in the DOM. */
const SESSIONS_SIGNAL = 'bench:tt-sessions';

/**
 * Loads `url` and resolves once the probe saw sessions. The signal is a console message, not `waitForFunction`:
 * Playwright's polling injects its utility script into the page first (≈ 33 ms of main-thread CPU, measured
 * 24 Nov), in the middle of the load it would be measuring.
 */
export async function loadUntilSessions(page: Page, url: string): Promise<void> {
  const seen = page.waitForEvent('console', { predicate: (m) => m.text() === SESSIONS_SIGNAL, timeout: 30_000 });
  await page.goto(url);
  await seen;
}

/** Before navigation: long tasks and the first frame with session blocks in the widget's shadow root. */
export const PROBE = `(() => {
  window.__tt = { longTasks: [], sessionsAt: null, firstBlocks: 0 };
  try { new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__tt.longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true }); } catch {}
  const check = () => {
    const host = document.querySelector('[data-congress-widget="timetable"]');
    if (host && host.shadowRoot && host.shadowRoot.querySelector('.tt-block')) {
      window.__tt.sessionsAt = performance.now();
      window.__tt.firstBlocks = host.shadowRoot.querySelectorAll('.tt-block').length;
      performance.mark('tt-sessions');
      console.debug('${SESSIONS_SIGNAL}');
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

interface RunFigures extends Record<string, number | null> {
  sessionsInDomMs: number | null;
  /** The timetable's own share: from the request of its chunk to sessions in the DOM. */
  chunkToSessionsMs: number | null;
  longTaskMs: number;
  /** From the trace: main-thread task CPU time from navigation start to sessions in the DOM. */
  taskCpuMs: number | null;
  /** From the trace, until sessions in the DOM plus 1 s: the longest task's CPU time, and the CPU time of tasks over 50 ms of CPU. */
  longestTaskCpuMs: number | null;
  cpuLongTaskMs: number | null;
  heapMiB: number | null;
  elements: number;
  /** Session blocks in the frame that first had any, and one second later. */
  firstFrameBlocks: number;
  sessionBlocks: number;
  scrollDaySwitchMaxTaskMs: number;
}

async function longTasksSince(page: Page, since: number): Promise<number[]> {
  return page.evaluate(
    (t) =>
      (window as unknown as { __tt: { longTasks: [number, number][] } }).__tt.longTasks
        .filter(([start]) => start >= t)
        .map(([, d]) => d),
    since,
  );
}

/** The trace's figures of one traced load: a trace costs the page (and the server beside it) time, so the wall figures come from untraced loads. */
type TraceFigures = Pick<RunFigures, 'taskCpuMs' | 'longestTaskCpuMs' | 'cpuLongTaskMs'>;

async function traceOnce(browser: Browser, url: string): Promise<TraceFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  await page.addInitScript(PROBE);
  try {
    const trace = await traced(browser, page, async () => {
      await loadUntilSessions(page, url);
      await page.waitForTimeout(1000);
    });
    const untilSessions = mainThreadFigures(trace, 'tt-sessions');
    const settled = mainThreadFigures(trace, 'tt-sessions', 1000);
    if (process.env.BENCH_TRACE_DETAIL) console.error(JSON.stringify({ untilSessions, settled }));
    return {
      taskCpuMs: untilSessions?.taskCpuMs ?? null,
      longestTaskCpuMs: settled?.longestTaskCpuMs ?? null,
      cpuLongTaskMs: settled?.cpuLongTaskMs ?? null,
    };
  } finally {
    await context.close();
  }
}

export interface FirstLoad {
  sessionsAt: number;
  chunkAt: number | null;
  longTasks: number;
  firstBlocks: number;
}

/** The first load's wall-clock figures, over the bare pipe: long tasks until sessions in the DOM plus 1 s. */
export function firstLoad(bare: BareChromium, url: string): Promise<FirstLoad> {
  return bare.load<FirstLoad>(url, {
    width: 1280,
    height: 900,
    timezoneId: 'Europe/Berlin',
    initScript: PROBE,
    doneWhen: 'window.__tt && window.__tt.sessionsAt',
    settleMs: 1000,
    result: `(() => { const tt = window.__tt; const chunk = performance.getEntriesByType('resource').find((r) => r.name.includes('/widgets/timetable.js'));
      return { sessionsAt: tt.sessionsAt, chunkAt: chunk ? chunk.startTime : null, longTasks: tt.longTasks.reduce((a, [, d]) => a + d, 0), firstBlocks: tt.firstBlocks }; })()`,
  });
}

async function measureOnce(
  browser: Browser,
  first: FirstLoad,
  url: string,
): Promise<Omit<RunFigures, keyof TraceFigures>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  await page.addInitScript(PROBE);
  try {
    await loadUntilSessions(page, url);
    await page.waitForTimeout(1000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const metrics = (await cdp.send('Performance.getMetrics')).metrics;
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? null;
    const load = await page.evaluate(() => {
      const root = document.querySelector('[data-congress-widget="timetable"]')!.shadowRoot!;
      const roots = [...document.querySelectorAll('*')].map((e) => e.shadowRoot).filter(Boolean) as ShadowRoot[];
      return {
        elements: document.querySelectorAll('*').length + roots.reduce((a, r) => a + r.querySelectorAll('*').length, 0),
        blocks: root.querySelectorAll('.tt-block').length,
        now: performance.now(),
      };
    });
    // Scrolling and day switching: the longest task while scrolling the grid both ways and visiting every day.
    const scroller = page.locator('.tt-scroll');
    for (let i = 0; i < 8; i++) {
      await scroller.evaluate((el, step) => {
        el.scrollTop = step * 300;
        el.scrollLeft = step * 250;
      }, i);
      await page.evaluate(() => new Promise(requestAnimationFrame));
    }
    const tabs = page.getByRole('tab');
    const count = await tabs.count();
    for (let i = 1; i <= count; i++) {
      // A DOM click: Playwright's actionability checks run in the page and would count as the widget's long tasks.
      await tabs.nth(i % count).evaluate((el) => (el as HTMLElement).click());
      await page.evaluate(() => new Promise(requestAnimationFrame));
    }
    await page.waitForTimeout(300);
    const interaction = await longTasksSince(page, load.now);
    return {
      sessionsInDomMs: Math.round(first.sessionsAt),
      chunkToSessionsMs: first.chunkAt === null ? null : Math.round(first.sessionsAt - first.chunkAt),
      longTaskMs: Math.round(first.longTasks),
      heapMiB: heap === null ? null : Math.round((heap / 1048576) * 10) / 10,
      elements: load.elements,
      firstFrameBlocks: first.firstBlocks,
      sessionBlocks: load.blocks,
      scrollDaySwitchMaxTaskMs: Math.round(Math.max(0, ...interaction)),
    };
  } finally {
    await context.close();
  }
}

/**
 * DOM mutations in the widget during one 60 s poll whose answer did not change (expected: 0). The time
 * marker's own 60 s move (spec 3 §4) is counted apart.
 */
async function pollMutations(browser: Browser, url: string): Promise<[number, number]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.locator('.tt-block').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    await page.evaluate(() => {
      const root = document.querySelector('[data-congress-widget="timetable"]')!.shadowRoot!;
      const w = window as unknown as { __ttMutations: [number, number] };
      w.__ttMutations = [0, 0];
      new MutationObserver((list) => {
        for (const m of list) w.__ttMutations[(m.target as Element).classList?.contains('tt-now') ? 1 : 0] += 1;
      }).observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await page.waitForTimeout(62_000);
    return page.evaluate(() => (window as unknown as { __ttMutations: [number, number] }).__ttMutations);
  } finally {
    await context.close();
  }
}

const scenario: BenchScenario = {
  name: 'timetable',
  async run(ctx) {
    const server = await startTimetableServer();
    const bare = await launchBareChromium();
    const rows: BenchRow[] = [];
    try {
      for (const [i, d] of DATASETS.entries()) {
        const url = server.urls[i];
        const runs: RunFigures[] = [];
        // Warm-up: the server's first answers (JIT, import caches, files compressed once) are not the widget's.
        await measureOnce(ctx.browser, await firstLoad(bare, url), url);
        // The first loads one after the other, nothing else running: a Playwright or traced load before one left
        // its browser's clean-up (contexts, renderer processes) and the trace's parsing in this process on the same
        // cores (25 Nov: 341 against 310–330 ms in the A/B tool's back-to-back loads, same build and hour).
        const firsts: FirstLoad[] = [];
        for (let r = 0; r < ctx.runs; r++) firsts.push(await firstLoad(bare, url));
        // Then heap, elements and scrolling (Playwright) and the CPU figures (traced), alternating.
        for (const first of firsts) {
          const wall = await measureOnce(ctx.browser, first, url);
          runs.push({ ...wall, ...(await traceOnce(ctx.browser, url)) } as RunFigures);
        }
        const figures: BenchRow['figures'] = { ...spreadOf(runs) };
        if (i === 0 && !process.env.BENCH_SKIP_POLL)
          [figures.pollMutations, figures.markerMoves] = await pollMutations(ctx.browser, url);
        rows.push({ label: d.label, figures });
        ctx.log(`timetable ${d.label}: ${JSON.stringify(figures)}`);
      }
    } finally {
      await bare.close();
      await server.close();
    }
    return rows;
  },
};

export default scenario;
