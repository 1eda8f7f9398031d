/**
 * Favourites in real Chromium against the reference server: one saved from a library card shows on /favourites,
 * survives a reload (stored by the server) and is removed there — likewise a session saved on EventDetail and a
 * slide from the slides list; a favourite the server fails restores the button and says so; axe scans of the
 * Favourites screen; screenshots at 375 and 1280 px (test-results/portal-social/, git-ignored).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForPainted } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { socialSuite, SHOTS, listing, route, firstCard, wait, sessionPath, settled } from './support/social';

const { demo, open } = socialSuite();

describe('favourites (spec 1 §2 /favourites, spec 2 §4)', () => {
  it('a favourite saved from a library card shows on /favourites, survives a reload, and is removed there', async () => {
    const { page, tab } = await open('/portal/library', { member: 'social-fav' });
    await listing(page);
    const card = firstCard(page);
    const title = (await card.locator('.cp-card__title').textContent())!.trim();
    const fav = card.locator('.cp-social__favourite');
    await expect.poll(() => fav.getAttribute('aria-pressed'), wait).toBe('false');
    const saved = page.waitForResponse((r) => r.url().includes('/basket/events') && r.request().method() === 'POST');
    await fav.click();
    expect(await fav.getAttribute('aria-pressed')).toBe('true'); // optimistic: at once
    expect((await saved).status()).toBe(200);
    await expect.poll(() => card.locator('[role="status"]').textContent(), wait).toBe('Saved to your favourites.');

    await page.goto(`${demo.url}/portal/favourites`);
    await waitForPainted(page, 'portal');
    const item = page.locator('.cp-favourites__item');
    await expect.poll(() => item.count(), wait).toBe(1);
    expect((await item.locator('.cp-card__title').textContent())!.trim()).toBe(title);
    await page.reload();
    await waitForPainted(page, 'portal');
    await expect.poll(() => item.count(), wait).toBe(1);
    await expectNoAxeViolations(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/favourites-${width}.png`, fullPage: true });
    }

    await item.locator('.cp-social__favourite').click();
    await expect
      .poll(() => page.locator('.cp-favourites').textContent(), wait)
      .toContain('You have not saved any favourites yet.');
    await page.reload();
    await waitForPainted(page, 'portal');
    const explore = page.locator('.cp-favourites a.cp-button');
    await expect.poll(() => explore.textContent(), wait).toBe('Explore the library');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/favourites-empty-1280.png` });
    await explore.click();
    // The library's empty child redirects to the client's default content type (spec 1 §2).
    await expect.poll(() => route(page), wait).toBe('CongressResources');
    await tab.close();
  });
});

describe('favourites of sessions and slides (spec 1 §2 /favourites; spec 2 §5 the event summary and slides)', () => {
  const group = (page: Page, name: string) =>
    page.locator('.cp-favourites__group').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const removedAll = (page: Page) =>
    expect
      .poll(() => page.locator('.cp-favourites').textContent(), wait)
      .toContain('You have not saved any favourites yet.');
  /** /favourites lists exactly the saved item under its group; removing it there empties the page. */
  const onFavouritesThenRemoved = async (page: Page, name: string, title: string) => {
    await page.goto(`${demo.url}/portal/favourites`);
    await waitForPainted(page, 'portal');
    const items = group(page, name);
    await expect.poll(() => items.locator('.cp-favourites__item').count(), wait).toBe(1);
    expect((await items.locator('.cp-card__title').textContent())!.trim()).toBe(title);
    await items.locator('.cp-social__favourite').click();
    await removedAll(page);
  };

  it('a session saved on its EventDetail shows on /favourites under Sessions and is removed there', async () => {
    const { page, tab } = await open(sessionPath, { member: 'social-event-fav' });
    const fav = page.locator('.cp-detail__header .cp-social__favourite');
    await expect.poll(() => fav.getAttribute('aria-pressed'), wait).toBe('false');
    const title = (await page.locator('#cp-portal-title').textContent())!.trim();
    await fav.click();
    await expect
      .poll(() => page.locator('.cp-detail__header [role="status"]').textContent(), wait)
      .toBe('Saved to your favourites.');
    expect(await fav.getAttribute('aria-pressed')).toBe('true');
    // Sessions on /favourites are the agenda (one list with the timetable's "My schedule"): removed from there.
    await page.goto(`${demo.url}/portal/favourites`);
    await waitForPainted(page, 'portal');
    const remove = group(page, 'Sessions').getByRole('button', { name: `Remove ${title} from my schedule` });
    await expect.poll(() => remove.count(), wait).toBe(1);
    await remove.click();
    await removedAll(page);
    await tab.close();
  });

  it('a slide saved from the slides list shows on /favourites under Slides and is removed there', async () => {
    const { page, tab } = await open('/portal/library/slides', { member: 'social-slide-fav' });
    await listing(page);
    await page.locator('.cp-slide').nth(1).click();
    const panel = page.locator('.cp-library__slide');
    const title = (await panel.locator('.cp-library__slide-title').textContent())!.trim();
    const fav = panel.locator('.cp-social__favourite');
    await expect.poll(() => fav.getAttribute('aria-pressed'), wait).toBe('false');
    await fav.click();
    await expect.poll(() => fav.getAttribute('aria-pressed'), wait).toBe('true');
    await settled(fav);
    await onFavouritesThenRemoved(page, 'Slides', title);
    await tab.close();
  });

  it('issue 11 bad input: a favourite the server fails (500, once) restores the button and says so; the next click saves', async () => {
    const { page, tab } = await open('/portal/library', { member: 'social-fav-500' });
    await listing(page);
    const card = firstCard(page);
    const fav = card.locator('.cp-social__favourite');
    await expect.poll(() => fav.getAttribute('aria-pressed'), wait).toBe('false');
    await page.route(
      (url) => url.pathname.endsWith('/basket/events'),
      (r) =>
        r.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'internal_error', message: 'failed for the test' } }),
        }),
      { times: 1 },
    );
    const failed = page.waitForResponse((r) => r.url().includes('/basket/events'));
    await fav.click();
    expect((await failed).status()).toBe(500);
    await settled(fav);
    expect(await fav.getAttribute('aria-pressed')).toBe('false');
    // The outcome is announced in the button's status region (visually hidden: the button itself shows the state).
    await expect
      .poll(() => card.locator('.cp-social__favourite + [role="status"]').textContent(), wait)
      .toBe('The favourite could not be saved. Please try again.');
    await fav.click();
    await expect
      .poll(() => card.locator('.cp-social__favourite + [role="status"]').textContent(), wait)
      .toBe('Saved to your favourites.');
    expect(await fav.getAttribute('aria-pressed')).toBe('true');
    await tab.close();
  });
});
