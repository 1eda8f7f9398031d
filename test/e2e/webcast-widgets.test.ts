import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withDemo } from './support/suite';
import { mountByCode, pageProblems, waitForPainted } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { slidesPerView } from '../../src/core/carousel/slides-per-view';

const SHOTS = 'test-results/webcast-widgets';
const LIVE = 'fakenow=2026-03-04T10:30:00%2B01:00';
const EARLY = 'fakenow=2026-03-04T07:00:00%2B01:00';
const T = { timeout: 10_000 };

const demo = withDemo({ shots: SHOTS });

/** Asks the page's runtime `hasOnAirChannel` the way a host frame does, and returns the answer. */
function askOnAir(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const onMessage = (event: MessageEvent) => {
          const data = event.data as { type?: string; payload?: { hasOnAirChannel?: unknown; requestId?: string } };
          if (data?.type !== 'hasOnAirChannel.result' || data.payload?.requestId !== 'q1') return;
          window.removeEventListener('message', onMessage);
          resolve(data.payload.hasOnAirChannel);
        };
        window.addEventListener('message', onMessage);
        setTimeout(() => resolve('no answer'), 3000);
        window.postMessage(
          { source: 'congress-portal', version: 1, type: 'hasOnAirChannel', payload: { requestId: 'q1' } },
          location.origin,
        );
      }),
  );
}

