/**
 * The on-demand player's controls in Chromium against the reference server's real media: volume and speed, a caption
 * cue, the slide following the time, transcript search, keyboard-only control, and an axe scan with screenshots at
 * 375 and 1280 px.
 */
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { playerSuite, video, time, waitTime } from './support/player';

const { open } = playerSuite();

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
