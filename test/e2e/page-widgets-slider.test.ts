/**
 * The page-builder gallery's index and the card-slider (the shared carousel) in real Chromium against the reference
 * server: slides per view at each width, keyboard, a key pressed while the track scrolls, autoplay and its pause,
 * reduced motion, a slider of one card and bad lists.
 */
import { describe, expect, it } from 'vitest';
import { openPage, waitForPainted } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { slidesPerView } from '../../src/core/carousel/slides-per-view';
import { pageWidgetsSuite, GALLERY, mount, dotIndex, settledIndex } from './support/page-widgets';

const { demo } = pageWidgetsSuite();

describe('the gallery index', () => {
  it('the gallery index links every gallery page and passes axe', async () => {
    const tab = await demo.open('/gallery.html');
    const links = await tab.page.locator('.gallery-list a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(GALLERY.map(([w]) => `/gallery-${w}.html`));
    await expectNoAxeViolations(tab.page);
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
