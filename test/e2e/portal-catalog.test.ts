/**
 * Issue 11 item 7: Packages, Spotlights and Education (spec 2 §3) in real Chromium against the reference server.
 * List → detail → back link, modules in `sort` order, the 250-character title, topic tags into the Library,
 * spotlight categories in the small and full layouts, the spotlight page view, the education tree by keyboard only,
 * unknown slugs → PageNotFound, failed list loads with their retry, axe scans of every screen, zero page errors,
 * screenshots at 375 and 1280 px
 * (test-results/portal-catalog/, git-ignored).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from '../../demo/server/app';
import { openPage, waitForPainted } from './support/browser';
import { withDemo } from './support/suite';
import { expectNoAxeViolations } from './support/axe';

type Item = { slug: string; title: string; category?: string; modules: { type: string; sort: number }[] };
const dataset = (name: string): Item[] =>
  JSON.parse(readFileSync(join(REPO_ROOT, `demo/data/dataset/demo/${name}.json`), 'utf8'));
const packages = dataset('packages');
const spotlights = dataset('spotlights');
const longPackage = packages.find((p) => p.title.length > 250);
const longSpotlight = spotlights.find((p) => p.title.length > 250);
const ADMIN = { authorization: 'Bearer demo-admin-token' };

const SHOTS = 'test-results/portal-catalog';
const WAIT = { timeout: 10_000 };

const demo = withDemo({ shots: SHOTS, quiet: true });

async function open(path: string, width = 1280): Promise<Page> {
  return (await demo.open(`/portal${path}`, { width, painted: 'portal', acceptCookies: true })).page;
}
const heading = (page: Page) => page.locator('#cp-portal-title');
const route = (page: Page) => page.locator('.cp-portal').getAttribute('data-route');
const shots = async (page: Page, name: string) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
};

describe('spec 2 §3 Packages and PackageDetail', () => {
  it('list → detail → back link; subline, compiled by, date, topic tags; modules sorted by sort; axe', async () => {
    const page = await open('/packages');
    await expect.poll(() => page.locator('.cp-catalog__card').count(), WAIT).toBe(packages.length);
    await expect.poll(() => heading(page).textContent(), WAIT).toBe('Packages');
    await expectNoAxeViolations(page);
    await shots(page, 'packages');
    const first = packages[0];
    await page.locator(`[data-slug="${first.slug}"] h2 a`).click();
    await expect.poll(() => route(page), WAIT).toBe('PackageDetail');
    await expect.poll(() => heading(page).textContent(), WAIT).toBe(first.title);
    await expect
      .poll(() => page.locator('.cp-catalog__meta').first().textContent(), WAIT)
      .toMatch(/^compiled by .+ · \w+ \d+, \d{4}$/);
    expect(await page.locator('.cp-catalog__subline').textContent()).toMatch(/^Selected /);
    const sorted = [...first.modules].sort((a, b) => a.sort - b.sort).map((m) => m.type);
    expect(first.modules.map((m) => m.type)).not.toEqual(sorted); // stored out of order: the portal sorts
    await expect
      .poll(
        () =>
          page
            .locator('.cp-portal-grid [data-widget]')
            .evaluateAll((els) => els.map((e) => e.getAttribute('data-widget'))),
        WAIT,
      )
      .toEqual(sorted);
    await expect
      .poll(
        () =>
          page
            .locator('.cp-portal-grid [data-widget="html-text"] p')
            .first()
            .textContent()
            .catch(() => ''),
        WAIT,
      )
      .toMatch(/package\.$/);
    await expectNoAxeViolations(page);
    await shots(page, 'package-detail');
    await page.getByRole('link', { name: 'Back to packages' }).click();
    await expect.poll(() => route(page), WAIT).toBe('Packages');
    await expect.poll(() => page.locator('.cp-catalog__card').count(), WAIT).toBe(packages.length);
    await page.close();
  }, 120_000);

  it('a title over 250 characters is cut to 250 with an ellipsis in the list and on the page', async () => {
    expect(longPackage).toBeDefined();
    const page = await open(`/packages/${longPackage!.slug}`);
    await expect.poll(() => heading(page).textContent(), WAIT).toMatch(/…$/);
    expect((await heading(page).textContent())!.length).toBeLessThanOrEqual(250);
    await page.getByRole('link', { name: 'Back to packages' }).click();
    const card = page.locator(`[data-slug="${longPackage!.slug}"] h2`);
    await expect.poll(() => card.textContent(), WAIT).toMatch(/…$/);
    expect((await card.textContent())!.length).toBeLessThanOrEqual(250);
    await page.close();
  }, 60_000);

  it('a topic tag opens the Library filtered by the topic; by sku works; an unknown slug is PageNotFound', async () => {
    const page = await open(`/packages/${packages[0].slug}`);
    const tags = page.getByRole('list', { name: 'Topics' }).first();
    expect(await tags.evaluate((el) => getComputedStyle(el).display)).toBe('flex'); // the tag styles came with the chunk
    await page.locator('.cp-detail__tags a').first().click(WAIT);
    // Library redirects to the client's default content type (spec 1 §2).
    await expect.poll(() => route(page), WAIT).toMatch(/^(Library|CongressResources)$/);
    expect(new URL(page.url()).searchParams.get('filter')).toMatch(/^topics==/);
    await page.goto(`${demo.url}/portal/packages/PKG-DMC2026-1`);
    await expect
      .poll(() => heading(page).textContent(), WAIT)
      .toBe(packages.find((p) => p.slug === 'dmc2026-cardiology-package')?.title);
    await page.goto(`${demo.url}/portal/packages/no-such-package`);
    await expect.poll(() => page.locator('.cp-portal').textContent(), WAIT).toMatch(/not found/i);
    await page.close();
  }, 60_000);
});

describe('spec 2 §3 Spotlights: categories, small and full layouts, SpotlightDetail', () => {
  it('the overview groups by category in the small layout; a category shows the full layout; the layout switch; axe', async () => {
    const page = await open('/spotlights');
    await expect.poll(() => page.locator('.cp-catalog__card--small').count(), WAIT).toBe(spotlights.length);
    expect(await page.locator('.cp-catalog__card--small img').count()).toBe(0);
    expect(await page.locator('section h2').allTextContents()).toEqual(['Highlights', 'Award winners', 'Press']);
    await expectNoAxeViolations(page);
    await shots(page, 'spotlights-small');
    await page.getByRole('link', { name: 'Award winners', exact: true }).click();
    const award = spotlights.filter((s) => s.category === 'award-winners');
    await expect.poll(() => page.locator('.cp-catalog__card--full').count(), WAIT).toBe(award.length);
    expect(new URL(page.url()).searchParams.get('category')).toBe('award-winners');
    await expect.poll(() => page.locator('.cp-catalog__card--full img').count(), WAIT).toBe(award.length);
    expect(await page.locator('.cp-catalog__card--full .cp-catalog__meta').first().textContent()).toMatch(
      /^compiled by /,
    );
    expect(await page.getByRole('link', { name: 'Award winners', exact: true }).getAttribute('aria-current')).toBe(
      'true',
    );
    await expectNoAxeViolations(page);
    await shots(page, 'spotlights-full');
    await page.getByRole('link', { name: 'Compact' }).click();
    await expect.poll(() => page.locator('.cp-catalog__card--small').count(), WAIT).toBe(award.length);
    await page.goBack();
    await expect.poll(() => page.locator('.cp-catalog__card--full').count(), WAIT).toBe(award.length);
    await page.locator('.cp-catalog__card h2 a').first().click();
    await expect.poll(() => route(page), WAIT).toBe('SpotlightDetail');
    await expect.poll(() => heading(page).textContent(), WAIT).toBe(award[0].title);
    await expect.poll(() => page.locator('.cp-portal-grid [data-widget]').count(), WAIT).toBe(2);
    await expectNoAxeViolations(page);
    await shots(page, 'spotlight-detail');
    await page.getByRole('link', { name: 'Back to spotlights' }).click();
    await expect.poll(() => route(page), WAIT).toBe('Spotlights');
    await page.close();
  }, 120_000);
});

describe('spec 2 §3 Spotlights: the 250-character title, the page view, a failed list load', () => {
  it('a spotlight title over 250 characters is cut to 250 with an ellipsis on its page and in the list', async () => {
    expect(longSpotlight).toBeDefined();
    const page = await open(`/spotlights/${longSpotlight!.slug}`);
    await expect.poll(() => heading(page).textContent(), WAIT).toMatch(/…$/);
    const title = (await heading(page).textContent())!;
    expect(title.length).toBeLessThanOrEqual(250);
    expect(longSpotlight!.title.startsWith(title.slice(0, -1).trimEnd())).toBe(true);
    await page.getByRole('link', { name: 'Back to spotlights' }).click();
    const card = page.locator(`[data-slug="${longSpotlight!.slug}"] h3`);
    await expect.poll(() => card.textContent(), WAIT).toMatch(/…$/);
    expect((await card.textContent())!.length).toBeLessThanOrEqual(250);
    await page.close();
  }, 60_000);

  it('spec 2 §3 "a page view is sent to analytics": opening a SpotlightDetail (analytics consent given) records a Matomo page view of its URL', async () => {
    const matomo = async () =>
      (
        (await (await fetch(`${demo.url}/api/analytics/matomo?limit=1000`, { headers: ADMIN })).json()) as {
          data: { body: Record<string, string> }[];
        }
      ).data;
    const spotlight = spotlights[0];
    const url = `${demo.url}/portal/spotlights/${spotlight.slug}`;
    const page = await open('/spotlights'); // open() accepts the cookie banner: analytics consent
    await page.locator(`[data-slug="${spotlight.slug}"] a`).first().click();
    await expect.poll(() => route(page), WAIT).toBe('SpotlightDetail');
    await expect.poll(async () => (await matomo()).filter((v) => v.body.url === url).length, WAIT).toBe(1);
    const [view] = (await matomo()).filter((v) => v.body.url === url);
    expect(view.body).toMatchObject({ idsite: '3', rec: '1', urlref: `${demo.url}/portal/spotlights` });
    expect(view.body.action_name).toBe(await page.title()); // the document title (spec 1 §2 pattern)
    await page.close();
  }, 60_000);

  it('spec 2 §8 "spotlight list failure: translated error.loadingFailed": the list shows the error with Try again, not an empty page; Try again shows the spotlights and their category links', async () => {
    const tab = await openPage(demo.browser);
    demo.tabs.push(tab);
    const { page } = tab;
    let broken = true;
    // Every spotlight list request (the list and its categories) answers 500 until the test lets them through.
    await page.route(/\/api\/demo\/spotlights(\?|$)/, (r) =>
      broken ? r.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' }) : r.fallback(),
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${demo.url}/portal/spotlights`);
    await waitForPainted(page, 'portal');
    const error = page.locator('.cp-catalog [role="alert"]');
    await error.waitFor(WAIT);
    expect(await error.locator('.cp-error__message').textContent()).toBe('Loading failed');
    expect(await page.locator('.cp-catalog__card').count()).toBe(0);
    expect(await page.getByText('Nothing here yet.').count()).toBe(0);
    await expectNoAxeViolations(page);
    broken = false;
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.locator('.cp-catalog__card--small').count(), WAIT).toBe(spotlights.length);
    expect(await page.locator('.cp-catalog section h2').allTextContents()).toEqual([
      'Highlights',
      'Award winners',
      'Press',
    ]);
    // The category links come from a second request of the whole list: Try again loads that too.
    await expect
      .poll(() => page.getByRole('list', { name: 'Spotlight categories' }).getByRole('link').allTextContents(), WAIT)
      .toEqual(['All', 'Highlights', 'Award winners', 'Press']);
    expect(await page.locator('.cp-error').count()).toBe(0);
    await page.close();
  }, 60_000);
});

describe('failed catalog loads: a retry state, not an empty page (issue 11 bad input)', () => {
  it('the packages list answering 500 once shows error.loadingFailed with Try again; Try again shows the packages', async () => {
    const tab = await openPage(demo.browser);
    demo.tabs.push(tab);
    const { page } = tab;
    await page.route(
      /\/api\/demo\/packages(\?|$)/,
      (r) => r.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' }),
      { times: 1 },
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${demo.url}/portal/packages`);
    await waitForPainted(page, 'portal');
    const error = page.locator('.cp-catalog [role="alert"]');
    await error.waitFor(WAIT);
    expect(await heading(page).textContent()).toBe('Packages');
    expect(await error.locator('.cp-error__message').textContent()).toBe('Loading failed');
    expect(await page.locator('.cp-catalog__card').count()).toBe(0);
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.locator('.cp-catalog__card').count(), WAIT).toBe(packages.length);
    expect(await page.locator('.cp-error').count()).toBe(0);
    await page.close();
  }, 60_000);
});

describe('spec 2 §3 Education and EducationItemDetail: the tree by keyboard', () => {
  it('list → item; chapters open and close with Enter; a chapter link by keyboard opens its page; back link; axe', async () => {
    const page = await open('/education');
    await expect.poll(() => page.locator('.cp-catalog__card').count(), WAIT).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await shots(page, 'education');
    await page.locator('.cp-catalog__card h2 a').first().click();
    await expect.poll(() => route(page), WAIT).toBe('EducationItemDetail');
    const tree = page.getByRole('navigation', { name: 'Chapters' });
    await expect.poll(() => tree.locator('[aria-current="page"]').textContent(), WAIT).toBe('Foundations of imaging');
    const part1 = tree.getByRole('button', { name: 'Show chapters of Foundations of imaging · Part 1', exact: true });
    expect(await part1.getAttribute('aria-expanded')).toBe('false');
    expect(await tree.getByRole('link', { name: 'Foundations of imaging · Part 1 · Part 1' }).isVisible()).toBe(false);
    await part1.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => part1.getAttribute('aria-expanded'), WAIT).toBe('true');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(
        () =>
          (document.querySelector('[data-congress-portal]')?.shadowRoot?.activeElement as HTMLElement | null)
            ?.textContent,
      ),
    ).toBe('Foundations of imaging · Part 1');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => heading(page).textContent(), WAIT).toBe('Foundations of imaging · Part 1 · Part 1');
    // A chapter's page shows the whole tree of its top-level item, the chapter marked and its parents open.
    await expect
      .poll(() => tree.locator('[aria-current="page"]').textContent(), WAIT)
      .toBe('Foundations of imaging · Part 1 · Part 1');
    expect(await tree.getByRole('link', { name: 'Foundations of imaging', exact: true }).isVisible()).toBe(true);
    expect(await part1.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.locator('.cp-portal-grid [data-widget]').count(), WAIT).toBe(2);
    await expectNoAxeViolations(page);
    await shots(page, 'education-detail');
    await page.getByRole('link', { name: 'Back to education' }).click();
    await expect.poll(() => route(page), WAIT).toBe('Education');
    await page.goto(`${demo.url}/portal/education/no-such-item`);
    await expect.poll(() => page.locator('.cp-portal').textContent(), WAIT).toMatch(/not found/i);
    await page.close();
  }, 120_000);
});
