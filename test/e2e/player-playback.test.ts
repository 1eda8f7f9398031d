/**
 * The on-demand player's playback in Chromium against the reference server's real media: HLS and MP4, when hls.js
 * (light or full) is requested and when not at all, a stream whose subtitles are inside its playlist, and a media URL
 * that 404s.
 */
import { describe, expect, it } from 'vitest';
import { mountByCode } from './support/browser';
import { playerSuite, waitTime, withoutNativeHls, nativeHls } from './support/player';

const { open } = playerSuite();

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
