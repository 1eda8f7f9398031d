/**
 * The portal's library views (spec 2 §2) in real Chromium against the reference server: events as a slider, the
 * newdesign filter bar, slides, speakers, a real imported frab export, thumbnail fallbacks, bad input and failed
 * loads, and the filter menu at each width; axe scans and screenshots (test-results/portal-library/).
 */
import { describe, expect, it } from 'vitest';
import { openPage, waitForPainted } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { librarySuite, SHOTS, settled, query, titles, countText, route } from './support/library';

const { demo, open } = librarySuite();

describe('library listings (spec 2 §2)', () => {
  it("spec 2 §2 events in tiles, table or slider: the slider is URL state, shows the page's sessions in the shared carousel, back restores the tiles", async () => {
    const page = await open('/portal/library/events');
    expect(await page.locator('.cp-library__view button').allTextContents()).toEqual(['Tiles', 'List', 'Slider']);
    const tiles = await titles(page);
    await page.getByRole('button', { name: 'Slider', exact: true }).click();
    await expect.poll(() => query(page).view).toBe('slider');
    const carousel = page.locator('.cp-carousel[aria-roledescription="carousel"]');
    await carousel.waitFor({ timeout: 10_000 });
    expect(await carousel.locator('.cp-carousel__slide').count()).toBe(24);
    expect(await carousel.locator('.cp-card__title').allTextContents()).toEqual(tiles);
    const track = carousel.locator('.cp-carousel__track');
    expect(await track.evaluate((el) => el.scrollLeft)).toBe(0);
    await carousel.locator('[data-carousel="next"]').click();
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await carousel.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${SHOTS}/events-slider-1280.png` });
    await page.goBack();
    await expect.poll(() => query(page).view).toBeUndefined();
    await page.locator('.cp-library__tiles').waitFor();
    // Lectures and posters have no slider: a view=slider in their URL shows tiles.
    const resources = await open('/portal/library/congressresources?view=slider');
    expect(await resources.locator('.cp-library__view button').allTextContents()).toEqual(['Tiles', 'List']);
    expect(await resources.locator('.cp-library__tiles .cp-card').count()).toBe(24);
  });

  it('spec 1 §1 design v2 (newdesign): the library is its own view — a filter bar over full-width results, panels that close by Escape or a click outside, active filters as removable chips', async () => {
    const page = await open('/portal/library/congressresources?newdesign=true');
    expect(await page.locator('.cp-portal').getAttribute('data-design')).toBe('v2');
    const bar = page.locator('.cp-library__filters--bar');
    await bar.waitFor();
    expect(await page.locator('.cp-library__body--v2').count()).toBe(1);
    // The results take the whole width: the filter bar sits above them, not beside.
    const [barBox, resultsBox] = await Promise.all([
      bar.boundingBox(),
      page.locator('.cp-library__results').boundingBox(),
    ]);
    expect(resultsBox!.y).toBeGreaterThan(barBox!.y + barBox!.height - 1);
    expect(Math.abs(resultsBox!.width - barBox!.width)).toBeLessThan(2);
    const topic = bar.getByRole('button', { name: /Topic/ });
    expect(await topic.getAttribute('aria-expanded')).toBe('false');
    await topic.click();
    expect(await topic.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await topic.getAttribute('aria-expanded')).toBe('false');
    await expect
      .poll(() =>
        page.evaluate(() => document.querySelector('[data-congress-portal]')!.shadowRoot!.activeElement?.textContent),
      )
      .toContain('Topic');
    await topic.click();
    const option = bar.locator('.cp-filter__options label').first();
    const value = (await option.locator('.cp-filter__label').textContent())!;
    await option.locator('input').check();
    await expect.poll(() => query(page).filter).toBeTruthy();
    await settled(page);
    const chip = page.locator('.cp-library__chip');
    await expect.poll(() => chip.count()).toBe(1);
    expect(await chip.textContent()).toContain(value);
    await page.locator('.cp-library__count').click(); // outside the panel
    await expect.poll(() => bar.getByRole('button', { name: /Topic/ }).getAttribute('aria-expanded')).toBe('false');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/v2-1280.png` });
    await chip.click();
    await expect.poll(() => query(page).filter).toBeUndefined();
    await expect.poll(() => chip.count()).toBe(0);
    // The choice is kept for the session: the next route without the query is still v2.
    await page.goto(`${demo.url}/portal/library/events`);
    await waitForPainted(page, 'portal');
    await expect.poll(() => page.locator('.cp-portal').getAttribute('data-design')).toBe('v2');
  });

  it('slides: one open preview; next moves on; clicking the open slide closes it (all in the URL)', async () => {
    const page = await open('/portal/library/slides');
    expect(await page.locator('.cp-slide').count()).toBe(48);
    expect(await page.locator('.cp-library__view').count()).toBe(0);
    await page.locator('.cp-slide').nth(0).click();
    await expect.poll(() => query(page).slide).toBeTruthy();
    const first = query(page).slide;
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => query(page).slide).not.toBe(first);
    expect(await page.locator('.cp-slide[aria-expanded="true"]').count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.locator('.cp-slide[aria-expanded="true"]').click();
    await expect.poll(() => query(page).slide).toBeUndefined();
    expect(await page.locator('.cp-library__slide').count()).toBe(0);
  });

  it('speakers: sorted by name, no filter button and no view switch; cards link to SpeakerDetail', async () => {
    const page = await open('/portal/dmc2025/library/speakers');
    expect(await page.getByRole('button', { name: /^Filters/ }).count()).toBe(0);
    expect(await page.locator('.cp-library__view').count()).toBe(0);
    expect(await page.locator('#cp-library-sort').inputValue()).toBe('speaker');
    const href = await page.locator('.cp-speaker__name a').first().getAttribute('href');
    expect(href).toMatch(/^\/portal\/speakers\/\d+$/);
    await expectNoAxeViolations(page);
  });

  it("a real imported frab export (Camp 2019, unedited excerpt) lists its sessions and speakers; a searched talk opens its detail page with the real title and its speaker linked, and its speaker's page", async () => {
    // Camp2019-10178 in test/fixtures/schedules/camp2019-excerpt.frab.json: "Hacking Containers and Kubernetes " by Thomas Fricke.
    const page = await open('/portal/camp2019/library/events');
    expect(await route(page)).toBe('ProjectEvents');
    expect(await page.locator('.cp-card').count()).toBe(24);
    expect(await countText(page)).toBe('Results: 79');
    const hrefs = await page
      .locator('.cp-card__title a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.every((h) => /^\/portal\/camp2019\/events\/Camp2019-\d+-/.test(h ?? ''))).toBe(true);
    // Search a real talk title: one session, its link keeps the export's own (capitalised) slug. Detail pages are
    // members-only (docs/api.md "Capability rules"): the guard signs the demo member in by the query token.
    const searched = await open(
      `/portal/camp2019/library/events?q=${encodeURIComponent('Hacking Containers')}&token=demo-member-token`,
    );
    expect(await titles(searched)).toEqual(['Hacking Containers and Kubernetes']);
    const link = searched.locator('.cp-card__title a');
    expect(await link.getAttribute('href')).toBe(
      '/portal/camp2019/events/Camp2019-10178-hacking_containers_and_kubernetes',
    );
    await link.click();
    await expect.poll(() => route(searched)).toBe('EventDetail');
    await expect
      .poll(() => searched.locator('#cp-portal-title').textContent())
      .toBe('Hacking Containers and Kubernetes');
    // The session's persons are its speakers, linked to their pages (an imported session has no moderators).
    const speakerLinks = searched.getByRole('list', { name: 'Speakers' }).getByRole('link');
    expect(await speakerLinks.allTextContents()).toEqual(['Thomas Fricke']);
    expect(await speakerLinks.first().getAttribute('href')).toMatch(/^\/portal\/speakers\/\d+$/);
    await expectNoAxeViolations(searched);
    // The speakers tab: the export's persons, searchable by a real name, each with a SpeakerDetail page.
    const speakers = await open(
      `/portal/camp2019/library/speakers?q=${encodeURIComponent('Fricke')}&token=demo-member-token`,
    );
    expect(await speakers.locator('.cp-speaker__name').allTextContents()).toEqual(['Thomas Fricke']);
    await speakers.locator('.cp-speaker__name a').click();
    await expect.poll(() => route(speakers)).toBe('SpeakerDetail');
    await expect.poll(() => speakers.locator('#cp-portal-title').textContent()).toContain('Thomas Fricke');
  });

  it("spec 2 §8: a resource without a thumbnail shows its crtype's client fallback asset, resolved through the asset map (never the bare asset name as an address)", async () => {
    // Resource 1200001 of the demo data: a lecture without a thumbnail; clientAssets 'fallback-lecture' names the asset 'fallback-lecture'.
    const title = 'Telemedicine imaging in digital health: rehabilitation';
    const tab = await openPage(demo.browser);
    demo.tabs.push(tab);
    const images: string[] = [];
    tab.page.on('request', (r) => {
      if (r.resourceType() === 'image') images.push(new URL(r.url()).pathname);
    });
    await tab.page.setViewportSize({ width: 1280, height: 900 });
    await tab.page.goto(`${demo.url}/portal/dmc2026/library/congressresources?q=${encodeURIComponent(title)}`);
    await waitForPainted(tab.page, 'portal');
    await settled(tab.page);
    const image = tab.page.locator('.cp-card', { hasText: title }).locator('img.cp-card__image');
    await expect.poll(() => image.getAttribute('src')).toMatch(/\/api\/assets\/file\/thumb-lecture\.svg$/);
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    expect(images.filter((p) => p.endsWith('/fallback-lecture'))).toEqual([]);
  });

  it('bad input: unknown filter fields, a bad page and a 2,000-character search with HTML are safe', async () => {
    const junk = encodeURIComponent(`<img src=x onerror=alert(1)>${'x'.repeat(2000)}`);
    const page = await open(
      `/portal/library/congressresources?filter=nosuchfield%3D%3Dx%3Btopics%3D%3D&page=-4&sort=bogus&q=${junk}`,
    );
    // No resource contains the 2,000 x: exactly the no-results message, and the tag stays text.
    expect(await page.locator('.cp-card').count()).toBe(0);
    expect(await page.locator('.cp-library__empty').textContent()).toBe('No results found');
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.locator('.cp-portal__lead').textContent()).toContain('<img src=x onerror=alert(1)>');
  });

  it('bad input: a search of regex characters `(.*+?[\\` is plain text — exactly the no-results message, echoed literally, no page error', async () => {
    const text = '(.*+?[\\';
    const tab = demo.tabs.length;
    const page = await open(`/portal/library/congressresources?q=${encodeURIComponent(text)}`);
    expect(await countText(page)).toBe('Results: 0');
    expect(await page.locator('.cp-card').count()).toBe(0);
    expect(await page.locator('.cp-library__empty').textContent()).toBe('No results found');
    expect(await page.locator('.cp-portal__lead').textContent()).toContain(text);
    // The same characters after a real word still match nothing (every word must match), not everything.
    await page.goto(`${demo.url}/portal/library/congressresources?q=${encodeURIComponent(`imaging ${text}`)}`);
    await settled(page);
    expect(await page.locator('.cp-library__empty').textContent()).toBe('No results found');
    expect(demo.tabs[tab].pageErrors).toEqual([]);
  });

  it('issue 11 bad input: a failed listing load shows the translated error with Try again, not an empty page; Try again shows the list', async () => {
    const tab = await openPage(demo.browser);
    demo.tabs.push(tab);
    const { page } = tab;
    // The listing's one search request (not the tab counts, search/demo/counts) answers 500 once.
    await page.route(
      /\/api\/search\/demo\?/,
      (r) => r.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' }),
      { times: 1 },
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${demo.url}/portal/dmc2026/library/congressresources`);
    await waitForPainted(page, 'portal');
    await page.locator('.cp-library[data-state="failed"]').waitFor();
    const error = page.locator('.cp-library__results [role="alert"]');
    expect(await error.locator('.cp-error__message').textContent()).toBe(
      'This page could not be loaded. Please try again later.',
    );
    expect(await page.locator('.cp-card').count()).toBe(0);
    expect(await page.locator('.cp-library__empty').count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/failed-1280.png` });
    await error.getByRole('button', { name: 'Try again' }).click();
    await settled(page);
    expect(await page.locator('.cp-card').count()).toBe(24);
    expect(await page.locator('.cp-error').count()).toBe(0);
  });

  it('spec 2 §2: the filter menu auto-opens above 899 px and closes when the viewport shrinks to 567 px (568 keeps it open)', async () => {
    const page = await open('/portal/dmc2026/library/congressresources', 900);
    const toggle = page.getByRole('button', { name: /^Filters/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('.cp-filter').count()).toBeGreaterThan(0);
    await page.setViewportSize({ width: 568, height: 900 });
    await page.waitForTimeout(300); // a resize event would have closed it by now
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.setViewportSize({ width: 567, height: 900 });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.cp-filter').count()).toBe(0);
    // Wide again, the toggle opens it; one resize from 1280 straight below 567 closes it too.
    await page.setViewportSize({ width: 1280, height: 900 });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.setViewportSize({ width: 400, height: 900 });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('375 px: the filter menu starts closed and opens from its toggle; screenshot and axe', async () => {
    const page = await open('/portal/dmc2026/library/congressresources', 375);
    const toggle = page.getByRole('button', { name: /^Filters/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.screenshot({ path: `${SHOTS}/resources-375.png`, fullPage: false });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.screenshot({ path: `${SHOTS}/filters-375.png`, fullPage: false });
    await expectNoAxeViolations(page);
  });
});
