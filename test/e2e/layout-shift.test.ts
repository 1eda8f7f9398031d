/**
 * Issue 9: host pages keep still while widgets load. Every demo page, at a desktop and a phone width, is measured
 * from its cold load until its first screen's widgets have painted and the network is quiet by demo-site.test.ts
 * (the sum of the page's layout-shift entries without recent input, PerformanceObserver, stays ≤ 0.01). Here: the
 * society page with the widgets below its first screen scrolled into view, a visual filling its reserved box, and
 * the bad sizes of mistakes.html. A layout figure, not a timing one: the tests wait for the widgets, then read
 * what moved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startDemoServer, type DemoServer } from './support/server';
import { launchBrowser, networkQuiet, openPage, waitForPainted } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { CLS_VIEWPORTS, LAYOUT_SHIFT_OBSERVER, cumulativeShift, type ShiftEntry } from '../../bench/lib/layout-shift';

let server: DemoServer;
let browser: Browser;

beforeAll(async () => {
  server = await startDemoServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const VIEWPORTS = [CLS_VIEWPORTS.desktop, CLS_VIEWPORTS.phone];
/** The goal, for every page. */
const GOAL = 0.01;

describe('the society page (widgets in the first screen)', () => {
  it('issue 13: with the webcast teaser and the library scrolled into view too, no axe violations, no page errors, still ≤ 0.01', async () => {
    const tab = await openPage(browser);
    await tab.page.addInitScript(LAYOUT_SHIFT_OBSERVER);
    await tab.page.goto(`${server.url}/society.html`);
    for (const widget of ['html-text', 'single-image', 'timetable']) await waitForPainted(tab.page, widget);
    // The widgets below the first screen mount as the reader scrolls to them (lazy), into the boxes kept for them.
    for (const [id, widget] of [
      ['#society-live', 'webcast-teaser'],
      ['#society-recordings', 'library'],
    ]) {
      await tab.page.locator(id).scrollIntoViewIfNeeded();
      await waitForPainted(tab.page, widget);
    }
    await networkQuiet(tab.page);
    const entries = await tab.page.evaluate(() => (window as unknown as { __cpShifts: ShiftEntry[] }).__cpShifts);
    expect(cumulativeShift(entries, Infinity), JSON.stringify(entries)).toBeLessThanOrEqual(GOAL);
    await expectNoAxeViolations(tab.page);
    expect(tab.pageErrors.map((e) => e.message)).toEqual([]);
    await tab.close();
  });

  it.each([1280, 375])(
    'issue 9: the visual fills its reserved box at %i px (object-fit cover, centred)',
    async (width) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      try {
        await page.goto(`${server.url}/society.html`);
        await waitForPainted(page, 'single-image');
        const fit = await page.locator('#society-visual img').evaluate(async (img: HTMLImageElement) => {
          await img.decode();
          const box = img.closest('picture')!.getBoundingClientRect();
          const own = img.getBoundingClientRect();
          const style = getComputedStyle(img);
          return {
            widthGap: Math.round(box.width - own.width),
            heightGap: Math.round(box.height - own.height),
            host: Math.round((img.getRootNode() as ShadowRoot).host.getBoundingClientRect().width - own.width),
            fit: style.objectFit,
            position: style.objectPosition,
          };
        });
        expect(fit).toEqual({ widthGap: 0, heightGap: 0, host: 0, fit: 'cover', position: '50% 50%' });
      } finally {
        await context.close();
      }
    },
  );
});

/** Per mount point, every height its reserved box had from the frame the box was first reserved on. */
const BOX_HEIGHTS = `(() => {
  window.__cpBoxes = {};
  const tick = () => {
    for (const el of document.querySelectorAll('[data-cp-box][id]')) {
      const heights = (window.__cpBoxes[el.id] ??= []);
      const height = Math.round(el.getBoundingClientRect().height);
      if (heights[heights.length - 1] !== height) heights.push(height);
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

describe('issue 9 bad input (demo/site/mistakes.html "Sizes that are not sizes"): a clear warning, a sane default box, no shift', () => {
  it.each(VIEWPORTS)('at $width px', async (viewport) => {
    const tab = await openPage(browser);
    await tab.page.setViewportSize(viewport);
    await tab.page.addInitScript(BOX_HEIGHTS);
    try {
      await tab.page.goto(`${server.url}/mistakes.html`);
      await tab.page.locator('#missing-asset').scrollIntoViewIfNeeded();
      await waitForPainted(tab.page, 'single-image', 2);
      await networkQuiet(tab.page);
      await expect.poll(() => tab.console.filter((l) => l.includes('no-such-asset')).length).toBe(1);
      const boxes = await tab.page.evaluate(() =>
        ['bad-height', 'zero-ratio', 'missing-asset'].map((id) => {
          const el = document.getElementById(id)!;
          return {
            id,
            box: el.getAttribute('data-cp-box'),
            style: el.getAttribute('style'),
            img: el.shadowRoot?.querySelector('img') !== null,
            heights: (window as unknown as { __cpBoxes: Record<string, number[]> }).__cpBoxes[id],
          };
        }),
      );
      // data-height "tall": html-text's own content box (120 px at first, the text's estimate once its settings are in).
      expect(boxes[0]).toMatchObject({
        box: 'content',
        style: expect.stringMatching(/^min-height: \d+px;$/),
        img: false,
      });
      // data-aspect-ratio "0" and a missing asset: single-image's own 1280:464 box; the missing picture leaves it empty.
      expect(boxes[1]).toMatchObject({ box: 'aspect', style: 'aspect-ratio: 2.75862 / 1;', img: true });
      expect(boxes[2]).toMatchObject({ box: 'aspect', style: 'aspect-ratio: 2.75862 / 1;', img: false });
      // No shift: the two picture boxes keep the height they had on their first frame; the text box only grows once,
      // when its settings arrive (a content estimate never shrinks), and not at all once painted.
      expect(boxes[1].heights).toHaveLength(1);
      expect(boxes[2].heights).toHaveLength(1);
      expect(boxes[0].heights.length).toBeLessThanOrEqual(2);
      const warnings = tab.console.filter((l) => l.startsWith('warning: [CongressPortal]'));
      for (const text of [
        '<div id="bad-height" data-congress-widget="html-text" data-project="dmc2026">: data-height must be a size in px (e.g. 480 or "480px"), received "tall"; reserving min-height 120 px.',
        '<div id="zero-ratio" data-congress-widget="single-image" data-project="dmc2026">: data-aspect-ratio must be a ratio above zero (e.g. 16:9 or 1280:464), received "0"; reserving aspect ratio 2.76.',
        'single-image in #missing-asset: none of the asset names (default "no-such-asset") resolves to an image in the client\'s asset list; its reserved box stays empty.',
      ]) {
        expect(
          warnings.filter((l) => l.endsWith(text)),
          text,
        ).toHaveLength(1);
      }
      expect(tab.pageErrors).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
