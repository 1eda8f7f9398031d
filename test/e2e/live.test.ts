import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { SignJWT } from 'jose';
import { REPO_ROOT } from '../../demo/server/app';
import { movableClock, withDemo } from './support/suite';
import {
  mountByCode,
  networkQuiet,
  openPage,
  waitForPainted,
  waitForPaintedOrShown,
  type TrackedPage,
} from './support/browser';
import { watchNoise } from './support/noise';
import { expectNoAxeViolations } from './support/axe';

const clock = movableClock();
/** Moves the server's clock to `iso` (it runs on from there in real time: the live playlists slide on). */
const at = clock.at;
const demo = withDemo({
  server: { clock: clock.now, schedules: [join(REPO_ROOT, 'test', 'fixtures', 'schedules', '36c3-excerpt.frab.json')] },
});

/** Hall A (dmc2026) runs 10:00–10:45 and 11:00–11:45 on the first day; 10:50 is a break. */
const SESSION = '2026-03-04T10:10:00+01:00';
const BREAK = '2026-03-04T10:50:00+01:00';
const NEXT_SESSION = '2026-03-04T11:05:00+01:00';
const POLL = 15_000;

interface Opened {
  tab: TrackedPage;
  page: Page;
  requests: Request[];
}

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

const stageOf = (page: Page, selector = '[data-congress-widget]') =>
  page.locator(`${selector} .cp-live`).first().getAttribute('data-stage');
