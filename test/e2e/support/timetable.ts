/**
 * The set-up the timetable browser-test files share: the file's server with real imported schedules (unmodified
 * copies of the exports in shared/data/schedules, see test/fixtures/schedules/README.md, and one made across the DST
 * change) and browser; pages in a context of their own whose uncaught errors fail the test that opened them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { makeFrabSchedule } from '../../../bench/fixtures/frab-schedule';
import { withDemo } from './suite';

const SCHEDULES = join(__dirname, '..', '..', 'fixtures', 'schedules');

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

export interface ApiEvent {
  id: number;
  slug: string;
  title: string;
  datestart: string;
  dateend: string;
  channelSlug: string;
  type?: string;
}

/** Berlin wall-clock minutes of the day for an ISO date. */
export function berlinMinutes(iso: string): number {
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
export async function expectPlaced(page: Page, event: ApiEvent, roomTitle: string) {
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

/** Call once at the top of a file: starts its server (with the imported schedules) and browser (`withDemo`). */
export function timetableSuite() {
  // The DST schedule is written before the server starts (withDemo calls `server` after earlier beforeAlls).
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'timetable-e2e-'));
  });
  const demo = withDemo({
    server: () => ({
      schedules: [
        join(SCHEDULES, 'froscon2018.frab.json'),
        join(SCHEDULES, 'camp2019-excerpt.frab.json'),
        join(SCHEDULES, '36c3-excerpt.frab.json'),
        dstSchedule(dir),
      ],
    }),
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Uncaught errors of every page a test opened (`pageerror`): each test ends with none, and its contexts closed. */
  let pageErrors: string[] = [];
  let contexts: BrowserContext[] = [];
  afterEach(async () => {
    const errors = pageErrors;
    const opened = contexts;
    pageErrors = [];
    contexts = [];
    await Promise.all(opened.map((context) => context.close().catch(() => undefined)));
    expect(errors).toEqual([]);
  });

  /** A fresh context and page whose uncaught errors are recorded for the check after each test. */
  async function newPage(options: BrowserContextOptions): Promise<Page> {
    const context = await demo.browser.newContext(options);
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
    return page;
  }

  async function apiEvents(project: string): Promise<ApiEvent[]> {
    const r = await fetch(`${demo.url}/api/demo/wcm/events.json?filter=project==${project}&limit=2017&sort=datestart`);
    return ((await r.json()) as { data: ApiEvent[] }).data;
  }

  /** Opens the demo page with only the main timetable and waits until sessions (or a message) render. */
  async function openTimetable(query: string, options: BrowserContextOptions = {}, hash = ''): Promise<Page> {
    const page = await newPage({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Berlin', ...options });
    await page.goto(`${demo.url}/timetable.html?only=main&${query}${hash}`);
    await page
      .locator('.tt-panel .tt-block, .tt-panel .tt-row, .tt-panel .tt-message:not([role="status"])')
      .first()
      .waitFor({ timeout: 20_000 });
    return page;
  }

  return { demo, newPage, apiEvents, openTimetable };
}
