/**
 * Issue 11 item 4, the on-demand player, in Chromium against the reference server's real media
 * (demo/data/streams/demo: fMP4 HLS, MP4, WebVTT subtitles and transcripts, the clip's slide timeline):
 * playback of HLS and MP4, a caption cue, a slide change, transcript search, keyboard-only control, the volume
 * and speed controls, a stream whose subtitles are inside its playlist (the full hls.js build), the 404 error
 * state, when hls.js is (not) requested, an axe scan, and screenshots at 375 and 1280 px.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withDemo } from './support/suite';
import { mountByCode, type TrackedPage } from './support/browser';
import { expectNoAxeViolations } from './support/axe';

const demo = withDemo();

interface Opened {
  tab: TrackedPage;
  page: Page;
  hls: string[];
  media: string[];
}

async function open(path: string, width = 1280, init?: () => void): Promise<Opened> {
  const hls: string[] = [];
  const media: string[] = [];
  const tab = await demo.open(path, {
    width,
    painted: 'ondemand-player',
    before: async (page) => {
      if (init) await page.addInitScript(init);
      page.on('request', (request) => {
        if (/\/vendor\/hls/.test(request.url())) hls.push(request.url());
        if (/\/streams\//.test(request.url())) media.push(request.url());
      });
    },
  });
  await tab.page.locator('.cp-player').first().waitFor();
  return { tab, page: tab.page, hls, media };
}

const video = (page: Page) => page.locator('.cp-player video').first();
const time = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);
const waitTime = (page: Page, above: number) =>
  page.waitForFunction(
    (t) => {
      const host = document.querySelector('[data-congress-widget="ondemand-player"]');
      const v = host?.shadowRoot?.querySelector('video');
      return !!v && v.currentTime > t;
    },
    above,
    { timeout: 20_000 },
  );
/** An init script: `canPlayType` answers '' for HLS, as in browsers without native HLS (hls.js over MSE then). */
function withoutNativeHls() {
  const native = HTMLMediaElement.prototype.canPlayType;
  HTMLMediaElement.prototype.canPlayType = function canPlayType(this: HTMLMediaElement, type: string) {
    return /mpegurl/i.test(type) ? '' : native.call(this, type);
  };
}
/** Whether this Chromium plays HLS itself (then hls.js must not load at all). */
const nativeHls = (page: Page) =>
  video(page).evaluate((v: HTMLVideoElement) => v.canPlayType('application/vnd.apple.mpegurl') !== '');

