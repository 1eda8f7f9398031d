/**
 * Issue 9: host pages keep still while widgets load. Every demo page, at a desktop and a phone width, is measured
 * from its cold load until its first screen's widgets have painted and the network is quiet by demo-site.test.ts
 * (the sum of the page's layout-shift entries without recent input, PerformanceObserver, stays ≤ 0.01). Here: the
 * society page with the widgets below its first screen scrolled into view, a visual filling its reserved box, and
 * the bad sizes of mistakes.html. A layout figure, not a timing one: the tests wait for the widgets, then read
 * what moved.
 */
import { describe, expect, it } from 'vitest';
import { withDemo } from './support/suite';
import { networkQuiet, openPage, waitForPainted, watchNetwork } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { watchNoise } from './support/noise';
import { CLS_VIEWPORTS, LAYOUT_SHIFT_OBSERVER, cumulativeShift, type ShiftEntry } from '../../bench/lib/layout-shift';
import { SIZE_RULES } from '../../src/core/layout/size-rules';

const demo = withDemo();

const VIEWPORTS = [CLS_VIEWPORTS.desktop, CLS_VIEWPORTS.phone];
/** The goal, for every page. */
const GOAL = 0.01;

describe('the society page (widgets in the first screen)', () => {
  it('issue 13: with the webcast teaser and the library scrolled into view too, no axe violations, no page errors, still ≤ 0.01', async () => {
    const tab = await openPage(demo.browser);
    await tab.page.addInitScript(LAYOUT_SHIFT_OBSERVER);
    await tab.page.goto(`${demo.url}/society.html`);
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
      const context = await demo.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      try {
        await page.goto(`${demo.url}/society.html`);
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

/** Per mount point (in document order), every height it had from its first frame on: rAF runs from the first paint. */
const FRAME_HEIGHTS = `(() => {
  window.__cpFrames = [];
  const tick = () => {
    document.querySelectorAll('[data-congress-widget]').forEach((el, i) => {
      const heights = (window.__cpFrames[i] ??= []);
      const height = Math.round(el.getBoundingClientRect().height);
      if (heights[heights.length - 1] !== height) heights.push(height);
    });
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

describe("the README's snippet pasted unchanged (demo/site/snippet.html: no CSS of ours but boxes.css, a strict CSP)", () => {
  it.each(VIEWPORTS)(
    'the first paint: each box has its final height from the first frame on, CLS ≤ 0.01, a quiet console, axe clean at $width px',
    async (viewport) => {
      const context = await demo.browser.newContext({ viewport });
      const page = await context.newPage();
      try {
        const noise = watchNoise(page);
        watchNetwork(page);
        await page.addInitScript(LAYOUT_SHIFT_OBSERVER);
        await page.addInitScript(FRAME_HEIGHTS);
        await page.goto(`${demo.url}/snippet.html`);
        for (const widget of ['html-text', 'single-image', 'timetable']) await waitForPainted(page, widget);
        await networkQuiet(page);
        const { entries, frames } = await page.evaluate(() => {
          const w = window as unknown as { __cpShifts: ShiftEntry[]; __cpFrames: number[][] };
          return { entries: w.__cpShifts, frames: w.__cpFrames };
        });
        expect(cumulativeShift(entries, Infinity), JSON.stringify(entries)).toBeLessThanOrEqual(GOAL);
        // html-text's stated 200 px, the image's 1280:464 at the column's width, the timetable's 720 px.
        expect(frames.map((heights) => heights.length)).toEqual([1, 1, 1]);
        expect([frames[0][0], frames[2][0]]).toEqual([200, 720]);
        expect(noise).toEqual([]);
        await expectNoAxeViolations(page);
      } finally {
        await context.close();
      }
    },
  );
});

/** Every widget name, the portal, an unknown name, and the stated sizes boxes.css reads. */
const PROBE_MOUNTS = [
  ...Object.keys(SIZE_RULES)
    .filter((name) => name !== 'portal')
    .map((name) => `<div data-congress-widget="${name}"></div>`),
  '<div data-congress-widget="no-such-widget"></div>',
  '<div data-congress-portal></div>',
  '<div data-congress-widget="timetable" data-height="300"></div>',
  '<div data-congress-widget="html-text" data-height="240px"></div>',
  '<div data-congress-widget="timetable" data-aspect-ratio="16/9"></div>',
  '<div data-congress-widget="single-image" data-aspect-ratio="2.5"></div>',
  '<div data-congress-widget="liveplayer" data-height="200" data-aspect-ratio="16/9"></div>',
];

describe('boxes.css reserves the box loader.js writes, for every widget name and stated size', () => {
  it.each(VIEWPORTS)('at $width px', async (viewport) => {
    const context = await demo.browser.newContext({ viewport });
    const page = await context.newPage();
    try {
      // The loader core and the runtime never arrive: what is compared is loader.js's own first box.
      await page.route('**/cdn/**', (route) => route.abort());
      await page.route('**/box-probe.html', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><head><title>probe</title><link rel="stylesheet" href="/boxes.css"></head><body>${PROBE_MOUNTS.join('')}</body></html>`,
        }),
      );
      await page.goto(`${demo.url}/box-probe.html`);
      const before = await page.evaluate(() =>
        [...document.querySelectorAll('body > div')].map(
          (el) => Math.round(el.getBoundingClientRect().height * 10) / 10,
        ),
      );
      // Read in the microtask right after loader.js has written its boxes, before anything else can change them.
      const after = await page.evaluate(
        () =>
          new Promise<number[]>((resolve) => {
            const mounts = [...document.querySelectorAll('body > div')];
            new MutationObserver((_, observer) => {
              if (!mounts.every((el) => el.hasAttribute('data-cp-box'))) return;
              observer.disconnect();
              resolve(mounts.map((el) => Math.round(el.getBoundingClientRect().height * 10) / 10));
            }).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['data-cp-box'] });
            const script = document.createElement('script');
            script.src = '/loader.js';
            document.body.append(script);
          }),
      );
      expect(before.every((h) => h > 0)).toBe(true);
      expect(PROBE_MOUNTS.map((mount, i) => `${mount} ${after[i]}`)).toEqual(
        PROBE_MOUNTS.map((mount, i) => `${mount} ${before[i]}`),
      );
    } finally {
      await context.close();
    }
  });
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
    const tab = await openPage(demo.browser);
    await tab.page.setViewportSize(viewport);
    await tab.page.addInitScript(BOX_HEIGHTS);
    try {
      await tab.page.goto(`${demo.url}/mistakes.html`);
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
