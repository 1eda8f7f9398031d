/**
 * The set-up the live browser-test files share: the file's server on a movable clock (with the 36C3 frab excerpt as
 * an imported schedule) and browser, the demo's moments (a session, a break, the next session), pages that record
 * their requests with the HTTP cache off, and the live player's helpers.
 */
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { REPO_ROOT } from '../../../demo/server/app';
import { movableClock, withDemo } from './suite';
import { waitForPaintedOrShown, type TrackedPage } from './browser';

export interface Opened {
  tab: TrackedPage;
  page: Page;
  requests: Request[];
}

/** Appends a liveplayer's mount point to the page's `main`, where the loader mounts it as it would a page's own. */
export const addLiveplayer = (page: Page, mount: { id: string; project: string; channel: string; settings?: string }) =>
  page.evaluate((m) => {
    const el = document.createElement('div');
    el.id = m.id;
    el.dataset.congressWidget = 'liveplayer';
    el.dataset.project = m.project;
    el.dataset.channel = m.channel;
    if (m.settings) el.dataset.settings = m.settings;
    document.querySelector('main')!.append(el);
  }, mount);

/** Hall A (dmc2026) runs 10:00–10:45 and 11:00–11:45 on the first day; 10:50 is a break. */
export const SESSION = '2026-03-04T10:10:00+01:00';
export const BREAK = '2026-03-04T10:50:00+01:00';
export const NEXT_SESSION = '2026-03-04T11:05:00+01:00';
export const POLL = 15_000;
export const stageOf = (page: Page, selector = '[data-congress-widget]') =>
  page.locator(`${selector} .cp-live`).first().getAttribute('data-stage');
/** The live video's currentTime, after a play button click where the browser wanted a gesture. */
export async function videoAdvances(page: Page, selector = '[data-congress-widget]'): Promise<void> {
  const big = page.locator(`${selector} .cp-player__big-play`);
  // Autoplay may still win while the button shows (the button then leaves the DOM): a click that finds no button is fine.
  if (await big.isVisible().catch(() => false)) await big.click({ timeout: 5_000 }).catch(() => undefined);
  const video = page.locator(`${selector} .cp-player video`).first();
  await video.waitFor();
  const t0 = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(t0 + 1);
}
export const channelPolls = (requests: Request[], slug: string) =>
  requests.filter((r) => r.url().includes(`/wcm/channels/${slug}`));

/** Call once at the top of a file: starts its server and browser (`withDemo`). */
export function liveSuite() {
  const clock = movableClock();
  /** Moves the server's clock to `iso` (it runs on from there in real time: the live playlists slide on). */
  const at = clock.at;
  const demo = withDemo({
    server: {
      clock: clock.now,
      schedules: [join(REPO_ROOT, 'test', 'fixtures', 'schedules', '36c3-excerpt.frab.json')],
    },
  });

  /** `clock`: the page's timers on Playwright's clock (support/browser.ts `waitForPaintedOrShown`). */
  async function open(path: string, widget: string, width = 1280, clock = false): Promise<Opened> {
    const requests: Request[] = [];
    const tab = await demo.open(path, {
      width,
      clock,
      before: async (page) => {
        page.on('request', (r) => requests.push(r));
        // These tests move the server's clock between pages: a response the browser may keep (loader.js 60 s, live
        // answers 5 s: Cache-Control max-age) carries the previous test's moment; a page after a clock move failed so
        // when the tests ran back to back (the overflow player's text stage at 10:10). Routing turns the HTTP cache off.
        await page.context().route('**/*', (route) => route.continue());
      },
    });
    await waitForPaintedOrShown(tab.page, widget, clock, '.cp-live');
    return { tab, page: tab.page, requests };
  }

  return { clock, at, demo, open };
}
