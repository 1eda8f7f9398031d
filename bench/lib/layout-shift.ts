import type { Browser } from 'playwright-core';

/** The two widths of issue 9: a desktop browser window and a phone. */
export const CLS_VIEWPORTS = {
  desktop: { width: 1350, height: 940 },
  phone: { width: 375, height: 800 },
} as const;

/** Layout shifts are counted over the first 6 s after navigation (issue 9). */
export const CLS_WINDOW_MS = 6000;

/**
 * Registered before navigation: every `layout-shift` entry without recent input, with the element that moved
 * most and its rectangle before → after (x,y w×h), so a figure above the goal says where to look. Chromium
 * gives no node for elements inside a shadow root: those are named after the mount point that holds them
 * ("in timetable#id").
 */
export const LAYOUT_SHIFT_OBSERVER = `(() => {
  window.__cpShifts = [];
  const name = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName : '?';
    return node.nodeName.toLowerCase() + (node.id ? '#' + node.id : '') +
      (node.getAttribute('data-congress-widget') ? '[' + node.getAttribute('data-congress-widget') + ']' : '');
  };
  const holder = (rect) => {
    for (const el of document.querySelectorAll('[data-congress-widget], [data-congress-portal]')) {
      const box = el.getBoundingClientRect();
      if (rect.x >= box.left - 1 && rect.x < box.right && rect.y >= box.top - 1 && rect.y < box.bottom) {
        return 'in ' + (el.getAttribute('data-congress-widget') || 'portal') + (el.id ? '#' + el.id : '');
      }
    }
    return '?';
  };
  const rect = (r) => Math.round(r.x) + ',' + Math.round(r.y) + ' ' + Math.round(r.width) + '×' + Math.round(r.height);
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.hadRecentInput) continue;
        const source = (e.sources || []).slice().sort((a, b) => b.currentRect.height * b.currentRect.width - a.currentRect.height * a.currentRect.width)[0];
        const where = source ? (source.node ? name(source.node) : holder(source.currentRect.width ? source.currentRect : source.previousRect)) : '';
        window.__cpShifts.push({ value: e.value, time: e.startTime, source: where,
          rects: source ? rect(source.previousRect) + ' → ' + rect(source.currentRect) : '' });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {}
})();`;

export interface ShiftEntry {
  value: number;
  time: number;
  source: string;
  rects?: string;
}

/** Sum of the layout-shift values (without recent input) up to `windowMs` after navigation start. */
export function cumulativeShift(entries: ShiftEntry[], windowMs = CLS_WINDOW_MS): number {
  return entries.filter((e) => e.time <= windowMs).reduce((sum, e) => sum + e.value, 0);
}

export interface ShiftRun {
  cls: number;
  entries: ShiftEntry[];
  pageErrors: string[];
}

/** One cold load (fresh context) of `url`, recording layout shifts for `windowMs`; requests matching `blocked` fail. */
export async function recordLayoutShift(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  windowMs = CLS_WINDOW_MS,
  blocked: string[] = [],
): Promise<ShiftRun> {
  const context = await browser.newContext({ viewport });
  for (const pattern of blocked) await context.route(pattern, (route) => route.abort());
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  await page.addInitScript(LAYOUT_SHIFT_OBSERVER);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const elapsed = await page.evaluate(() => performance.now());
    await page.waitForTimeout(Math.max(0, windowMs - elapsed));
    const entries = await page.evaluate(() => (window as unknown as { __cpShifts?: ShiftEntry[] }).__cpShifts ?? []);
    return { cls: cumulativeShift(entries, windowMs), entries, pageErrors };
  } finally {
    await context.close();
  }
}
