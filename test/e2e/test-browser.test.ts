/**
 * The test browser itself (test/support/chromium-flags.ts): a new tab costs one page and no browser UI. Chromium 156
 * preloads its omnibox popup as a WebUI page for every window, in a renderer of its own (≈ 1 s of CPU per test here);
 * the flags turn it off, and this fails when a Chromium upgrade renames the features they name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the test browser', () => {
  it('a new tab in a new context opens only its page: no browser UI page (the omnibox popup) beside it', async () => {
    const tab = await openPage(browser);
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets');
    await cdp.detach();
    expect(targetInfos.map((t) => `${t.type} ${t.url}`)).toEqual(['page about:blank']);
    await tab.close();
  });
});
