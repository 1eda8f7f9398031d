import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeFrabSchedule } from '../../bench/fixtures/frab-schedule';
import { startServer, type RunningServer } from '../../demo/server/app';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { ensureBuild } from './support/server';

// Unmodified copies of the real exports in shared/data/schedules (see test/fixtures/schedules/README.md).
const SCHEDULES = join(__dirname, '..', 'fixtures', 'schedules');

/** A schedule across the 2026 EU DST change (29 March 02:00): one 09:00 session on each side. */
function dstSchedule(dir: string): string {
  const file = join(dir, 'dst2026.frab.json');
  writeFileSync(
    file,
    JSON.stringify(
      makeFrabSchedule({
        acronym: 'dst2026',
        timeZone: 'Europe/Berlin',
        dates: ['2026-03-28', '2026-03-29'],
        rooms: 1,
        talks: 2,
        startHr: 9,
        slotMinutes: 75,
        title: (i) => (i === 1 ? 'Before the change' : 'After the change'),
      }),
    ),
  );
  return file;
}

let server: RunningServer;
let browser: Browser;
let dir = '';

// The shared harness (test/e2e/support) for build, browser and axe; the server is started here because the
// timetable tests also import real schedules (`schedules`, as `npm start -- --schedule …` does).
beforeAll(async () => {
  ensureBuild();
  dir = mkdtempSync(join(tmpdir(), 'timetable-e2e-'));
  server = await startServer({
    port: 0,
    quiet: true,
    dataDir: dir,
    schedules: [
      join(SCHEDULES, 'froscon2018.frab.json'),
      join(SCHEDULES, 'camp2019-excerpt.frab.json'),
      join(SCHEDULES, '36c3-excerpt.frab.json'),
      dstSchedule(dir),
    ],
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Uncaught errors of every page a test opened (`pageerror`): each test ends with none. */
let pageErrors: string[] = [];
afterEach(() => {
  const errors = pageErrors;
  pageErrors = [];
  expect(errors).toEqual([]);
});

/** A fresh context and page whose uncaught errors are recorded for the check after each test. */
async function newPage(options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  return page;
}

interface ApiEvent {
  id: number;
  slug: string;
  title: string;
  datestart: string;
  dateend: string;
  channelSlug: string;
  type?: string;
}

async function apiEvents(project: string): Promise<ApiEvent[]> {
  const r = await fetch(`${server.url}/api/demo/wcm/events.json?filter=project==${project}&limit=2017&sort=datestart`);
  return ((await r.json()) as { data: ApiEvent[] }).data;
}

/** Opens the demo page with only the main timetable and waits until sessions (or a message) render. */
async function openTimetable(query: string, options: BrowserContextOptions = {}, hash = ''): Promise<Page> {
  const page = await newPage({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Berlin', ...options });
  await page.goto(`${server.url}/timetable.html?only=main&${query}${hash}`);
  await page
    .locator('.tt-panel .tt-block, .tt-panel .tt-row, .tt-panel .tt-message:not([role="status"])')
    .first()
    .waitFor({ timeout: 20_000 });
  return page;
}

/** Berlin wall-clock minutes of the day for an ISO date. */
function berlinMinutes(iso: string): number {
  const [h, m] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(iso))
    .split(':')
    .map(Number);
  return h * 60 + m;
}

/** Checks that a session block sits under its room's header and at its start time's row. */
async function expectPlaced(page: Page, event: ApiEvent, roomTitle: string) {
  const block = page.locator(`.tt-block[data-slug="${event.slug}"]`);
  await block.scrollIntoViewIfNeeded();
  const box = (await block.boundingBox())!;
  const head = (await page
    .locator('.tt-room-head', { hasText: new RegExp(`^${roomTitle}$`) })
    .first()
    .boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(head.x - 1);
  expect(box.x + box.width).toBeLessThanOrEqual(head.x + head.width + 1);
  const minutes = berlinMinutes(event.datestart);
  const hourLabel = page
    .locator('.tt-hour', { hasText: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:00` })
    .first();
  const hour = (await hourLabel.boundingBox())!;
  const ppm = 2; // scale 6 rows per hour × 20 px (non-compact at 900 px window height)
  expect(Math.abs(box.y - (hour.y + (minutes % 60) * ppm))).toBeLessThanOrEqual(3);
  const endMinutes = minutes + (Date.parse(event.dateend) - Date.parse(event.datestart)) / 60000;
  expect(Math.abs(box.height - (endMinutes - minutes) * ppm)).toBeLessThanOrEqual(4);
}

describe('timetable on the reference server (dmc2026)', () => {
  it('spec 3 §4: places sessions in their room column at the row of their start, sized by duration', async () => {
    const events = (await apiEvents('dmc2026')).filter((e) => e.datestart.startsWith('2026-03-04'));
    const page = await openTimetable('fakenow=2026-03-04T07:30:00%2B01:00');
    const rooms: Record<string, string> = { 'hall-a': 'Hall A', 'hall-b': 'Hall B', 'hall-c': 'Hall C' };
    for (const e of events.filter((x) => rooms[x.channelSlug]).slice(0, 6))
      await expectPlaced(page, e, rooms[e.channelSlug]);
    await page.context().close();
  });

  it('spec 3 §4: a URL hash equal to a session slug opens the overlay; opening sets the hash; closing returns focus', async () => {
    const [first, second] = (await apiEvents('dmc2026')).filter((e) => e.datestart.startsWith('2026-03-05'));
    const page = await openTimetable('fakenow=2026-03-04T07:30:00%2B01:00', {}, `#${first.slug}`);
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.locator('h2').textContent()).toBe(first.title);
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Thu, Mar 5');
    // The modal layer covers the whole viewport (a `contain` on the host would trap it inside the widget box).
    const layer = await page.evaluate(() => {
      const host = document.querySelector('[data-congress-widget="timetable"]')!;
      const r = host.shadowRoot!.querySelector('.cp-layer')!.getBoundingClientRect();
      return { x: r.x, y: r.y, w: r.width, h: r.height, vw: innerWidth, vh: innerHeight };
    });
    expect(layer).toEqual({ x: 0, y: 0, w: layer.vw, h: layer.vh, vw: layer.vw, vh: layer.vh });
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.locator(`[data-slug="${second.slug}"]`).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${second.slug}`);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const host = document.querySelector('[data-congress-widget="timetable"]')!;
          return (host.shadowRoot!.activeElement as HTMLElement | null)?.dataset.slug;
        }),
      )
      .toBe(second.slug);
    await page.context().close();
  });

  it('spec 3 §5: search on the displayed title and the type filter narrow the list', async () => {
    const events = (await apiEvents('dmc2026')).filter((e) => e.datestart.startsWith('2026-03-04'));
    const page = await openTimetable(
      'fakenow=2026-03-04T07:30:00%2B01:00&name=default&settings=%7B%22initialView%22%3A%22list%22%7D',
    );
    const word = events[0].title.split(' ')[0];
    await page.getByLabel('Search sessions').fill(word.toUpperCase());
    const expected = events.filter((e) => e.title.toLowerCase().includes(word.toLowerCase())).length;
    await expect.poll(() => page.locator('.tt-row').count()).toBe(expected);
    await page.getByLabel('Search sessions').fill('');
    const type = events.find((e) => e.type)!.type!;
    await page.locator('.tt-pick summary', { hasText: 'Type' }).click();
    await page.locator('.tt-pick', { hasText: 'Type' }).getByRole('checkbox', { name: type, exact: true }).check();
    await expect.poll(() => page.locator('.tt-row').count()).toBe(events.filter((e) => e.type === type).length);
    await page.context().close();
  });

  it('keyboard only: day tabs with arrows, arrows between sessions, Enter opens, Escape closes back to the session', async () => {
    const page = await openTimetable('fakenow=2026-03-04T07:30:00%2B01:00');
    const active = () =>
      page.evaluate(() => {
        const el = document.querySelector('[data-congress-widget="timetable"]')!.shadowRoot!
          .activeElement as HTMLElement | null;
        return el
          ? {
              role: el.getAttribute('role'),
              text: el.textContent,
              slug: el.dataset.slug,
              label: el.querySelector('.tt-sr')?.textContent,
            }
          : null;
      });
    await page.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(active).toMatchObject({ role: 'tab', text: 'Thu, Mar 5' });
    await page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 20 && !(await active())?.slug; i++) await page.keyboard.press('Tab');
    const start = (await active())!;
    expect(start.label).toMatch(/^.+, 08:00 to \d\d:\d\d, Hall A, upcoming$/);
    await page.keyboard.press('ArrowRight');
    const right = (await active())!;
    expect(right.label).toMatch(/Hall B/);
    await page.keyboard.press('ArrowDown');
    const down = (await active())!;
    expect(down.slug).not.toBe(right.slug);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await active())?.slug).toBe(down.slug);
    await page.context().close();
  });

  it('time zones: the zone is named; switching to the viewer zone moves the times and is kept after reload', async () => {
    const page = await openTimetable('fakenow=2026-03-04T07:30:00%2B01:00', { timezoneId: 'Asia/Tokyo' });
    expect(await page.locator('.tt-zone span').textContent()).toBe('Times in Europe/Berlin (GMT+1)');
    await page.getByRole('button', { name: 'Use my time zone (Asia/Tokyo)' }).click();
    await expect.poll(() => page.locator('.tt-zone span').textContent()).toBe('Times in Asia/Tokyo (GMT+9)');
    await page.reload();
    await expect.poll(() => page.locator('.tt-zone span').textContent()).toBe('Times in Asia/Tokyo (GMT+9)');
    expect(await page.locator('.tt-block .tt-sr').first().textContent()).toMatch(/, 16:00 to /);
    await page.context().close();
  });

  it('spec 3 §4 zone label: a zone without a name (Etc/GMT-1) reads as the offset a person knows, "UTC+01:00"', async () => {
    const page = await openTimetable('fakenow=2026-03-04T07:30:00%2B01:00', { timezoneId: 'Etc/GMT-1' });
    await page.getByRole('button', { name: 'Use my time zone (UTC+01:00)' }).click();
    await expect.poll(() => page.locator('.tt-zone span').textContent()).toBe('Times in UTC+01:00');
    await page.context().close();
  });

  it("spec 3 §4 / §9 opening: the axis keeps scheduleStartHr (07:00); the grid opens at the day's first session, and at now while the congress is on", async () => {
    const day = (await apiEvents('dmc2026')).filter((e) => e.datestart.startsWith('2026-03-04'));
    const first = Math.min(...day.map((e) => berlinMinutes(e.datestart)));
    expect(first).toBeGreaterThan(7 * 60);
    const ppm = 2; // scale 6 rows per hour × 20 px
    const before = await openTimetable('fakenow=2026-03-01T12:00:00%2B01:00');
    const scroller = (page: Page) => page.locator('.tt-panel > .tt-scroll').first();
    expect(await before.locator('.tt-hour').first().textContent()).toBe('07:00');
    await expect.poll(() => scroller(before).evaluate((el) => el.scrollTop)).toBe((first - 7 * 60) * ppm);
    await before.screenshot({ path: join(tmpdir(), 'cp-timetable-opening-1280.png') });
    await before.context().close();
    const during = await openTimetable('fakenow=2026-03-04T10:30:00%2B01:00');
    await expect.poll(() => scroller(during).evaluate((el) => el.scrollTop)).toBe((10 * 60 + 30 - 7 * 60) * ppm - 80);
    await during.context().close();
  });

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
    await page.goto(`${server.url}/timetable.html?fakenow=2026-03-04T07:30:00%2B01:00`);
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
  it('FrOSCon 2018: 15 parallel rooms fit the overview without horizontal scrolling; rooms empty on a day keep their column', async () => {
    const page = await openTimetable('project=froscon2018');
    await page.getByRole('button', { name: 'Overview', exact: true }).click();
    const scroller = page.locator('.tt-scroll');
    await expect.poll(() => page.locator('.tt-room-head').count()).toBe(15);
    const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await page.getByRole('tab').nth(1).click();
    await expect.poll(() => page.locator('.tt-room-head').count()).toBe(15);
    await page.context().close();
  });

  it('FrOSCon 2018: sessions at the right rows and columns', async () => {
    const events = (await apiEvents('froscon2018')).filter((e) => e.datestart.startsWith('2018-08-25'));
    const channels = (
      (await (await fetch(`${server.url}/api/demo/wcm/channels.json?filter=project==froscon2018&limit=99`)).json()) as {
        data: { slug: string; title: string }[];
      }
    ).data;
    const page = await openTimetable('project=froscon2018');
    await page.getByRole('tab', { name: 'Sat, Aug 25' }).click();
    const title = (slug: string) => channels.find((c) => c.slug === slug)!.title;
    for (const e of events.filter((x) => channels.slice(0, 3).some((c) => c.slug === x.channelSlug)).slice(0, 5))
      await expectPlaced(page, e, title(e.channelSlug));
    await page.context().close();
  });

  it('Camp 2019: a session running past midnight stays on its day and the axis runs past 24:00', async () => {
    const page = await openTimetable('project=camp2019');
    await page.getByRole('tab', { name: 'Thu, Aug 22' }).click();
    await expect.poll(() => page.locator('.tt-hour').last().textContent()).toMatch(/^0[0-4]:00$/);
    await page.context().close();
  });

  it('36C3 (imported, no settings written by hand): a host page on another origin opens the session of a deep link with the source slug', async () => {
    // The host page: only the embed snippet, served by a web server of its own (another origin), no data-settings —
    // the timetable's settings are the defaults the import wrote.
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>36C3 Fahrplan</title></head><body><main>
      <h1>Fahrplan</h1><div data-congress-widget="timetable" data-project="36c3"></div></main>
      <script async src="${server.url}/loader.js" data-api="${server.url}/api" data-client="demo"></script></body></html>`;
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

  it('DST: a 09:00 session on each side of the change stays at 09:00 in Berlin and moves by the real offset in New York', async () => {
    const page = await openTimetable('project=dst2026', { timezoneId: 'America/New_York' });
    const label = () => page.locator('.tt-block .tt-sr').first().textContent();
    expect(await label()).toMatch(/, 09:00 to 10:00, /);
    await page.getByRole('tab').nth(1).click();
    await expect.poll(label).toMatch(/^After the change/);
    expect(await label()).toMatch(/, 09:00 to 10:00, /);
    await page.getByRole('button', { name: /Use my time zone/ }).click();
    // In New York both sessions start before the 05:00 day boundary, so the days are renumbered: the kept day is
    // gone and the congress (long past) opens on its first day again (issue 8 item 5).
    await expect.poll(label).toMatch(/^Before the change, 04:00 to 05:00, /);
    await page.getByRole('tab').last().click();
    await expect.poll(label).toMatch(/^After the change, 03:00 to 04:00, /);
    expect(await page.locator('.tt-zone span').textContent()).toMatch(/^Times in America\/New_York \((EDT|GMT-4)\)$/);
    await page.context().close();
  });
});
