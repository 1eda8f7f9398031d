/**
 * The timetable widget's layouts in real Chromium against the reference server: the list at 375 px and in a narrow
 * embed, the compact layout, the overlay's links and downloads, print, axe over calendar, overlay and list, and a host
 * page on another origin that opens an imported session by its deep link.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { timetableSuite } from './support/timetable';

const { demo, newPage, apiEvents, openTimetable } = timetableSuite();

describe('timetable on the reference server (dmc2026)', () => {
  it('375 px: falls back to a single-column list without horizontal overflow (screenshot check)', async () => {
    const page = await openTimetable('fakenow=2026-03-04T07:30:00%2B01:00', { viewport: { width: 375, height: 740 } });
    expect(await page.locator('.tt-row').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const row = (await page.locator('.tt-row').first().boundingBox())!;
    expect(row.x).toBeGreaterThanOrEqual(0);
    expect(row.x + row.width).toBeLessThanOrEqual(375);
    const shot = await page.screenshot();
    expect(shot.readUInt32BE(16)).toBe(375); // PNG width
    await page.context().close();
  });

  it('a narrow sidebar embed gets the list view on a wide screen (container width)', async () => {
    const page = await newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${demo.url}/timetable.html?fakenow=2026-03-04T07:30:00%2B01:00`);
    const sidebar = page.locator('aside [data-congress-widget="timetable"]');
    await sidebar.locator('.tt-row').first().waitFor({ timeout: 20_000 });
    await expect.poll(() => sidebar.locator('.tt').getAttribute('data-view')).toBe('list');
    await expect.poll(() => page.locator('main .tt').getAttribute('data-view')).toBe('calendar');
    await expectNoAxeViolations(page); // two timetables on one page: ids stay inside their shadow roots
    await page.context().close();
  });

  it('spec 3 §9 compact layout below 840 px window height: 14 px rows and size classes', async () => {
    const page = await openTimetable('fakenow=2026-03-04T07:30:00%2B01:00', { viewport: { width: 1280, height: 700 } });
    const block = page.locator('.tt-block').first();
    expect(await block.getAttribute('class')).toMatch(/size-(15|30|45|60)/);
    const hours = await page
      .locator('.tt-hour')
      .evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect().y));
    expect(Math.round(hours[1] - hours[0])).toBe(84); // 6 rows × 14 px
    await page.context().close();
  });

  it('overlay: live link from the pattern, add to calendar as an .ics download, agenda export; jump to now', async () => {
    const [first] = (await apiEvents('dmc2026')).filter((e) => e.datestart.startsWith('2026-03-04T10'));
    const page = await openTimetable('fakenow=2026-03-04T10:20:00%2B01:00');
    await page.getByRole('button', { name: 'Jump to now' }).click();
    await expect.poll(() => page.locator('.tt-scroll').evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    expect(await page.locator('.tt-now').count()).toBe(1);
    await page.locator(`[data-slug="${first.slug}"]`).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('link', { name: 'Watch live' }).getAttribute('href')).toBe(
      `/live.html?channel=${first.slug}`,
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download .ics' }).click(),
    ]);
    const ics = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(ics).toString('utf8');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain(`UID:event-${first.id}@`);
    await dialog.getByRole('button', { name: /Add to my schedule/ }).click();
    await page.keyboard.press('Escape');
    const [agenda] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'My schedule .ics (1)' }).click(),
    ]);
    expect(
      Buffer.concat(await (await agenda.createReadStream()).toArray())
        .toString('utf8')
        .match(/BEGIN:VEVENT/g),
    ).toHaveLength(1);
    await page.context().close();
  });

  it('print stylesheet: controls hidden, the calendar is not clipped', async () => {
    const page = await openTimetable('fakenow=2026-03-04T07:30:00%2B01:00');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.tt-tools').isVisible()).toBe(false);
    expect(await page.locator('.tt-filters').isVisible()).toBe(false);
    expect(await page.locator('.tt-scroll').evaluate((el) => getComputedStyle(el).overflow)).toBe('visible');
    await page.context().close();
  });

  it('axe (WCAG 2.1 A/AA + best practice, whole page with shadow roots): no violations in calendar, overlay, list', async () => {
    const page = await openTimetable('fakenow=2026-03-04T07:30:00%2B01:00');
    await expectNoAxeViolations(page);
    await page.locator('.tt-block').first().click();
    await page.getByRole('dialog').waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await page.locator('.tt-pick summary', { hasText: 'Topic' }).click();
    await expectNoAxeViolations(page);
    await page.context().close();
  }, 180_000); // three whole-page axe scans of a few hundred shadow-DOM nodes: ≈ 60 s on a loaded 2-core machine
});

describe('timetable on imported real schedules (npm start -- --schedule …)', () => {
  it('36C3 (imported, no settings written by hand): a host page on another origin opens the session of a deep link with the source slug', async () => {
    // The host page: only the embed snippet, served by a web server of its own (another origin), no data-settings —
    // the timetable's settings are the defaults the import wrote.
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>36C3 Fahrplan</title></head><body><main>
      <h1>Fahrplan</h1><div data-congress-widget="timetable" data-project="36c3"></div></main>
      <script async src="${demo.url}/loader.js" data-api="${demo.url}/api" data-client="demo"></script></body></html>`;
    const host = createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
    );
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/congress-36c3.html`;
    const page = await newPage({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Berlin' });
    await page.goto(`${hostUrl}#36c3-11172-leaving_legacy_behind`);
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.locator('h2').textContent(), { timeout: 20_000 }).toBe('Leaving legacy behind');
    expect(await page.evaluate(() => location.hash)).toBe('#36c3-11172-leaving_legacy_behind');
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Fri, Dec 27');
    // The imported hours (11:00 to 04:00): the axis starts at 11:00, not at the default 07:00, and runs past midnight.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.tt-hour').first().textContent()).toBe('11:00');
    expect(await page.locator('.tt-hour').last().textContent()).toBe('03:00');
    await page.locator('[data-slug="36c3-90004-sleepless_workshop"]').click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#36c3-90004-sleepless_workshop');
    await page.context().close();
    await new Promise((resolve) => host.close(resolve));
  });
});