/** The live video's currentTime, after a play button click where the browser wanted a gesture. */
async function videoAdvances(page: Page, selector = '[data-congress-widget]'): Promise<void> {
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
const channelPolls = (requests: Request[], slug: string) =>
  requests.filter((r) => r.url().includes(`/wcm/channels/${slug}`));

describe('issue 12 item 2: the liveplayer follows the channel (server clock moved)', () => {
  it('on air → the live stream plays; a break → the slideshow (with a pause button); the next session → the stream again', async () => {
    at(SESSION);
    const { tab, page, requests } = await open('/live.html', 'liveplayer', 1280, true);
    await expect.poll(() => stageOf(page)).toBe('stream');
    await videoAdvances(page);
    // A live playlist, not VOD: the channel's own sliding window.
    expect(
      requests.some((r) => /\/live\/streams\/1700001\/1700001-en\.m3u8/.test(r.url()) || r.url().endsWith('.m4s')),
    ).toBe(true);
    expect(await page.locator('.cp-live__event-title').textContent()).toBeTruthy();

    at(BREAK);
    await page.clock.fastForward(POLL);
    await expect.poll(() => stageOf(page)).toBe('slideshow');
    expect(await page.locator('.cp-player video').count()).toBe(0);
    const toggle = page.getByRole('button', { name: 'Pause the images' });
    await toggle.click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Play the images' }).getAttribute('aria-pressed'))
      .toBe('true');
    await expectNoAxeViolations(page);

    at(NEXT_SESSION);
    await page.clock.fastForward(POLL);
    await expect.poll(() => stageOf(page)).toBe('stream');
    await videoAdvances(page);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it('language buttons switch the stream (EN → DE: the DE playlist is requested, the button is pressed)', async () => {
    at(SESSION);
    const { tab, page, requests } = await open('/live.html', 'liveplayer');
    await expect.poll(() => stageOf(page)).toBe('stream');
    const de = page.getByRole('button', { name: 'de', exact: true });
    expect(await page.getByRole('button', { name: 'en', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await de.click();
    expect(await de.getAttribute('aria-pressed')).toBe('true');
    await videoAdvances(page);
    const playlists = requests.map((r) => r.url()).filter((u) => u.includes('/live/streams/'));
    if (playlists.length) expect(playlists.at(-1)).toContain('1700001-de.m3u8');
    else
      expect(await page.locator('.cp-player video').evaluate((v: HTMLVideoElement) => v.currentSrc)).toContain(
        '1700001-de.m3u8',
      );
    await expectNoAxeViolations(page);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it('an admin pause stops the stream in the page within one poll', async () => {
    at(SESSION);
    const { tab, page, requests } = await open('/live.html', 'liveplayer', 1280, true);
    await expect.poll(() => stageOf(page)).toBe('stream');
    await videoAdvances(page);
    const put = await fetch(`${demo.url}/api/demo/wcm/channels/hall-a/paused`, {
      method: 'PUT',
      headers: { authorization: 'Bearer demo-admin-token', 'content-type': 'application/json' },
      body: '{"paused":true}',
    });
    expect(put.status).toBe(200);
    try {
      await page.clock.fastForward(POLL);
      await expect.poll(() => stageOf(page)).not.toBe('stream');
      const segments = requests.length;
      await page.waitForTimeout(3_000);
      expect(requests.slice(segments).filter((r) => /\.m4s|\.m3u8/.test(r.url()))).toEqual([]);
    } finally {
      await fetch(`${demo.url}/api/demo/wcm/channels/hall-a/paused`, {
        method: 'PUT',
        headers: { authorization: 'Bearer demo-admin-token', 'content-type': 'application/json' },
        body: '{"paused":false}',
      });
    }
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});

describe('issue 12 item 1: one poll per channel per page, none while hidden', () => {
  it('two liveplayers of one channel make one request per 15 s interval', async () => {
    at(SESSION);
    const { tab, page, requests } = await open('/live.html', 'liveplayer', 1280, true);
    await page.evaluate(() => {
      const second = document.createElement('div');
      second.id = 'hall-a-again';
      second.dataset.congressWidget = 'liveplayer';
      second.dataset.project = 'dmc2026';
      second.dataset.channel = 'hall-a';
      document.querySelector('main')!.append(second);
    });
    await page.locator('#hall-a-again .cp-live').waitFor();
    // The page's clock 15 s on (its timers fire as after 15 real seconds): the first load and one poll, not one per player.
    await page.clock.fastForward(POLL + 2_000);
    await expect.poll(() => channelPolls(requests, 'hall-a').length).toBe(2);
    await page.waitForTimeout(1_000);
    expect(channelPolls(requests, 'hall-a').length).toBe(2);
    await tab.close();
  });

  it('zero poll requests while the page is hidden; polling resumes when it shows', async () => {
    at(SESSION);
    const { tab, page, requests } = await open('/live.html', 'liveplayer', 1280, true);
    // The page goes to the background as a tab switch makes it (headless Chromium keeps every tab visible).
    const setHidden = (hidden: boolean) =>
      page.evaluate((h) => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => (h ? 'hidden' : 'visible'),
        });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await expect.poll(() => channelPolls(requests, 'hall-a').length).toBe(1);
    await setHidden(true);
    const before = channelPolls(requests, 'hall-a').length;
    await page.clock.fastForward(POLL + 3_000);
    await page.waitForTimeout(1_000);
    expect(channelPolls(requests, 'hall-a').length).toBe(before);
    // The tick that fell due while hidden runs when the page shows again.
    await setHidden(false);
    await expect.poll(() => channelPolls(requests, 'hall-a').length, { timeout: 5_000 }).toBe(before + 1);
    await tab.close();
  });
});

describe('issue 12 item 3: the overflowplayer', () => {
  async function overflow(query: string, settings: Record<string, unknown>) {
    const opened = await open(`/overflow.html${query}`, 'overflowplayer');
    if (Object.keys(settings).length) {
      await opened.page.evaluate((s) => {
        const el = document.createElement('div');
        el.id = 'custom';
        el.dataset.congressWidget = 'overflowplayer';
        el.dataset.project = 'dmc2026';
        el.dataset.settings = JSON.stringify(s);
        document.querySelector('main')!.append(el);
      }, settings);
      await opened.page.locator('#custom .cp-live').waitFor();
    }
    return opened;
  }

  it('without ?channel: the channel links, channelOrder first, ignoredChannels left out; a link plays that channel', async () => {
    at(SESSION);
    const { tab, page } = await open('/overflow.html', 'overflowplayer');
    const links = page.locator('.cp-live__channels a');
    await links.first().waitFor();
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs[0]).toBe('?channel=hall-b');
    expect(hrefs).toContain('?channel=hall-a');
    await expectNoAxeViolations(page);
    await page.locator('.cp-live__channels a[href="?channel=hall-a"]').click();
    await page.waitForURL(/channel=hall-a/);
    await expect.poll(() => stageOf(page)).toBe('stream');
    await videoAdvances(page);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it.each([
    ['default', BREAK, false],
    ['ignorePause', BREAK, true],
    ['streamAlways', '2026-03-04T22:00:00+01:00', true],
    ['default', '2026-03-04T22:00:00+01:00', false],
  ])('behaviour %s at %s plays: %s', async (behaviour, when, plays) => {
    at(when);
    const { tab, page } = await overflow('?channel=hall-a', { behaviour });
    await expect.poll(() => stageOf(page, '#custom')).toBeTruthy();
    expect((await stageOf(page, '#custom')) === 'stream').toBe(plays);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it('an unknown behaviour plays as default, with exactly one warning', async () => {
    at(SESSION);
    const { tab, page } = await overflow('?channel=hall-a', { behaviour: 'sometimes' });
    await expect.poll(() => stageOf(page, '#custom')).toBe('stream');
    await page.waitForTimeout(500);
    expect(tab.console.filter((line) => line.includes('unknown behaviour'))).toHaveLength(1);
    await tab.close();
  });
});

describe("issue 12 item 1: imported schedules' rooms are live channels", () => {
  it('36C3: Ada is on air during the opening ceremony and plays its live stream', async () => {
    at('2019-12-27T11:10:00+01:00');
    const { tab, page } = await open('/live.html', 'liveplayer');
    await page.evaluate(() => {
      const el = document.createElement('div');
      el.id = 'ada';
      el.dataset.congressWidget = 'liveplayer';
      el.dataset.project = '36c3';
      el.dataset.channel = 'ada';
      el.dataset.settings = '{"autostart":true}';
      document.querySelector('main')!.append(el);
    });
    await page.locator('#ada .cp-live').waitFor();
    await expect.poll(() => stageOf(page, '#ada')).toBe('stream');
    expect(await page.locator('#ada .cp-live__event-title').textContent()).toBe('Opening Ceremony');
    await videoAdvances(page, '#ada');
    await tab.close();
  });
});

describe('spec 3 §2 Live player widget: "parts that can be hidden: channel info, event info, live text, live counter"', () => {
  it('the default shows all four parts; hideChannelInfo, hideEventInfo, hideLivetext and hideLiveCounter each remove theirs, and only theirs', async () => {
    at(SESSION);
    const { tab, page } = await open('/live.html', 'liveplayer');
    await expect.poll(() => stageOf(page, '#hall-a')).toBe('stream');
    const PARTS = {
      channel: '.cp-live__channel',
      event: '.cp-live__event',
      livetext: '.cp-live__livetext',
      counter: '.cp-live__viewers',
    };
    const shown = (id: string) =>
      Promise.all(
        Object.entries(PARTS).map(async ([part, selector]) =>
          (await page.locator(`#${id} ${selector}`).count()) > 0 ? part : null,
        ),
      ).then((parts) => parts.filter(Boolean));
    await expect.poll(() => shown('hall-a')).toEqual(['channel', 'event', 'livetext', 'counter']);
    const cases: [string, string][] = [
      ['hideChannelInfo', 'channel'],
      ['hideEventInfo', 'event'],
      ['hideLivetext', 'livetext'],
      ['hideLiveCounter', 'counter'],
    ];
    for (const [setting, part] of cases) {
      await page.evaluate(
        ([id, key]) => {
          const el = document.createElement('div');
          el.id = id;
          document.body.append(el);
          return window.CongressPortal!.mount(el, {
            widget: 'liveplayer',
            project: 'dmc2026',
            channel: 'hall-a',
            settings: { [key]: 1 },
            eager: true,
          } as never);
        },
        [`hidden-${part}`, setting],
      );
      await expect.poll(() => stageOf(page, `#hidden-${part}`)).toBe('stream');
      await expect.poll(() => shown(`hidden-${part}`)).toEqual(Object.keys(PARTS).filter((p) => p !== part));
    }
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});

describe('issue 12: screenshots at 375 and 1280 px', () => {
  it.each([375, 1280])('live.html at %i px (on air) and during the break', async (width) => {
    at(SESSION);
    const { tab, page } = await open('/live.html', 'liveplayer', width);
    await expect.poll(() => stageOf(page)).toBe('stream');
    await page.locator('#hall-a').screenshot({ path: join(tmpdir(), `cp-live-${width}.png`) });
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});

describe("issue 12 item 1: the portal's channel routes", () => {
  /** Live channels are members-only on the reference server: a member signs in by the `jwtoken` query (spec 1 §2). */
  const memberToken = () =>
    new SignJWT({ name: 'Live Viewer', membership: 'member' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('live-e2e')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('demo-jwt-secret'));
  async function portal(path: string, width = 1280) {
    const tab = await demo.open(`${path}?jwtoken=${await memberToken()}`, { width, painted: 'portal' });
    return tab;
  }
  const pathOf = (page: Page) => new URL(page.url()).pathname;

  it.each([375, 1280])(
    'ProjectChannels without page widgets → the first channel (route replaced), its live player on air (%i px)',
    async (width) => {
      at(SESSION);
      const tab = await portal('/congress/dmc2026/channels', width);
      const { page } = tab;
      await expect.poll(() => pathOf(page)).toBe('/congress/dmc2026/channels/hall-a');
      await expect.poll(() => stageOf(page, '.cp-portal')).toBe('stream');
      expect(await page.locator('.cp-portal h1').first().textContent()).toBe('Hall A');
      await page.screenshot({ path: join(tmpdir(), `cp-portal-channel-${width}.png`), fullPage: true });
      await expectNoAxeViolations(page);
      // Another channel through its link: the route changes, the player follows.
      await page.locator('.cp-portal-live__channels a', { hasText: 'Hall B' }).click();
      await expect.poll(() => pathOf(page)).toBe('/congress/dmc2026/channels/hall-b');
      expect(tab.pageErrors).toEqual([]);
      await tab.close();
    },
  );

  it("36C3 (an imported schedule, the excerpt's rooms Ada, Borg, Clarke): rooms are channels; Ada on air during the opening", async () => {
    at('2019-12-27T11:10:00+01:00');
    const tab = await portal('/congress/36c3/channels');
    const { page } = tab;
    await expect.poll(() => pathOf(page)).toBe('/congress/36c3/channels/ada');
    // After the route is replaced the guard runs for the new route: the list renders once it has passed.
    await expect
      .poll(() => page.locator('.cp-portal-live__channels a').allTextContents())
      .toEqual(['Ada', 'Borg', 'Clarke']);
    await expect.poll(() => stageOf(page, '.cp-portal')).toBe('stream');
    await tab.close();
  });

  it('36C3 (imported) opened by a member: its live channel makes no failed request and logs nothing (a quiet console)', async () => {
    at('2019-12-27T11:10:00+01:00');
    const tab = await openPage(demo.browser);
    const noise = watchNoise(tab.page);
    await tab.page.goto(`${demo.url}/congress/36c3/channels/ada?jwtoken=${await memberToken()}`);
    await waitForPainted(tab.page, 'portal');
    await expect.poll(() => stageOf(tab.page, '.cp-portal')).toBe('stream');
    await waitForPainted(tab.page, 'timetable');
    await networkQuiet(tab.page);
    // The import wrote the liveplayer's and timetable's entries: no 404 for GET …/widgets/36c3/liveplayer/default.
    expect(noise).toEqual([]);
    await tab.close();
  });

  it("ProjectSchedule shows the project's timetable", async () => {
    at(SESSION);
    const tab = await portal('/congress/36c3/schedule');
    await waitForPainted(tab.page, 'timetable');
    expect(await tab.page.locator('.cp-portal h1').first().textContent()).toContain('Schedule');
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});

describe('inline settings: a widget complete in data-settings needs no server entry (36C3 has no single-image entry)', () => {
  it('single-image with heading and asset names inline renders without asking for an entry; without asset names it names them', async () => {
    const tab = await openPage(demo.browser);
    const { page } = tab;
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/widgets/36c3/single-image/')) asked.push(r.url());
    });
    await page.goto(`${demo.url}/mount.html`);
    const image = await mountByCode(page, 'inline-image', {
      widget: 'single-image',
      project: '36c3',
      settings: { heading: '36C3 visual', assetnames: { default: 'teaser-default' } },
    });
    await expect.poll(() => image.locator('img').getAttribute('alt')).toBe('36C3 visual');
    expect(asked).toEqual([]);
    expect(tab.console.filter((line) => line.includes('single-image'))).toEqual([]);

    const lacking = await mountByCode(page, 'lacking-image', {
      widget: 'single-image',
      project: '36c3',
      settings: { heading: 'No picture named' },
    });
    await expect
      .poll(() => lacking.locator('[role="alert"]').textContent())
      .toContain('no widget settings found: assetnames');
    await expect
      .poll(() => tab.console.filter((line) => line.includes('lacks the settings assetnames')).length)
      .toBe(1);
    expect(tab.console.join('\n')).toMatch(/"single-image" widget in <div id="lacking-image">/);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});
