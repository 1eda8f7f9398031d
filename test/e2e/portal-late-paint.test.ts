/**
 * Issue 9, a portal below the first screen (demo/site/index.html) that paints late: the reader has scrolled past it to
 * the page's end before its code arrives (its chunk held back by the test, then fetched from the real server). The
 * shell's first screen fills the box reserved for it (src/portal/styles.ts), and its footer joins only once its place
 * is out of view (src/portal/footer-place.ts): the host's content after the portal never moves in front of the
 * reader (layout-shift entries without recent input, PerformanceObserver, add up to ≤ 0.01).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withDemo } from './support/suite';
import { networkQuiet, scrollToEnd, waitForPainted, watchNetwork } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { watchNoise } from './support/noise';
import { CLS_VIEWPORTS, LAYOUT_SHIFT_OBSERVER, cumulativeShift, type ShiftEntry } from '../../bench/lib/layout-shift';

const demo = withDemo();

/** Issue 9's goal. */
const GOAL = 0.01;

const shift = async (page: Page) => {
  const entries = await page.evaluate(() => (window as unknown as { __cpShifts: ShiftEntry[] }).__cpShifts);
  return { cls: cumulativeShift(entries, Infinity), entries: JSON.stringify(entries) };
};

const frames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The portal's mount point: its height, the box reserved for it (min-height) and whether its footer has joined. */
const portalState = (page: Page) =>
  page.locator('#portal').evaluate((host) => ({
    height: Math.round(host.getBoundingClientRect().height),
    reserved: Math.round(parseFloat(getComputedStyle(host).minHeight)),
    footer: host.shadowRoot?.querySelector('.cp-footer') !== null,
  }));

/**
 * Where the reader is when the portal paints, at the page's end: at 1280 × 900 and 375 × 800 the end of the portal is
 * in view (the footer waits), at 375 × 560 the portal lies wholly above the view (the footer joins at once, above the
 * reader: the browser's scroll anchoring keeps the view still).
 */
const CASES = [
  { viewport: { width: 1280, height: 900 }, endInView: true },
  { viewport: CLS_VIEWPORTS.phone, endInView: true },
  { viewport: { width: 375, height: 560 }, endInView: false },
];

describe('a portal below the first screen that paints after the reader has scrolled past it (index.html)', () => {
  it.each(CASES)(
    'at $viewport.width × $viewport.height: its painted shell is its reserved box, nothing moves, the footer joins once its place is out of view; quiet, axe clean',
    async ({ viewport, endInView }) => {
      const context = await demo.browser.newContext({ viewport });
      const page = await context.newPage();
      try {
        const noise = watchNoise(page);
        watchNetwork(page);
        await page.addInitScript(LAYOUT_SHIFT_OBSERVER);
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(/\/cdn\/portal\.js$/, async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(`${demo.url}/index.html`);
        await waitForPainted(page, 'html-text');
        await frames(page);

        // The reader goes to the page's end, a screen at a time, while the portal is still loading.
        await scrollToEnd(page);
        expect(await page.evaluate(() => performance.getEntriesByName('congress-portal:painted:portal').length)).toBe(
          0,
        );
        release();
        await waitForPainted(page, 'portal');
        await networkQuiet(page);
        await frames(page);

        const atEnd = await shift(page);
        expect(atEnd.cls, atEnd.entries).toBeLessThanOrEqual(GOAL);
        const painted = await portalState(page);
        expect(painted.reserved).toBe(viewport.height);
        if (endInView) expect(painted).toEqual({ height: painted.reserved, reserved: painted.reserved, footer: false });
        else expect(painted.footer).toBe(true);

        // Back up to the portal: its footer's place leaves the view below, and the footer joins there.
        await page.locator('#portal').evaluate((host) => host.scrollIntoView({ block: 'start' }));
        await expect.poll(async () => (await portalState(page)).footer).toBe(true);
        await frames(page);
        const back = await shift(page);
        expect(back.cls, back.entries).toBeLessThanOrEqual(GOAL);
        expect(noise).toEqual([]);
        await expectNoAxeViolations(page);
      } finally {
        await context.close();
      }
    },
  );
});
