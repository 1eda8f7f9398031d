/**
 * The portal's library listings (spec 2 §2) in real Chromium against the reference server: the default content
 * type, filters, sort and pages as URL state (back, forward, reload), the search cache, disjunctive facet counts,
 * keyboard use, and the list view with its show-all dialog.
 */
import { describe, expect, it } from 'vitest';
import { waitForPainted } from './support/browser';
import { readmePicture } from './support/pictures';
import { expectNoAxeViolations } from './support/axe';
import { librarySuite, SHOTS, settled, pathOf, query, titles, countText, route } from './support/library';

const { demo, open } = librarySuite();

describe('library listings (spec 2 §2)', () => {
  it('the empty child redirects to the default content type; 24 cards, tabs with counts, pagination with first, last and ellipses', async () => {
    const page = await open('/portal/dmc2026/library');
    expect(pathOf(page)).toBe('/portal/dmc2026/library/congressresources');
    expect(await route(page)).toBe('ProjectCongressResources');
    expect(await page.locator('.cp-card').count()).toBe(24);
    const tabsText = await page.locator('.cp-library__types a').allTextContents();
    expect(tabsText).toHaveLength(4);
    expect(tabsText.every((text) => /\d/.test(text))).toBe(true);
    const pages = await page.locator('.cp-pagination li').allTextContents();
    expect(pages.slice(0, 4)).toEqual(['1', '2', '3', '…']);
    expect(await page.locator('.cp-pagination a[aria-current="page"]').textContent()).toBe('1');
    await page.screenshot({ path: `${SHOTS}/resources-1280.png`, fullPage: false });
    await expectNoAxeViolations(page);
  });

  it('spec 2 §2 / spec 3 §2 contenttype query: /library?contenttype=events opens the events listing (URL replaced, other keys kept); an unknown value means congress resources', async () => {
    const page = await open('/portal/dmc2026/library?contenttype=events&sort=title');
    expect(pathOf(page)).toBe('/portal/dmc2026/library/events?sort=title');
    expect(await route(page)).toBe('ProjectEvents');
    expect(await page.locator('.cp-library').getAttribute('data-content-type')).toBe('events');
    await page.goto(`${demo.url}/portal/library/speakers?contenttype=packages`);
    await waitForPainted(page, 'portal');
    await settled(page);
    expect(pathOf(page)).toBe('/portal/library/congressresources');
    expect(await route(page)).toBe('CongressResources');
  });

  it('filter + sort + page + content type round-trip through the URL; back and forward restore each state; a reload keeps it', async () => {
    const page = await open('/portal/dmc2026/library/congressresources');
    await readmePicture(page, 'portal-library', 1280);
    const before = await countText(page);
    // Filter: the first topic of the sidebar.
    const topic = page.locator('.cp-filter').first().locator('input[type="checkbox"]').first();
    await topic.check();
    await expect.poll(() => query(page).filter ?? '').toMatch(/^topics==/);
    await settled(page);
    const filtered = await countText(page);
    expect(filtered).not.toBe(before);
    expect(await page.locator('.cp-library__toolbar .cp-library__badge').filter({ hasText: '1 active' }).count()).toBe(
      1,
    );
    // Sort by title, then the same field again flips the order.
    await page.locator('#cp-library-sort').selectOption('title');
    await expect.poll(() => query(page).sort).toBe('title');
    expect(query(page).order).toBe('asc');
    await settled(page);
    const asc = await titles(page);
    expect([...asc].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(asc);
    await page.locator('.cp-library__order').click();
    await expect.poll(() => query(page).order).toBe('desc');
    await settled(page);
    // Page 2 through the pagination link.
    await page.locator('.cp-pagination a', { hasText: '2' }).first().click();
    await expect.poll(() => query(page).page).toBe('2');
    await settled(page);
    const page2 = await titles(page);
    const url = pathOf(page);
    // Content type: events; paging resets, the filter stays.
    await page.locator('.cp-library__types a', { hasText: 'Sessions' }).click();
    await expect.poll(() => route(page)).toBe('ProjectEvents');
    expect(query(page).page).toBeUndefined();
    expect(query(page).filter).toMatch(/^topics==/);
    await settled(page);
    // Back: page 2 of the sorted, filtered resources, exactly as before.
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe(url);
    await settled(page);
    expect(await titles(page)).toEqual(page2);
    expect(await page.locator('.cp-filter input[type="checkbox"]:checked').count()).toBe(1);
    expect(await page.locator('#cp-library-sort').inputValue()).toBe('title');
    // Back twice more: ascending page 1, then the date order.
    await page.goBack();
    await expect.poll(() => query(page).page).toBeUndefined();
    await page.goBack();
    await expect.poll(() => query(page).order).toBe('asc');
    await page.goForward();
    await page.goForward();
    await expect.poll(() => query(page).page).toBe('2');
    // A shared link (fresh tab) shows the same list.
    const shared = await open(url);
    expect(await titles(shared)).toEqual(page2);
    // Clear filters resets the page and the filter.
    await shared.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => query(shared).filter).toBeUndefined();
    expect(query(shared).page).toBeUndefined();
    await settled(shared);
    expect(await countText(shared)).toBe(before);
  });

  it('spec 1 §9 search cache 10 s, spec 2 §4 "changing sort, filter or content type clears the cached search key": back to a kept page asks nothing; after a sort change it asks again', async () => {
    const page = await open('/portal/dmc2026/library/congressresources');
    const searches: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/search\/demo\?/.test(r.url())) searches.push(r.url());
    });
    /** Waits until the URL's `key` is `value` and the listing has its answer. */
    const reached = async (key: string, value: string | undefined) => {
      await expect.poll(() => query(page)[key]).toBe(value);
      await settled(page);
    };
    const first = await titles(page);
    await page.locator('.cp-pagination a', { hasText: '2' }).first().click();
    await reached('page', '2');
    expect(searches).toHaveLength(1);
    // Back within 10 s: page 1 comes from the kept answer, at once and without a request.
    await page.goBack();
    await reached('page', undefined);
    expect(await titles(page)).toEqual(first);
    await page.goForward();
    await reached('page', '2');
    expect(searches).toHaveLength(1);
    // A sort change clears the kept answers: going back to the date order asks the server again.
    await page.locator('#cp-library-sort').selectOption('title');
    await reached('sort', 'title');
    expect(searches).toHaveLength(2);
    await page.goBack();
    await reached('sort', undefined);
    await expect.poll(() => searches.length).toBe(3);
  });

  it("spec 2 §2/issue 11: facet counts are disjunctive per category — a ticked topic leaves the other topics' counts, a second one adds its items (or), another category narrows them (and)", async () => {
    const page = await open('/portal/library/congressresources');
    const topics = page.locator('.cp-filter').first();
    const year = page.locator('.cp-filter').filter({ has: page.getByRole('button', { name: 'Year', exact: true }) });
    const number = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
    const total = async () => number(await countText(page));
    /** label → count as the sidebar shows them. */
    const counts = async (category: typeof topics) => {
      const labels = await category.locator('.cp-filter__label').allTextContents();
      const values = await category.locator('.cp-filter__count').allTextContents();
      return new Map(labels.map((label, i) => [label, number(values[i])]));
    };
    const tick = async (category: typeof topics, label: string) => {
      const labels = await category.locator('.cp-filter__label').allTextContents();
      await category.locator('.cp-filter__options input[type="checkbox"]').nth(labels.indexOf(label)).check();
    };
    const sum = (m: Map<string, number>) => [...m.values()].reduce((all, n) => all + n, 0);
    const before = await counts(topics);
    const [a, b] = [...before.keys()];
    expect(before.get(a)).toBeGreaterThan(0);
    expect(before.get(b)).toBeGreaterThan(0);
    // One topic: the list shrinks to its items; every topic keeps its count (its own filter does not narrow it).
    await tick(topics, a);
    await expect.poll(() => query(page).filter ?? '').toMatch(/^topics==/);
    await expect.poll(total, { timeout: 10_000 }).toBe(before.get(a));
    await settled(page);
    expect(await counts(topics)).toEqual(before);
    // A second topic of the same category: "or", so the list grows to the union of both.
    await tick(topics, b);
    await expect.poll(() => (query(page).filter ?? '').split(';').length).toBe(2);
    await expect.poll(total, { timeout: 10_000 }).not.toBe(before.get(a));
    await settled(page);
    const union = await total();
    expect(union).toBeGreaterThan(before.get(a)!);
    expect(union).toBeGreaterThanOrEqual(before.get(b)!);
    expect(union).toBeLessThanOrEqual(before.get(a)! + before.get(b)!);
    expect(await counts(topics)).toEqual(before);
    // Another category (years, a date category) is narrowed by the topics: its counts add up to the list.
    await page.getByRole('button', { name: 'Year', exact: true }).click();
    const years = await counts(year);
    expect(sum(years)).toBe(union);
    // Ticking a year: its own counts stay, the topics' counts now follow the year ("and" between categories).
    const [y] = [...years.keys()];
    await tick(year, y);
    await expect.poll(() => query(page).filter ?? '').toContain(`datestart==${y}`);
    await expect.poll(total, { timeout: 10_000 }).toBe(years.get(y));
    await settled(page);
    expect(await counts(year)).toEqual(years);
    await page.screenshot({ path: `${SHOTS}/facets-disjunctive-1280.png`, fullPage: false });
    const narrowed = await counts(topics);
    expect(narrowed.get(a)! + narrowed.get(b)!).toBeGreaterThanOrEqual(years.get(y)!);
    for (const [label, n] of narrowed) expect(n).toBeLessThanOrEqual(before.get(label) ?? 0);
    expect(sum(narrowed)).toBeLessThan(sum(before));
    await expectNoAxeViolations(page);
  });

  it('keyboard: tab to a filter, toggle it with Space, reach the sort select and change it with the arrows; page links by Enter', async () => {
    const page = await open('/portal/library/congressresources');
    const checkbox = page.locator('.cp-filter input[type="checkbox"]').first();
    await checkbox.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => query(page).filter ?? '').not.toBe('');
    await settled(page);
    // Focus stays on the checkbox while the list reloads (the sidebar keeps its options).
    expect(
      await page.evaluate(
        () =>
          (document.querySelector('[data-congress-portal]')!.shadowRoot!.activeElement as HTMLInputElement | null)
            ?.type,
      ),
    ).toBe('checkbox');
    await page.locator('#cp-library-sort').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => query(page).sort).toBe('title');
    await settled(page);
    await page.locator('.cp-pagination a', { hasText: '2' }).first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => query(page).page).toBe('2');
    await settled(page);
    // After a page change the results' heading has focus.
    expect(
      await page.evaluate(() => document.querySelector('[data-congress-portal]')!.shadowRoot!.activeElement?.id),
    ).toBe('cp-library-results');
  });

  it('list view is URL state and shows a table; the show-all dialog lists every value and closes with Escape', async () => {
    const page = await open('/portal/library/congressresources');
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect.poll(() => query(page).view).toBe('list');
    await page.locator('.cp-library__table').waitFor();
    expect(await page.locator('.cp-library__table tbody tr').count()).toBe(24);
    // Session type: 6 values, maxVisibleItems 5, closed by default.
    const category = page.getByRole('button', { name: 'Session type' });
    expect(await category.getAttribute('aria-expanded')).toBe('false');
    await category.click();
    expect(await category.getAttribute('aria-expanded')).toBe('true');
    await page.locator('.cp-filter__more').click();
    const dialog = page.locator('dialog.cp-filter-dialog[open]');
    await dialog.waitFor();
    expect(await dialog.locator('input[type="checkbox"]').count()).toBe(6);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus is back on the page (the browser returns it to the "show all" button).
    expect(
      await page.evaluate(() => document.querySelector('[data-congress-portal]')!.shadowRoot!.activeElement?.className),
    ).toBe('cp-filter__more');
    await page.screenshot({ path: `${SHOTS}/list-1280.png` });
  });
});