describe('webcast-display', () => {
  it('grid: ignoredChannels left out, channelOrder first, channelUrlPattern links with target _top, live counter, on-air answer true', async () => {
    const tab = await demo.open(`/gallery-webcast-display.html?${LIVE}`);
    const grid = tab.page.locator('#gallery-webcast-display');
    await expect.poll(() => grid.locator('.cp-ch').count(), T).toBeGreaterThan(3);
    const slugs = await grid.locator('.cp-ch').evaluateAll((els) => els.map((e) => e.getAttribute('data-channel')));
    expect(slugs[0]).toBe('hall-b');
    expect(slugs).not.toContain('room-4');
    const link = grid.locator('a.cp-ch[data-channel="hall-a"]');
    await expect.poll(() => link.getAttribute('href'), T).toBe('/live.html?channel=hall-a');
    expect(await link.getAttribute('target')).toBe('_top');
    expect(await grid.locator('.cp-ch__badge--live').count()).toBeGreaterThan(0);
    await expect.poll(() => grid.locator('.cp-chw__count').textContent(), T).toMatch(/\d+ watching/);
    await expect.poll(() => askOnAir(tab.page), T).toBe(true);
    expect(pageProblems([tab]).errors).toEqual([]);
    await tab.close();
  });

  it('grid off air (showOffAir): every tile off air with its next upcoming event; slideshow (hideUpcomingEvents, only on-air) shows the collection description', async () => {
    const tab = await demo.open(`/gallery-webcast-display.html?${EARLY}`);
    const grid = tab.page.locator('#gallery-webcast-display');
    await expect.poll(() => grid.locator('.cp-ch').count(), T).toBeGreaterThan(3);
    expect(await grid.locator('.cp-ch__badge--live').count()).toBe(0);
    await expect.poll(() => grid.locator('.cp-ch__when').first().textContent(), T).toMatch(/^Next: \d{2}:\d{2}/);
    const slideshow = tab.page.locator('#gallery-webcast-display-slideshow');
    await slideshow.scrollIntoViewIfNeeded();
    await expect
      .poll(() => slideshow.locator('.cp-slider__empty').textContent(), T)
      .toBe('Demo Medical Congress 2026: all sessions and channels.');
    await expect.poll(() => askOnAir(tab.page), T).toBe(false);
    await tab.close();
  });

  it('slideshow: the shared carousel, slides per view from numeric breakpoints (the non-numeric one dropped), keyboard', async () => {
    const OPTIONS = {
      slidesToShow: 3,
      responsive: [
        { breakpoint: 900, settings: { slidesToShow: 2 } },
        { breakpoint: 600, settings: { slidesToShow: 1 } },
        { breakpoint: 'wide', settings: { slidesToShow: 5 } },
      ],
    };
    for (const width of [1280, 800, 375]) {
      const tab = await demo.open(`/gallery-webcast-display.html?${LIVE}`, { width });
      const slideshow = tab.page.locator('#gallery-webcast-display-slideshow');
      await slideshow.scrollIntoViewIfNeeded();
      const carousel = slideshow.locator('.cp-carousel');
      await expect.poll(() => carousel.count(), T).toBe(1);
      // The gallery puts the widget beside its settings: its own width decides (core slidesPerView, breakpoints 900 / 600).
      const own = await carousel.evaluate((el) => el.clientWidth);
      const slides = await carousel.locator('.cp-carousel__slide').count();
      const perView = slidesPerView(own, OPTIONS, slides);
      expect(perView).toBe(Math.min(slides, own > 900 ? 3 : own > 600 ? 2 : 1));
      await expect
        .poll(() => carousel.evaluate((el) => getComputedStyle(el).getPropertyValue('--cp-per-view').trim()), T)
        .toBe(String(perView));
      if (width === 1280) {
        const dots = slideshow.locator('.cp-carousel__dot');
        if ((await dots.count()) > 1) {
          await slideshow.locator('.cp-carousel__track').focus();
          await tab.page.keyboard.press('ArrowRight');
          await expect
            .poll(() => dots.evaluateAll((ds) => ds.findIndex((d) => d.getAttribute('aria-current') === 'true')), T)
            .toBe(1);
        }
        await tab.page.screenshot({ path: `${SHOTS}/webcast-display-slideshow-${width}.png` });
      }
      await tab.close();
    }
  });

  it('CongressPortal.mount: eventDetailsLink-free data uses the pattern; a script-scheme pattern gives no link; nothing thrown', async () => {
    const tab = await demo.open(`/gallery.html?${LIVE}`);
    await mountByCode(tab.page, 'by-code', {
      widget: 'webcast-display',
      project: 'dmc2026',
      settings: {
        heading: 'By code',
        channelUrlPattern: 'javascript:alert(###slug###)',
        ignoredChannels: 'nope,,',
        ignoreEvents: 'wrong type',
        slideshowOptions: 7,
      },
    });
    const root = tab.page.locator('#by-code');
    await expect.poll(() => root.locator('.cp-ch').count(), T).toBeGreaterThan(0);
    expect(await root.locator('a.cp-ch').count()).toBe(0);
    expect(await root.locator('h2').textContent()).toBe('By code');
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});

describe('webcast-teaser: congress state before / during / after, forced by ?state=', () => {
  it.each([
    ['fakenow=2026-03-01T10:00:00%2B01:00', 'before', 'Welcome to the congress.'],
    [`${LIVE}&state=before`, 'before', 'Welcome to the congress.'],
    [`${LIVE}&state=after`, 'after', 'Thank you for joining us'],
    ['fakenow=2026-03-10T10:00:00%2B01:00', 'after', 'Thank you for joining us'],
  ])('%s → %s shows its sanitized embed', async (query, state, text) => {
    const tab = await demo.open(`/gallery-webcast-teaser.html?${query}`);
    const teaser = tab.page.locator('[data-congress-widget="webcast-teaser"]');
    await expect.poll(() => teaser.locator('.cp-teaser').getAttribute('data-state'), T).toBe(state);
    await expect.poll(() => teaser.locator('.cp-teaser__html').textContent(), T).toContain(text);
    expect(await teaser.locator('.cp-carousel').count()).toBe(0);
    await tab.close();
  });

  it('during: the channel slideshow (on-air channels, autoplay with a pause button); off air it falls back to htmlEmbed1', async () => {
    const tab = await demo.open(`/gallery-webcast-teaser.html?${LIVE}`);
    const teaser = tab.page.locator('[data-congress-widget="webcast-teaser"]');
    await expect.poll(() => teaser.locator('.cp-teaser').getAttribute('data-state'), T).toBe('during');
    await expect.poll(() => teaser.locator('.cp-carousel .cp-ch').count(), T).toBeGreaterThan(0);
    expect(await teaser.locator('[data-carousel="rotation"]').count()).toBe(1);
    await expect.poll(() => askOnAir(tab.page), T).toBe(true);
    await tab.close();
    const early = await demo.open(`/gallery-webcast-teaser.html?${EARLY}`);
    const fallback = early.page.locator('[data-congress-widget="webcast-teaser"]');
    await expect
      .poll(() => fallback.locator('.cp-teaser__html').textContent(), T)
      .toContain('Welcome to the congress.');
    await expect.poll(() => askOnAir(early.page), T).toBe(false);
    await early.close();
  });
});

describe('channel-matrix and filter-matrix', () => {
  it('channel-matrix disableOffAir: off air every channel is listed but disabled (no link); on air the on-air ones link', async () => {
    const tab = await demo.open(`/gallery-channel-matrix.html?${EARLY}`);
    const matrix = tab.page.locator('[data-congress-widget="channel-matrix"]');
    await expect.poll(() => matrix.locator('.cp-mx__item').count(), T).toBe(12);
    expect(await matrix.locator('.cp-mx__item[aria-disabled="true"]').count()).toBe(12);
    expect(await matrix.locator('a[href]').count()).toBe(0);
    await expect.poll(() => askOnAir(tab.page), T).toBe(false);
    await tab.close();
    const live = await demo.open(`/gallery-channel-matrix.html?${LIVE}`);
    const onAir = live.page.locator('[data-congress-widget="channel-matrix"]');
    await expect.poll(() => onAir.locator('a.cp-mx__item[href]').count(), T).toBeGreaterThan(0);
    const links = await onAir.locator('a.cp-mx__item[href]').count();
    expect(await onAir.locator('.cp-ch__badge--live').count()).toBe(links);
    await expect.poll(() => askOnAir(live.page), T).toBe(true);
    expect(pageProblems([live]).errors).toEqual([]);
    await live.close();
  });

  it('filter-matrix: a topic button narrows the channels and shares the filter (Widget.SetFilter); a host filter applies; a topic without channels shows the no-results text', async () => {
    const tab = await demo.open(`/gallery-filter-matrix.html?${LIVE}`);
    const matrix = tab.page.locator('[data-congress-widget="filter-matrix"]');
    await expect.poll(() => matrix.locator('.cp-fm__topic').count(), T).toBeGreaterThan(0);
    const all = await matrix.locator('.cp-mx__item').count();
    const shared = tab.page.evaluate(
      () =>
        new Promise((resolve) => {
          document.addEventListener(
            'congress-portal:Widget.SetFilter',
            (e) => resolve((e as CustomEvent).detail.filterValue),
            { once: true },
          );
        }),
    );
    const topic = matrix.locator('.cp-fm__topic').first();
    const name = await topic.textContent();
    await topic.click();
    expect(await shared).toBe(name);
    expect(await topic.getAttribute('aria-pressed')).toBe('true');
    const narrowed = await matrix.locator('.cp-mx__item').count();
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThanOrEqual(all);
    await topic.click();
    await expect.poll(() => matrix.locator('.cp-mx__item').count(), T).toBe(all);
    await tab.page.evaluate(() =>
      window.postMessage(
        {
          source: 'congress-portal',
          version: 1,
          type: 'Widget.SetFilter',
          payload: { sourceId: 'topic', filterValue: 'No such topic' },
        },
        location.origin,
      ),
    );
    await expect.poll(() => matrix.locator('.cp-mx__empty').textContent(), T).toBe('No channel is live right now');
    await expectNoAxeViolations(tab.page);
    await tab.close();
  });

  it('/portal/pages/widgets: webcast-display and channel-matrix as portal grid cells', async () => {
    const tab = await demo.open(`/portal/pages/widgets?${LIVE}`);
    for (const widget of ['webcast-display', 'channel-matrix']) {
      const cell = tab.page.locator(`[data-congress-widget="${widget}"], [data-widget="${widget}"]`).first();
      await cell.scrollIntoViewIfNeeded().catch(() => undefined);
      await waitForPainted(tab.page, widget);
    }
    await tab.page.screenshot({ path: `${SHOTS}/portal-widgets-1280.png`, fullPage: true });
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});