describe("issue 11 item 4: the on-demand player plays the reference server's HLS and MP4", () => {
  it('HLS: hls.js is not requested before the first play; after it the clip plays (currentTime advances) through hls.js/light', async () => {
    const { tab, page, hls } = await open('/player.html');
    await page.waitForTimeout(500);
    expect(hls).toEqual([]);
    await page.getByRole('button', { name: /^Play “/ }).click();
    await waitTime(page, 1);
    if (await nativeHls(page)) expect(hls).toEqual([]);
    else expect(hls.map((u) => u.split('/').pop())).toEqual(['hls.light.js']);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it('HLS in a browser without native HLS: the light build (vendor/hls.light.js) on the first play, not before; the clip plays', async () => {
    const { tab, page, hls } = await open('/player.html', 1280, withoutNativeHls);
    expect(await nativeHls(page)).toBe(false);
    await page.waitForTimeout(500);
    expect(hls).toEqual([]);
    await page.getByRole('button', { name: /^Play “/ }).click();
    await waitTime(page, 1);
    expect(hls.map((u) => u.split('/').pop())).toEqual(['hls.light.js']);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it('MP4 page: plays natively, and hls.js is never requested', async () => {
    const { tab, page, hls, media } = await open('/player-mp4.html');
    await page.getByRole('button', { name: /^Play “/ }).click();
    await waitTime(page, 1);
    expect(hls).toEqual([]);
    expect(media.some((u) => u.endsWith('/clip.mp4'))).toBe(true);
    expect(media.some((u) => u.includes('.m3u8'))).toBe(false);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});

describe('issue 11 item 4: a stream that carries its subtitles inside the playlist loads the full hls.js', () => {
  it("EXT-X-MEDIA TYPE=SUBTITLES (demo resource 1201699): vendor/hls.js, not hls.light.js, on the first play; playback advances; the playlist's languages are offered and a cue shows", async () => {
    // This Chromium plays HLS itself (canPlayType answers "maybe"), so hls.js would never load. The page is told it
    // cannot, as Firefox and older Chromium say: the player then takes the hls.js path over MSE, the one under test.
    const { tab, page, hls, media } = await open('/player.html', 1280, withoutNativeHls);
    expect(await nativeHls(page)).toBe(false);
    const box = await mountByCode(page, 'in-playlist', {
      widget: 'ondemand-player',
      project: 'dmc2026',
      settings: { resource: 1201699 },
    });
    const player = box.locator('.cp-player');
    await player.waitFor({ timeout: 15_000 });
    const v = box.locator('video');
    await page.waitForTimeout(300);
    expect(hls).toEqual([]);
    // Sidecar files: none; the subtitles come with the stream, so there is nothing to choose before it loads.
    expect(await v.locator('track').count()).toBe(0);
    await player.getByRole('button', { name: /^Play “/ }).click();
    await expect
      .poll(() => v.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(1);
    expect(hls.map((u) => u.split('/').pop())).toEqual(['hls.js']);
    expect(media.some((u) => u.endsWith('/streams/demo/subtitled.m3u8'))).toBe(true);
    // The playlist's two renditions become the subtitles menu; choosing German loads its WebVTT through hls.js.
    const menu = player.getByLabel('Subtitles');
    await expect
      .poll(() => menu.locator('option').allTextContents(), { timeout: 15_000 })
      .toEqual(['Subtitles: Off', 'Subtitles: English', 'Subtitles: German']);
    await menu.selectOption('de');
    const cue = () =>
      v.evaluate((el: HTMLVideoElement) => {
        const track = Array.from(el.textTracks).find((t) => t.language === 'de' && t.mode === 'showing');
        const active = track?.activeCues?.[0] as VTTCue | undefined;
        return active?.text ?? null;
      });
    await expect.poll(cue, { timeout: 15_000 }).toMatch(/Demo Medical Congress|Telemedizin|Testbild/);
    expect(media.some((u) => u.endsWith('/streams/demo/subtitles.de.m3u8'))).toBe(true);
    expect(media.some((u) => u.endsWith('/streams/demo/subtitles.de.vtt'))).toBe(true);
    // Off again: no subtitle track shows.
    await menu.selectOption('');
    await expect
      .poll(() => v.evaluate((el: HTMLVideoElement) => Array.from(el.textTracks).some((t) => t.mode === 'showing')))
      .toBe(false);
    expect(tab.pageErrors).toEqual([]);
    expect(tab.console.filter((l) => l.startsWith('error'))).toEqual([]);
    await tab.close();
  });
});

describe('issue 11 item 4: volume and speed controls', () => {
  it('the volume slider (by keyboard) sets video.volume, 0 mutes; the speed select sets video.playbackRate, kept while playing', async () => {
    const { tab, page } = await open('/player-mp4.html');
    const volume = page.getByRole('slider', { name: 'Volume' });
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.volume)).toBe(1);
    await volume.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.volume)).toBeCloseTo(0.9, 5);
    // The slider's text follows the video's volumechange event, a task after video.volume changed.
    await expect.poll(() => volume.getAttribute('aria-valuetext')).toBe('90 %');
    await page.keyboard.press('Home');
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.volume)).toBe(0);
    expect(await page.getByRole('button', { name: 'Unmute' }).count()).toBe(1);
    const speed = page.getByLabel('Speed');
    expect(await speed.inputValue()).toBe('1');
    await speed.selectOption('1.5');
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
    await page.getByRole('button', { name: /^Play “/ }).click();
    await waitTime(page, 1);
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
    expect(await speed.inputValue()).toBe('1.5');
    await speed.selectOption('0.5');
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(0.5);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});

describe('issue 11 item 4: subtitles, slides and transcript search', () => {
  it('a sidecar WebVTT caption cue shows once a subtitle language is chosen', async () => {
    const { tab, page } = await open('/player-mp4.html');
    await page.getByLabel('Subtitles').selectOption('de');
    await page.getByRole('button', { name: /^Play “/ }).click();
    await page.waitForFunction(
      () => {
        const v = document.querySelector('[data-congress-widget]')?.shadowRoot?.querySelector('video');
        const track = v ? Array.from(v.textTracks).find((t) => t.language === 'de') : undefined;
        return track?.mode === 'showing' && (track.activeCues?.length ?? 0) > 0;
      },
      undefined,
      { timeout: 20_000 },
    );
    const cue = await video(page).evaluate(
      (v: HTMLVideoElement) =>
        (Array.from(v.textTracks).find((t) => t.language === 'de')!.activeCues![0] as VTTCue).text,
    );
    expect(cue).toMatch(/Demo Medical Congress|Telemedizin|Testbild/);
    await tab.close();
  });

  it('the active slide follows the playback time (inpoints 0, 4 and 8 s)', async () => {
    const { tab, page } = await open('/player-mp4.html');
    await page.getByRole('button', { name: 'Slides' }).click();
    const panel = page.locator('.cp-player__slides');
    await expect.poll(() => panel.getAttribute('data-active-slide')).toBe('0');
    await video(page).evaluate((v: HTMLVideoElement) => {
      v.currentTime = 3;
    });
    await page.getByRole('button', { name: /^Play “/ }).click();
    await expect.poll(() => panel.getAttribute('data-active-slide'), { timeout: 15_000 }).toBe('1');
    expect(await panel.locator('figcaption').textContent()).toContain('Slide 2 of 3');
    await tab.close();
  });

  it('transcript search lists the matches with their times, and a click jumps to the moment', async () => {
    const { tab, page } = await open('/player.html');
    await page.getByRole('button', { name: 'Search the transcript' }).click();
    await page.getByLabel('Words in the transcript').fill('evidence');
    const match = page.locator('.cp-player__matches button');
    await expect.poll(() => match.count()).toBe(1);
    expect(await match.textContent()).toContain('0:08');
    expect(await page.locator('.cp-player__panel [role="status"]').textContent()).toBe('1 match');
    await match.click();
    await waitTime(page, 8);
    expect(await time(page)).toBeLessThan(11.5);
    // Regex and HTML characters are plain text: no match, no error.
    await page.getByLabel('Words in the transcript').fill('<b>.*(');
    await expect.poll(() => page.locator('.cp-player__panel [role="status"]').textContent()).toBe('No matches');
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});

describe('issue 11 item 4: keyboard-only control; shortcuts act only while the player has focus', () => {
  it('Tab reaches the player; Enter plays, k pauses, → seeks, m mutes, c shows subtitles, f enters and leaves full screen', async () => {
    const { tab, page } = await open('/player-mp4.html');
    await page.keyboard.press('k'); // focus outside the player: nothing happens
    await page.waitForTimeout(300);
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    const active = () =>
      page.evaluate(() => {
        let el: Element | null = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return el?.getAttribute('aria-label') ?? el?.tagName ?? '';
      });
    // The player's controls must be there before Tab walks the page (a loaded machine paints late).
    await page
      .getByRole('button', { name: /^Play “/ })
      .first()
      .waitFor({ timeout: 15_000 });
    for (let i = 0; i < 40 && !/^Play “/.test(await active()); i++) await page.keyboard.press('Tab');
    expect(await active()).toMatch(/^Play “/);
    await page.keyboard.press('Enter');
    await waitTime(page, 0.5);
    await page.keyboard.press('k');
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.paused), { timeout: 10_000 }).toBe(true);
    const before = await time(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => time(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(Math.min(before + 4.9, 12));
    await page.keyboard.press('m');
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.muted), { timeout: 10_000 }).toBe(true);
    await page.keyboard.press('c');
    await expect
      .poll(
        () => video(page).evaluate((v: HTMLVideoElement) => Array.from(v.textTracks).some((t) => t.mode === 'showing')),
        { timeout: 10_000 },
      )
      .toBe(true);
    const fullscreen = () =>
      page.evaluate(() => {
        const root = document.querySelector('[data-congress-widget]')!.shadowRoot!;
        return root.fullscreenElement?.classList.contains('cp-player') ?? false;
      });
    await page.keyboard.press('f');
    await expect.poll(fullscreen, { timeout: 10_000 }).toBe(true);
    // The label follows the fullscreenchange event, a render after the element is in full screen.
    await expect
      .poll(() => page.getByRole('button', { name: 'Exit full screen' }).count(), { timeout: 10_000 })
      .toBe(1);
    await page.keyboard.press('f');
    await expect.poll(fullscreen, { timeout: 10_000 }).toBe(false);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});

describe('spec 1 §8 / issue 11 bad input: a media URL that 404s shows playerCouldNotBeLoaded with a session id', () => {
  it('the error state names the failure and a session id', async () => {
    const { tab, page } = await open('/player-mp4.html');
    await page.evaluate(async () => {
      const el = document.createElement('div');
      el.id = 'broken';
      document.querySelector('main')!.append(el);
      await (
        window as unknown as { CongressPortal: { mount(el: Element, o: unknown): Promise<unknown> } }
      ).CongressPortal.mount(el, {
        widget: 'ondemand-player',
        project: 'dmc2026',
        settings: { src: '/streams/demo/missing.mp4', title: 'Missing recording' },
      });
    });
    const error = page.locator('#broken .cp-player--error');
    await error.waitFor({ timeout: 15_000 });
    expect(await error.getByRole('alert').textContent()).toContain('The player could not be loaded.');
    expect(await error.locator('.cp-player__session').textContent()).toMatch(
      /Session id for support: [0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}/,
    );
    expect(tab.console.some((l) => /player: the media could not be played \(session id /.test(l))).toBe(true);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});

describe('WCAG 2.1 AA: the player page passes axe with the controls and a panel open; screenshots at 375 and 1280 px', () => {
  it.each([1280, 375])('at %i px', async (width) => {
    const { tab, page } = await open('/player.html', width);
    await page.getByLabel('Subtitles').selectOption('en');
    await page.getByRole('button', { name: /^Play “/ }).click();
    await waitTime(page, 1.5);
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('button', { name: 'Slides' }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Search the transcript' }).click();
    await page.getByLabel('Words in the transcript').fill('imaging');
    await expectNoAxeViolations(page);
    await page.locator('#lecture').screenshot({ path: `/tmp/cp-player-${width}.png` });
    await tab.close();
  });
});
