import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { withDemo } from './support/suite';
import { mountByCode } from './support/browser';

const SHOTS = 'test-results/library-widgets';
const T = { timeout: 10_000 };

const demo = withDemo({ shots: SHOTS });

async function mount(page: Page, id: string, widget: string, settings: unknown): Promise<Locator> {
  return mountByCode(page, id, { widget, project: 'dmc2026', settings });
}

describe('library: the latest published items, links by URL pattern in the top window', () => {
  it('tiles of congress resources (8, newest first), a sessions table, speakers', async () => {
    const tab = await demo.open('/gallery-library.html');
    const main = tab.page.locator('#gallery-library');
    await expect.poll(() => main.locator('.cp-card').count(), T).toBe(8);
    const link = main.locator('.cp-card__title a').first();
    expect(await link.getAttribute('href')).toMatch(/^\/portal\/dmc2026\/crs\/[\w-]+$/);
    expect(await link.getAttribute('target')).toBe('_top');
    const events = tab.page.locator('#gallery-library-events');
    await events.scrollIntoViewIfNeeded();
    await expect.poll(() => events.locator('tbody tr').count(), T).toBe(6);
    expect(await events.locator('tbody th a').first().getAttribute('href')).toMatch(/^\/portal\/dmc2026\/events\//);
    const speakers = tab.page.locator('#gallery-library-speakers');
    await speakers.scrollIntoViewIfNeeded();
    await expect.poll(() => speakers.locator('.cp-speaker').count(), T).toBe(6);
    expect(await speakers.locator('.cp-speaker__name a').first().getAttribute('href')).toMatch(
      /^\/portal\/speakers\/\d+$/,
    );
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it('spec 3 §2: a topic click sets the shared filter; the list follows it (every card has the topic)', async () => {
    const tab = await demo.open('/gallery-library.html');
    const main = tab.page.locator('#gallery-library');
    await expect.poll(() => main.locator('.cp-lw__topic').count(), T).toBeGreaterThan(0);
    const topic = (await main.locator('.cp-lw__topic').first().textContent())!;
    await main.locator('.cp-lw__topic').first().click();
    await expect.poll(async () => main.locator('.cp-lw__topic[aria-pressed="true"]').count(), T).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        const cards = await main.locator('.cp-card').all();
        const withTopic = await Promise.all(
          cards.map(async (c) => (await c.locator('.cp-lw__topic').allTextContents()).includes(topic)),
        );
        return cards.length > 0 && withTopic.every(Boolean);
      }, T)
      .toBe(true);
    // Clicking the chosen topic again clears the filter (a message without a value clears it, spec 3 §2).
    await main.locator(`.cp-lw__topic[aria-pressed="true"]`).first().click();
    await expect.poll(() => main.locator('.cp-lw__topic[aria-pressed="true"]').count(), T).toBe(0);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it('the error state: a request the server refuses shows a translated error with retry; nothing thrown', async () => {
    const tab = await demo.open('/gallery-library.html');
    const el = await mount(tab.page, 'broken', 'library', { extraFilter: 'datestart>soon' });
    await expect.poll(() => el.locator('[role="alert"]').textContent(), T).toContain('Loading failed');
    expect(await el.getByRole('button', { name: /try again/i }).count()).toBe(1);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it('CongressPortal.mount: sessions by code; bad settings (limit "x", layout 7) fall back to 8 tiles', async () => {
    const tab = await demo.open('/gallery-library.html');
    const el = await mount(tab.page, 'by-code', 'library', {
      contenttype: 'events',
      limit: 'x',
      layout: 7,
      title: 'Sitzungen',
    });
    await expect.poll(() => el.locator('.cp-card').count(), T).toBe(8);
    expect(await el.locator('h2').textContent()).toBe('Sitzungen');
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});

describe('resources-list and resources-table: ids', () => {
  it("the ids in the order given (a resource without a thumbnail shows its crtype's fallback asset); no ids → the empty text and no search request", async () => {
    const tab = await demo.open('/gallery-resources-list.html');
    const searches: string[] = [];
    tab.page.on('request', (r) => {
      if (r.url().includes('/search/')) searches.push(r.url());
    });
    const list = tab.page.locator('#gallery-resources-list');
    await expect.poll(() => list.locator('.cp-card').count(), T).toBe(4);
    const hrefs = await list.locator('.cp-card__title a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.map((h) => h!.split('-').pop())).toEqual(['1200007', '1200001', '1200004', '1200002']);
    // Spec 2 §8 / spec 3 §8: 1200001 is a lecture without a thumbnail; its card shows the client's fallback-lecture
    // asset, resolved through the asset map, which the widget loads only for such a list.
    const fallback = list.locator('.cp-card').nth(1).locator('img.cp-card__image');
    await expect.poll(() => fallback.getAttribute('src'), T).toMatch(/\/api\/assets\/file\/thumb-lecture\.svg$/);
    const empty = tab.page.locator('#gallery-resources-list-empty');
    await empty.scrollIntoViewIfNeeded();
    await expect.poll(() => empty.locator('[role="status"]').textContent(), T).toContain('No content found');
    expect(searches.filter((u) => !u.includes('byIds'))).toEqual([]);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it('the table: one row per session id, a header row', async () => {
    const tab = await demo.open('/gallery-resources-table.html');
    const table = tab.page.locator('#gallery-resources-table');
    await expect.poll(() => table.locator('tbody tr').count(), T).toBe(4);
    expect(await table.locator('thead th').allTextContents()).toEqual(['Title', 'Date', 'Room', 'Type']);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});

describe('smart-video-library', () => {
  it('slides link to their recording at the slide time; the slider layout loads the carousel', async () => {
    const tab = await demo.open('/gallery-smart-video-library.html');
    const slides = tab.page.locator('#gallery-smart-video-library');
    await expect.poll(() => slides.locator('.cp-lw__slide').count(), T).toBe(12);
    expect(await slides.locator('.cp-lw__slide a').first().getAttribute('href')).toMatch(
      /^\/portal\/dmc2026\/crs\/[\w-]+\?t=\d+$/,
    );
    const slider = tab.page.locator('#gallery-smart-video-library-recordings');
    await slider.scrollIntoViewIfNeeded();
    await expect.poll(() => slider.locator('.cp-carousel__slide').count(), T).toBe(8);
    await expect.poll(() => slider.locator('.cp-carousel__dot').count(), T).toBeGreaterThan(1);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});
