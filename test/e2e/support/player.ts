/**
 * The set-up the player browser-test files share: the file's server (with its real media in demo/data/streams/demo:
 * fMP4 HLS, MP4, WebVTT subtitles and transcripts, the clip's slide timeline) and browser, pages that record their
 * hls.js and media requests, and the video's time.
 */
import type { Page } from 'playwright-core';
import { withDemo } from './suite';
import type { TrackedPage } from './browser';

export interface Opened {
  tab: TrackedPage;
  page: Page;
  hls: string[];
  media: string[];
}

export const video = (page: Page) => page.locator('.cp-player video').first();
export const time = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);
export const waitTime = (page: Page, above: number) =>
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
export function withoutNativeHls() {
  const native = HTMLMediaElement.prototype.canPlayType;
  HTMLMediaElement.prototype.canPlayType = function canPlayType(this: HTMLMediaElement, type: string) {
    return /mpegurl/i.test(type) ? '' : native.call(this, type);
  };
}
/** Whether this Chromium plays HLS itself (then hls.js must not load at all). */
export const nativeHls = (page: Page) =>
  video(page).evaluate((v: HTMLVideoElement) => v.canPlayType('application/vnd.apple.mpegurl') !== '');

/** Call once at the top of a file: starts its server and browser (`withDemo`). */
export function playerSuite() {
  const demo = withDemo();

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

  return { demo, open };
}
