import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { withDemo } from './support/suite';
import { REPO_ROOT } from '../../demo/server/app';
import { galleryTable } from '../../demo/server/http/gallery-pages';
import { mountByCode, openPage, waitForPainted } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { slidesPerView } from '../../src/core/carousel/slides-per-view';
import { renditionForWidth } from '../../src/core/content/image-renditions';

const SHOTS = 'test-results/page-widgets';
const LIVE = 'fakenow=2026-03-04T10:30:00%2B01:00';

const demo = withDemo({ shots: SHOTS });

/** Every gallery page (demo/site/gallery/widgets.json) and how many mounts it paints: the default and its `more`. */
const GALLERY = galleryTable(join(REPO_ROOT, 'demo', 'site')).widgets.map(
  ({ widget, more }): [widget: string, painted: number] => [widget, 1 + (more?.length ?? 0)],
);

/** Mounts a widget by code (CongressPortal.mount) into a new element of the page's main. */
const mount = (page: Page, id: string, widget: string, settings: unknown, extra: Record<string, unknown> = {}) =>
  mountByCode(page, id, { widget, project: 'dmc2026', settings, ...extra });

const dotIndex = (root: Locator) =>
  root
    .locator('.cp-carousel__dot')
    .evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-current') === 'true'));
/**
 * The dot index once it holds still: a slide change that began just before the pause (hover, focus, the button)
 * finishes its smooth scroll first, and the dots follow the scroll. Reading at once raced it under load.
 */
async function settledIndex(root: Locator): Promise<number> {
  let last = await dotIndex(root);
  for (let i = 0; i < 10; i++) {
    await new Promise((resolve) => setTimeout(resolve, 400));
    const now = await dotIndex(root);
    if (now === last) return now;
    last = now;
  }
  return last;
}

