/**
 * The page-builder widgets card, image-slider, live-event-progress and live-text in real Chromium against the
 * reference server: renditions for their width, bad input and broken images, the fade mode, the live session's
 * progress and sanitized live text, errors; and the widgets as grid cells of a portal page.
 */
import { describe, expect, it } from 'vitest';
import { openPage, waitForPainted } from './support/browser';
import { renditionForWidth } from '../../src/core/content/image-renditions';
import { pageWidgetsSuite, SHOTS, LIVE, mount } from './support/page-widgets';

const { demo } = pageWidgetsSuite();

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
