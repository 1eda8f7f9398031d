/**
 * html-text and single-image in real Chromium: sanitizing (both engines: html-sanitize.test.ts),
 * whitelisted embedded scripts (spec 3 §5), responsive image sources (spec 3 §9).
 */
import { describe, expect, it } from 'vitest';
import { withDemo } from './support/suite';
import { openPage, waitForPainted } from './support/browser';

const demo = withDemo();

describe('html-text in the browser', () => {
  it("sanitizes (the browser's setHTML here): no handlers, no inline scripts; runs a built-in social script as <script src> only", async () => {
    const tab = await openPage(demo.browser);
    const { page } = tab;
    let twitterRequests = 0;
    let blockedRequests = 0;
    await page.route('https://platform.twitter.com/widgets.js', (route) => {
      twitterRequests += 1;
      return route.fulfill({ contentType: 'text/javascript', body: 'window.__twitterLoaded = true;' });
    });
    await page.route('https://evil.example.com/**', (route) => {
      blockedRequests += 1;
      return route.abort();
    });
    await page.goto(`${demo.url}/dynamic.html`);
    await page.waitForFunction(
      () => typeof (window as unknown as { CongressPortal?: { mount?: unknown } }).CongressPortal?.mount === 'function',
    );
    await page.evaluate(() => {
      const el = document.createElement('div');
      el.id = 'probe';
      document.querySelector('main')!.append(el);
      const html =
        '<p id="x" onclick="window.__clicked = true">Click</p><img src="data:," onerror="window.__xss = true" alt="">' +
        '<script>window.__inline = true</script><a href="javascript:window.__js = true">js</a>' +
        '<script src="https://platform.twitter.com/widgets.js"></script><script src="https://evil.example.com/x.js"></script>';
      return (
        window as unknown as { CongressPortal: { mount(el: Element, o: unknown): Promise<unknown> } }
      ).CongressPortal.mount(el, { widget: 'html-text', settings: { html }, eager: true });
    });
    await waitForPainted(page, 'html-text');
    await page.waitForFunction(() => (window as unknown as { __twitterLoaded?: boolean }).__twitterLoaded === true);
    await page.locator('#probe #x').click();
    const flags = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return { clicked: w.__clicked, xss: w.__xss, inline: w.__inline, js: w.__js };
    });
    expect(flags).toEqual({ clicked: undefined, xss: undefined, inline: undefined, js: undefined });
    expect(await page.locator('#probe p').evaluate((el) => el.hasAttribute('onclick'))).toBe(false);
    expect(await page.locator('#probe a').evaluate((el) => el.getAttribute('href'))).toBeNull();
    const scripts = await page
      .locator('#probe')
      .evaluate((el) =>
        [...el.shadowRoot!.querySelectorAll('script')].map((s) => [s.getAttribute('src'), s.textContent]),
      );
    expect(scripts).toEqual([['https://platform.twitter.com/widgets.js', '']]);
    expect(twitterRequests).toBe(1);
    expect(blockedRequests).toBe(0);
    expect(tab.console.some((l) => l.includes('blocked the embedded script https://evil.example.com/x.js'))).toBe(true);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});

describe('single-image in the browser (spec 3 §9 renditions)', () => {
  it.each([
    [500, 'teaser-xs.png'],
    [700, 'teaser-sm.png'],
    [1000, 'teaser-md.png'],
    [1280, 'teaser.png'],
  ])('at a %d px wide viewport it shows %s', async (width, file) => {
    const tab = await demo.open(`/mount.html`, { width, painted: 'single-image' });
    const img = tab.page.locator('#code-image img');
    await img.evaluate((el: HTMLImageElement) =>
      el.complete
        ? null
        : new Promise((resolve) => {
            el.onload = resolve;
          }),
    );
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(
      new RegExp(`/${file.replace('.', '\\.')}$`),
    );
    await tab.close();
  });
});
