/**
 * The live player's budgets (issue 12 "Budgets"), against a second reference server whose clock stands in a
 * session of the demo congress (so Hall A is on air and serves its looping live HLS stream):
 * - first frame: from the moment the liveplayer's mount element is in the viewport (an IntersectionObserver
 *   installed before navigation) to the first decoded video frame (`requestVideoFrameCallback` on the player's
 *   video inside the shadow root), on demo/site/live.html, cold loads; budget ≤ 2 s (median);
 * - heap: the portal's ChannelDetail, signed in as a member, switched 100 times between two on-air channels by
 *   their links, each change waited for until the new channel's stream runs; JS heap after a forced GC, against
 *   the heap after the first channel played; budget: within 2 MB of the start.
 * Figures, not pass/fail; min/median/max over the runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { SignJWT } from 'jose';
import { startServer } from '../../demo/server/app';
import { spreadOf } from '../lib/stats';
import type { BenchRow, BenchScenario } from '../lib/types';

/** A time inside a Hall A and Hall B session of the demo congress (test/e2e/live-player.test.ts and live-channels.test.ts use the same). */
const SESSION = '2026-03-04T10:10:00+01:00';
const CHANGES = Number(process.env.BENCH_LIVE_CHANGES ?? 100);

/** Before navigation: when the liveplayer's mount is first in view, and when its video shows its first frame. */
const PROBE = `(() => {
  const t = window.__live = { inViewAt: null, firstFrameAt: null };
  const watch = () => {
    const host = document.querySelector('[data-congress-widget="liveplayer"]');
    if (!host) return requestAnimationFrame(watch);
    new IntersectionObserver((entries, io) => {
      if (entries.some((e) => e.isIntersecting)) { t.inViewAt = performance.now(); io.disconnect(); }
    }).observe(host);
    const findVideo = () => {
      const video = host.shadowRoot && host.shadowRoot.querySelector('video');
      if (!video) return requestAnimationFrame(findVideo);
      video.requestVideoFrameCallback(() => { t.firstFrameAt = performance.now(); });
    };
    findVideo();
  };
  watch();
})();`;

interface FirstFrame extends Record<string, number | null> {
  inViewMs: number | null;
  firstFrameMs: number | null;
  inViewToFirstFrameMs: number | null;
}

async function firstFrame(browser: Browser, url: string): Promise<FirstFrame> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  await page.addInitScript(PROBE);
  try {
    await page.goto(url);
    await page.waitForFunction(
      () => (window as unknown as { __live: { firstFrameAt: number | null } }).__live.firstFrameAt !== null,
      undefined,
      { timeout: 30_000 },
    );
    const t = await page.evaluate(
      () => (window as unknown as { __live: { inViewAt: number; firstFrameAt: number } }).__live,
    );
    return {
      inViewMs: Math.round(t.inViewAt),
      firstFrameMs: Math.round(t.firstFrameAt),
      inViewToFirstFrameMs: Math.round(t.firstFrameAt - t.inViewAt),
    };
  } finally {
    await context.close();
  }
}

async function heapMiB(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const used = (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
  await cdp.detach();
  return used / 1048576;
}

const stage = (page: Page) => page.locator('.cp-portal .cp-live').first().getAttribute('data-stage');

async function channelChanges(browser: Browser, baseUrl: string): Promise<Record<string, number>> {
  const token = await new SignJWT({ name: 'Bench Viewer', membership: 'member' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('bench-live')
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('demo-jwt-secret'));
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'cp_consent', value: 'none', url: baseUrl }]);
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/congress/dmc2026/channels/hall-a?jwtoken=${token}`);
    await page.waitForFunction(() => performance.getEntriesByName('congress-portal:painted:portal').length > 0);
    const waitStream = async (slug: string) => {
      await page.waitForFunction((s) => location.pathname.endsWith(`/channels/${s}`), slug, { timeout: 15_000 });
      for (let i = 0; i < 150 && (await stage(page)) !== 'stream'; i += 1) await page.waitForTimeout(100);
      await page.locator('.cp-portal .cp-player video').first().waitFor({ timeout: 15_000 });
    };
    await waitStream('hall-a');
    await page.waitForTimeout(1000);
    const start = await heapMiB(page);
    const started = Date.now();
    for (let i = 0; i < CHANGES; i += 1) {
      const [name, slug] = i % 2 === 0 ? ['Hall B', 'hall-b'] : ['Hall A', 'hall-a'];
      await page.locator('.cp-portal-live__channels a', { hasText: name }).click();
      await waitStream(slug);
    }
    await page.waitForTimeout(1000);
    const end = await heapMiB(page);
    const round = (n: number) => Math.round(n * 100) / 100;
    return {
      startMiB: round(start),
      endMiB: round(end),
      growthMiB: round(end - start),
      msPerChange: Math.round((Date.now() - started) / CHANGES),
    };
  } finally {
    await context.close();
  }
}

const scenario: BenchScenario = {
  name: 'live',
  async run(ctx) {
    const offset = Date.parse(SESSION) - Date.now();
    const dataDir = mkdtempSync(join(tmpdir(), 'cp-bench-live-'));
    const server = await startServer({ port: 0, quiet: true, dataDir, clock: () => Date.now() + offset });
    try {
      ctx.log(`live: first frame × ${ctx.runs}`);
      const frames: FirstFrame[] = [];
      for (let i = 0; i < ctx.runs; i += 1) frames.push(await firstFrame(ctx.browser, `${server.url}/live.html`));
      const rows: BenchRow[] = [
        { label: 'live.html: mount in view → first video frame (budget ≤ 2000 ms)', figures: spreadOf(frames) },
      ];
      // One run: 100 changes take minutes, and the heap after them is the figure, not its spread.
      ctx.log(`live: ${CHANGES} channel changes`);
      rows.push({
        label: `ChannelDetail: heap after ${CHANGES} channel changes (budget growth ≤ 2 MiB)`,
        figures: await channelChanges(ctx.browser, server.url),
      });
      return rows;
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

export default scenario;
