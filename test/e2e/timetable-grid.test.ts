/**
 * The timetable widget in real Chromium against the reference server: sessions placed in their room column at the
 * row of their start (dmc2026 and imported real schedules: FrOSCon 2018's 15 rooms, Camp 2019 past midnight, a
 * schedule across the DST change), the hash overlay, search and type filter, keyboard use, time zones and opening.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { timetableSuite, berlinMinutes, expectPlaced } from './support/timetable';

const { demo, apiEvents, openTimetable } = timetableSuite();

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

  it('spec 3 §4: with two timetables on the host page, a deep link opens the overlay in the first in the page, at load and after paint', async () => {
    const [first, second] = (await apiEvents('dmc2026')).filter((e) => e.datestart.startsWith('2026-03-04'));
    const { page } = await demo.open(`/timetable.html#${first.slug}`, { painted: 'timetable' });
    const inFirst = page.locator('#timetable [role="dialog"]');
    const anywhere = page.locator('[data-congress-widget="timetable"] [role="dialog"]');
    await expect.poll(() => inFirst.locator('h2').textContent()).toBe(first.title);
    await page.keyboard.press('Escape');
    await expect.poll(() => anywhere.count()).toBe(0);
    // The second timetable (lazy, below the first) mounts while the hash changes: the first still takes it.
    await page.evaluate((slug) => {
      location.hash = slug;
    }, second.slug);
    await expect.poll(() => inFirst.locator('h2').textContent()).toBe(second.title);
    expect(await anywhere.count()).toBe(1);
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
      (await (await fetch(`${demo.url}/api/demo/wcm/channels.json?filter=project==froscon2018&limit=99`)).json()) as {
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
