/**
 * The liveplayer in real Chromium against the reference server with its clock moved: it follows the channel (on air,
 * a break, the next session, languages, an admin pause), one poll per channel per page and none while hidden, the
 * parts that can be hidden; screenshots at 375 and 1280 px.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import {
  addLiveplayer,
  liveSuite,
  SESSION,
  BREAK,
  NEXT_SESSION,
  POLL,
  stageOf,
  videoAdvances,
  channelPolls,
} from './support/live';

const { at, demo, open } = liveSuite();

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
    await addLiveplayer(page, { id: 'hall-a-again', project: 'dmc2026', channel: 'hall-a' });
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