describe('the gallery index', () => {
  it('the gallery index links every gallery page and passes axe', async () => {
    const tab = await demo.open('/gallery.html');
    const links = await tab.page.locator('.gallery-list a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(GALLERY.map(([w]) => `/gallery-${w}.html`));
    await expectNoAxeViolations(tab.page);
    await tab.close();
  });
});

describe('card', () => {
  it('shows title, text, a link into the top window and the image rendition its width asks for', async () => {
    const tab = await demo.open('/gallery-card.html', { width: 375 });
    await waitForPainted(tab.page, 'card');
    const card = tab.page.locator('#gallery-card .cp-card');
    await expect.poll(() => card.locator('h2').textContent()).toBe('DMC 2026 in Berlin');
    expect(await card.getAttribute('href')).toBe('/congress/dmc2026');
    expect(await card.getAttribute('target')).toBe('_top');
    // At 375 px the card is well under 567 px wide: the xs rendition (spec 3 §9).
    expect(await card.locator('img').getAttribute('src')).toMatch(/teaser-xs\.png$/);
    await tab.close();
  });

  it('bad input: a script-scheme link, wrong types and a broken image → no link, the error image, warnings, no page error', async () => {
    const tab = await demo.open('/gallery-card.html');
    const el = await mount(tab.page, 'bad-card', 'card', {
      title: 42,
      text: { html: true },
      link: 'javascript:window.__pwned=1',
      image: '/api/assets/file/no-such.png',
      errorImage: '/api/assets/file/thumb-lecture.svg',
    });
    await waitForPainted(tab.page, 'card', 2);
    await expect.poll(() => el.locator('img').getAttribute('src')).toMatch(/thumb-lecture\.svg$/);
    expect(await el.locator('a').count()).toBe(0);
    expect(await el.locator('h2').textContent()).toBe('42');
    expect(tab.console.some((l) => l.includes('card: the setting link was ignored') && l.includes('javascript:'))).toBe(
      true,
    );
    expect(tab.console.some((l) => l.includes('card: the image') && l.includes('no-such.png'))).toBe(true);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it('a broken image without an error image shows a translated placeholder (de)', async () => {
    const tab = await demo.open('/gallery-card.html');
    const el = await mount(
      tab.page,
      'bare-card',
      'card',
      { title: 'X', image: '/api/assets/file/no-such.png', errorImage: '' },
      { locale: 'de' },
    );
    await waitForPainted(tab.page, 'card', 2);
    await expect.poll(() => el.locator('.cp-media__missing').textContent()).toBe('Bild nicht verfügbar');
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});

describe('card-slider (shared carousel)', () => {
  it.each([375, 700, 1280])(
    'at %d px the slides in view follow the spec breakpoints of the slider width',
    async (width) => {
      const tab = await demo.open('/gallery-card-slider.html', { width });
      await waitForPainted(tab.page, 'card-slider');
      const carousel = tab.page.locator('#gallery-card-slider .cp-carousel');
      const measured = await carousel.evaluate((el) => el.clientWidth);
      await expect
        .poll(() => carousel.evaluate((el) => getComputedStyle(el).getPropertyValue('--cp-per-view')))
        .toBe(String(slidesPerView(measured, {}, 5)));
      await tab.close();
    },
  );

  it('keyboard: arrows, Home and End move slide by slide; the dots follow', async () => {
    const tab = await demo.open('/gallery-card-slider.html', { width: 375 });
    await waitForPainted(tab.page, 'card-slider');
    const root = tab.page.locator('#gallery-card-slider');
    await root.locator('.cp-carousel__track').focus();
    expect(await dotIndex(root)).toBe(0);
    await tab.page.keyboard.press('ArrowRight');
    await expect.poll(() => dotIndex(root)).toBe(1);
    await expect
      .poll(() => root.locator('.cp-carousel__track').evaluate((el) => Math.round(el.scrollLeft / el.clientWidth)))
      .toBe(1);
    await tab.page.keyboard.press('End');
    await expect.poll(() => dotIndex(root)).toBe(4);
    await tab.page.keyboard.press('ArrowRight');
    await expect.poll(() => dotIndex(root)).toBe(0);
    await tab.page.keyboard.press('ArrowLeft');
    await expect.poll(() => dotIndex(root)).toBe(4);
    await tab.page.keyboard.press('Home');
    await expect.poll(() => dotIndex(root)).toBe(0);
    // Slides out of view are inert: Tab does not reach their links.
    expect(await root.locator('.cp-carousel__slide[inert]').count()).toBe(4);
    await tab.close();
  });

  it('a key pressed while the track still scrolls steps from where it heads (End, then → at once: the first slide); the dots never show the slides passed', async () => {
    const tab = await demo.open('/gallery-card-slider.html', { width: 375 });
    await waitForPainted(tab.page, 'card-slider');
    const root = tab.page.locator('#gallery-card-slider');
    const track = root.locator('.cp-carousel__track');
    await track.focus();
    // Every dot index the carousel shows, frame by frame, from here on.
    await tab.page.evaluate(`(() => {
      const shadow = document.querySelector('#gallery-card-slider').shadowRoot;
      const seen = window.__cpDots = [];
      const tick = () => {
        const i = [...shadow.querySelectorAll('.cp-carousel__dot')].findIndex((d) => d.getAttribute('aria-current') === 'true');
        if (seen[seen.length - 1] !== i) seen.push(i);
        requestAnimationFrame(tick);
      };
      tick();
    })()`);
    await tab.page.keyboard.press('End');
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await tab.page.keyboard.press('ArrowRight');
    await expect.poll(() => track.evaluate((el) => el.scrollLeft), { timeout: 10_000 }).toBe(0);
    expect(await settledIndex(root)).toBe(0);
    // 0, then End's 4 at once, then →'s wrap to 0: none of the slides the smooth scrolls passed.
    expect(await tab.page.evaluate(() => (window as unknown as { __cpDots: number[] }).__cpDots)).toEqual([0, 4, 0]);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it('autoplay advances, pauses on hover and on focus, and stops with the visible pause button', async () => {
    const tab = await demo.open('/gallery-card-slider.html', { width: 375 });
    const cards = [1, 2, 3].map((n) => ({
      title: `Card ${n}`,
      text: 'x',
      image: '/api/assets/file/thumb-lecture.svg',
    }));
    const el = await mount(tab.page, 'fast', 'card-slider', {
      cards,
      slideshowOptions: { autoplay: true, autoplaySpeed: 300, dots: true },
    });
    await expect.poll(() => el.locator('.cp-carousel__dot').count()).toBe(3);
    await tab.page.mouse.move(0, 0);
    await expect.poll(() => dotIndex(el), { timeout: 5000 }).toBeGreaterThan(0);
    // Hover: no rotation.
    await el.locator('.cp-carousel__track').hover();
    const hovered = await settledIndex(el);
    await tab.page.waitForTimeout(900);
    expect(await dotIndex(el)).toBe(hovered);
    await tab.page.mouse.move(0, 0);
    await expect.poll(() => dotIndex(el), { timeout: 5000 }).not.toBe(hovered);
    // Focus inside: no rotation.
    const pause = el.locator('[data-carousel="rotation"]');
    await pause.focus();
    const focused = await settledIndex(el);
    await tab.page.waitForTimeout(900);
    expect(await dotIndex(el)).toBe(focused);
    // The pause button: stays stopped after focus leaves.
    expect(await pause.getAttribute('aria-label')).toBe('Stop automatic slide show');
    await pause.click();
    expect(await pause.getAttribute('aria-label')).toBe('Start automatic slide show');
    await tab.page.locator('h1').click();
    const stopped = await settledIndex(el);
    await tab.page.waitForTimeout(900);
    expect(await dotIndex(el)).toBe(stopped);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it('prefers-reduced-motion: no autoplay and no pause button', async () => {
    const tab = await openPage(demo.browser);
    await tab.page.emulateMedia({ reducedMotion: 'reduce' });
    await tab.page.setViewportSize({ width: 375, height: 900 });
    await tab.page.goto(`${demo.url}/gallery-card-slider.html`);
    const cards = [1, 2, 3].map((n) => ({ title: `Card ${n}` }));
    const el = await mount(tab.page, 'calm', 'card-slider', {
      cards,
      slideshowOptions: { autoplay: true, autoplaySpeed: 300, dots: true },
    });
    await expect.poll(() => el.locator('.cp-carousel__dot').count()).toBe(3);
    await tab.page.waitForTimeout(900);
    expect(await dotIndex(el)).toBe(0);
    expect(await el.locator('[data-carousel="rotation"]').count()).toBe(0);
    await tab.close();
  });

  it('a slider of one card shows no controls; an empty or malformed list shows the empty text and warns', async () => {
    const tab = await demo.open('/gallery-card-slider.html');
    await waitForPainted(tab.page, 'card-slider', 2);
    const one = tab.page.locator('#gallery-card-slider-one-card');
    await expect.poll(() => one.locator('.cp-card').count()).toBe(1);
    expect(await one.locator('button').count()).toBe(0);
    const bad = await mount(tab.page, 'bad-slider', 'card-slider', { cards: 'not a list', slideshowOptions: 'fast' });
    await expect.poll(() => bad.locator('.cp-slider__empty').textContent()).toBe('There are no cards to show.');
    expect(tab.console.some((l) => l.includes('card-slider: the setting cards was ignored'))).toBe(true);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});

describe('image-slider', () => {
  it.each([375, 1280])('at %d px the first image is the rendition its slide width asks for', async (width) => {
    const tab = await demo.open('/gallery-image-slider.html', { width });
    await waitForPainted(tab.page, 'image-slider');
    const slide = tab.page.locator('#gallery-image-slider .cp-carousel__slide').first();
    const slideWidth = await slide.evaluate((el) => el.getBoundingClientRect().width);
    const expected = renditionForWidth(slideWidth, {
      default: 'teaser.png',
      md: 'teaser-md.png',
      sm: 'teaser-sm.png',
      xs: 'teaser-xs.png',
    });
    await expect.poll(() => slide.locator('img').getAttribute('src')).toBe(`/api/assets/file/${expected}`);
    if (width === 375) expect(expected).toBe('teaser-xs.png');
    await tab.close();
  });

  it('fade mode: one slide shown at a time, dots move it; a broken image shows the configured error image', async () => {
    const tab = await demo.open('/gallery-image-slider.html');
    await waitForPainted(tab.page, 'image-slider');
    const root = tab.page.locator('#gallery-image-slider');
    expect(await root.locator('.cp-carousel--fade').count()).toBe(1);
    await root.locator('.cp-carousel__dot').nth(2).click();
    await expect.poll(() => root.locator('.cp-carousel__slide[data-active]').getAttribute('aria-label')).toBe('3 of 3');
    const el = await mount(tab.page, 'broken', 'image-slider', {
      images: [{ image: '/api/assets/file/none.jpg', imageAlt: 'Gone' }],
      errorImage: '/api/assets/file/preview-offair.jpg',
    });
    await expect.poll(() => el.locator('img').getAttribute('src')).toMatch(/preview-offair\.jpg$/);
    expect(await el.locator('button').count()).toBe(0);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});

describe('live-event-progress and live-text (channel polled through the page scheduler)', () => {
  it('on the congress day at 10:30 the 10:00–10:45 session is 67 % through; the live text is sanitized HTML', async () => {
    const tab = await demo.open(`/gallery-live-event-progress.html?${LIVE}`);
    await waitForPainted(tab.page, 'live-event-progress');
    const bar = tab.page.locator('#gallery-live-event-progress [role="progressbar"]');
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('67');
    await tab.close();
    const text = await demo.open(`/gallery-live-text.html?${LIVE}`);
    await waitForPainted(text.page, 'live-text');
    await expect.poll(() => text.page.locator('#gallery-live-text strong').textContent()).toBe('Live:');
    await text.close();
  });

  it('with no live event: the noLiveEventMessage setting, and the translated live-text line', async () => {
    const tab = await demo.open('/gallery-live-event-progress.html?fakenow=2026-03-04T23:00:00%2B01:00');
    await waitForPainted(tab.page, 'live-event-progress');
    await expect
      .poll(() => tab.page.locator('#gallery-live-event-progress .cp-progress__none').textContent())
      .toContain('Hall A is not live right now');
    const text = await mount(tab.page, 'quiet-text', 'live-text', { channel: 'hall-a' });
    await waitForPainted(tab.page, 'live-text');
    await expect.poll(() => text.locator('.cp-live-text__none').textContent()).toBe('No live text at the moment.');
    await tab.close();
  });

  it('errors: an unknown channel shows a translated error; no channel warns; refreshes every 60 s', async () => {
    const tab = await openPage(demo.browser);
    await tab.page.clock.install();
    await tab.page.goto(`${demo.url}/gallery-live-event-progress.html`);
    const unknown = await mount(tab.page, 'unknown', 'live-event-progress', { channel: 'no-such-channel' });
    await expect.poll(() => unknown.locator('[role="alert"]').textContent()).toContain('Loading failed');
    // An explicitly empty channel: the reference server's `default` live-text settings name channel hall-a, and
    // settings given at mount only override them (src/embed/settings.ts mergeSettings), so `{}` is not "no channel".
    const none = await mount(tab.page, 'none', 'live-text', { channel: '' });
    await expect.poll(() => tab.console.some((l) => l.includes('live-text: no channel'))).toBe(true);
    expect(await none.locator('.cp-live-text__none').count()).toBe(1);
    // Polling: one request for hall-a per 60 s.
    let requests = 0;
    tab.page.on('request', (r) => {
      if (r.url().includes('/wcm/channels/hall-a')) requests += 1;
    });
    await tab.page.clock.runFor(61_000);
    await expect.poll(() => requests).toBeGreaterThanOrEqual(1);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});

describe('in the portal: page-builder widgets as grid cells of a page', () => {
  it('/portal/pages/widgets mounts card-slider, card and image-slider through the runtime', async () => {
    const tab = await demo.open('/portal/pages/widgets');
    await waitForPainted(tab.page, 'card-slider');
    await waitForPainted(tab.page, 'card');
    await waitForPainted(tab.page, 'image-slider');
    expect(tab.pageErrors).toEqual([]);
    await tab.page.screenshot({ path: `${SHOTS}/portal-widgets-1280.png`, fullPage: true });
    await tab.close();
  });
});
