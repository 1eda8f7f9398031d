/**
 * Timetable without network (deliverable 4, goal: the kept programme ≤ 300 ms after the mount point is in view).
 * Each run: a fresh browser context visits the timetable page once online (the programme is kept in IndexedDB),
 * then loads it again with the programme's requests failing as on a dead Wi-Fi (net::ERR_INTERNET_DISCONNECTED; the
 * page, the scripts and the widget settings still come, as from the host and the browser's cache). Figure: ms from
 * the mount point's first intersection with the viewport (an IntersectionObserver of the page) to the first frame
 * with the kept sessions and the offline notice in the widget's shadow root; also from navigation start.
 * min/median/max over the runs, and the machine's load average (a loaded machine stretches every figure).
 */
import { loadavg } from 'node:os';
import { spreadOf } from '../lib/stats';
import type { BenchRow, BenchScenario } from '../lib/types';

const PAGE = '/timetable.html?only=main&fakenow=2026-03-04T07:30:00%2B01:00';
const PROGRAMME = /\/api\/[^/]+\/wcm\/(channels|events)\.json/;
const SIGNAL = 'bench:tt-offline';

const PROBE = `(() => {
  window.__off = { inView: null, painted: null };
  const watch = () => {
    const host = document.querySelector('[data-congress-widget="timetable"]');
    if (!host) return requestAnimationFrame(watch);
    new IntersectionObserver((entries, observer) => {
      if (entries.some((e) => e.isIntersecting)) { window.__off.inView = performance.now(); observer.disconnect(); }
    }).observe(host);
    const check = () => {
      const root = host.shadowRoot;
      if (root && root.querySelector('.tt-offline') && root.querySelector('.tt-block, .tt-row')) {
        window.__off.painted = performance.now();
        console.debug('${SIGNAL}');
        return;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  };
  document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', watch) : watch();
})();`;

const scenario: BenchScenario = {
  name: 'timetable-offline',
  async run(ctx) {
    const runs: { inViewToProgrammeMs: number | null; navigationToProgrammeMs: number | null }[] = [];
    for (let i = 0; i < ctx.runs; i++) {
      const context = await ctx.browser.newContext({
        viewport: { width: 1280, height: 900 },
        timezoneId: 'Europe/Berlin',
      });
      try {
        const page = await context.newPage();
        await page.goto(new URL(PAGE, ctx.baseUrl).href);
        // Kept once the first answers are in (page.evaluate awaits the page's promise; waitForFunction would not).
        const kept = () =>
          page.evaluate(
            () =>
              new Promise<boolean>((resolve) => {
                const open = indexedDB.open('congress-portal-offline');
                // Looking must not create the database (the SDK's own open would then find no stores).
                open.onupgradeneeded = () => open.transaction?.abort();
                open.onsuccess = () => {
                  const db = open.result;
                  if (!db.objectStoreNames.contains('programmes')) return resolve(false);
                  const count = db.transaction('programmes').objectStore('programmes').count();
                  count.onsuccess = () => resolve(count.result > 0);
                };
                open.onerror = () => resolve(false);
              }),
          );
        for (let waited = 0; !(await kept()); waited += 200) {
          if (waited > 30_000) throw new Error('the programme was not kept after the online visit');
          await page.waitForTimeout(200);
        }
        await context.route(PROGRAMME, (route) => route.abort('internetdisconnected'));
        await page.addInitScript(PROBE);
        const lines: string[] = [];
        page.on('console', (m) => lines.push(`${m.type()}: ${m.text()}`));
        const seen = page.waitForEvent('console', { predicate: (m) => m.text() === SIGNAL, timeout: 60_000 });
        await page.reload();
        await seen.catch(async (error: unknown) => {
          const state = await page.evaluate(() => {
            const root = document.querySelector('[data-congress-widget="timetable"]')?.shadowRoot;
            return root ? root.innerHTML.slice(0, 400) : 'no shadow root';
          });
          ctx.log(`timetable-offline: no kept programme painted. Console: ${lines.join(' | ')}. Widget: ${state}`);
          throw error;
        });
        const { inView, painted } = await page.evaluate(
          () => (window as unknown as { __off: { inView: number | null; painted: number | null } }).__off,
        );
        runs.push({
          inViewToProgrammeMs: inView === null || painted === null ? null : Math.round(painted - inView),
          navigationToProgrammeMs: painted === null ? null : Math.round(painted),
        });
      } finally {
        await context.close();
      }
    }
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    const rows: BenchRow[] = [
      { label: 'kept programme painted, network off (dmc2026)', figures: { ...spreadOf(runs), loadAverage: load } },
    ];
    return rows;
  },
};

export default scenario;
