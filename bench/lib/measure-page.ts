import type { Browser, Request } from 'playwright-core';
import { MARK_LOADER_START, MARK_PAINTED } from '../../src/embed/runtime-api';
import { medianOf } from './stats';
import type { MeasureOptions } from './types';

/** Figures of one page load (medians when returned by BenchContext.measurePage). */
export interface PageFigures extends Record<string, number | null> {
  /** ms from the loader's start mark to the first `congress-portal:painted:<widget>` mark. */
  loaderToFirstPaintMs: number | null;
  /** ms from navigation start to the loader's start mark. */
  loaderStartMs: number | null;
  /** Sum of response sizes (headers + body) of every request the page made. */
  transferKB: number;
  requests: number;
  /** Sum of long tasks (PerformanceObserver 'longtask', registered before navigation). */
  longTaskMs: number;
  widgetsPainted: number;
}

/** Registered before navigation, so no long task of the page is missed. */
const LONGTASK_OBSERVER = `(() => {
  window.__cpLongTasks = [];
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__cpLongTasks.push(e.duration); })
      .observe({ type: 'longtask', buffered: true });
  } catch {}
})();`;

async function measureOnce(browser: Browser, url: string, options: MeasureOptions): Promise<PageFigures> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(LONGTASK_OBSERVER);
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request: Request) => {
    sizes.push(
      request.sizes().then(
        (s) => s.responseHeadersSize + s.responseBodySize,
        () => 0,
      ),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    const wanted = options.widgets ?? [];
    await page
      .waitForFunction(
        ([prefix, widgets]) => {
          const painted = performance.getEntriesByType('mark').filter((m) => m.name.startsWith(`${prefix}:`));
          return widgets.length
            ? widgets.every((w) => painted.some((m) => m.name === `${prefix}:${w}`))
            : painted.length > 0;
        },
        [MARK_PAINTED, wanted] as const,
        { timeout: options.paintTimeoutMs ?? 10_000 },
      )
      .catch(() => undefined);
    await page.waitForTimeout(options.settleMs ?? 500);
    const marks = await page.evaluate(
      ([start, painted]) => {
        const all = performance.getEntriesByType('mark');
        const loader = all.find((m) => m.name === start)?.startTime ?? null;
        const paints = all.filter((m) => m.name.startsWith(`${painted}:`)).map((m) => m.startTime);
        return {
          loader,
          firstPaint: paints.length ? Math.min(...paints) : null,
          painted: paints.length,
          longTasks: ((window as unknown as { __cpLongTasks?: number[] }).__cpLongTasks ?? []).reduce(
            (a, b) => a + b,
            0,
          ),
        };
      },
      [MARK_LOADER_START, MARK_PAINTED] as const,
    );
    const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    return {
      loaderToFirstPaintMs:
        marks.loader !== null && marks.firstPaint !== null ? Math.round(marks.firstPaint - marks.loader) : null,
      loaderStartMs: marks.loader === null ? null : Math.round(marks.loader),
      transferKB: Math.round(bytes / 102.4) / 10,
      requests: sizes.length,
      longTaskMs: Math.round(marks.longTasks),
      widgetsPainted: marks.painted,
    };
  } finally {
    await context.close();
  }
}

/** Loads the page `runs` times, each in a fresh context (cold cache): the figures of every run. */
export async function measurePageRuns(
  browser: Browser,
  url: string,
  runs: number,
  options: MeasureOptions = {},
): Promise<PageFigures[]> {
  const results: PageFigures[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await measureOnce(browser, url, options));
  return results;
}

/** Loads the page `runs` times, each in a fresh context (cold cache), and returns the medians. */
export async function measurePage(
  browser: Browser,
  url: string,
  runs: number,
  options: MeasureOptions = {},
): Promise<PageFigures> {
  return medianOf(await measurePageRuns(browser, url, runs, options));
}
