/**
 * Issue 8 item 6: a correctly configured host page logs nothing — no console message, no failed request, no page
 * error (every demo page is checked so by demo-site.test.ts, under both names of the server; the page of
 * deliberate mistakes, mistakes.html, in embed-runtime.test.ts: one warning per mistake). And when data-api points
 * at something that is not the API, the console says exactly that, once, naming the URL that answered and what was
 * expected.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withDemo } from './support/suite';
import { openPage, networkQuiet } from './support/browser';
import { watchNoise } from './support/noise';

const demo = withDemo();

/** A tab whose complaints (console lines, failed requests, HTTP errors, page errors) are recorded from the start. */
async function record(
  setup: (page: Page) => Promise<unknown>,
): Promise<{ page: Page; noise: string[]; requests: string[]; close(): Promise<void> }> {
  const tab = await openPage(demo.browser);
  const noise = watchNoise(tab.page);
  const requests: string[] = [];
  tab.page.on('request', (r) => requests.push(r.url()));
  await setup(tab.page);
  return { page: tab.page, noise, requests, close: () => tab.close() };
}

/** Scrolls to the page's end so lazy widgets mount, then waits until the network has been quiet. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(150);
  await networkQuiet(page);
}

/** A host page of our own, served under the demo server's origin, so that /loader.js and the API are real. */
const hostPage = (page: Page, body: string, script = '<script async src="/loader.js" data-client="demo"></script>') =>
  page.route(`${demo.url}/host.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>host</title>${script}</head><body><main>${body}</main></body></html>`,
    }),
  );

describe('a correctly configured host page', () => {
  it('an html-text with data-project and its whole content in data-settings asks the server for no settings and logs nothing', async () => {
    const tab = await record(async (page) => {
      await hostPage(
        page,
        `<div id="inline" data-congress-widget="html-text" data-project="dmc2026" data-eager data-settings='{"html": "<p>Inline only</p>"}'></div>`,
      );
      await page.goto(`${demo.url}/host.html`);
    });
    await expect.poll(() => tab.page.locator('#inline .cp-html-text p').textContent()).toBe('Inline only');
    await settle(tab.page);
    expect(tab.requests.filter((url) => url.includes('/api/'))).toEqual([
      `${demo.url}/api/demo/configuration`,
      `${demo.url}/api/demo/translations/en`,
    ]);
    expect(tab.noise).toEqual([]);
    await tab.close();
  });
});

describe('data-api that is not the API', () => {
  const mounts = `<div id="text" data-congress-widget="html-text" data-project="dmc2026" data-eager></div>
    <div id="image" data-congress-widget="single-image" data-project="dmc2026" data-eager></div>`;

  it('the site root (404 for API paths): one warning naming the URL that answered and what was expected; every widget says so', async () => {
    const tab = await record(async (page) => {
      await hostPage(
        page,
        mounts,
        `<script async src="/loader.js" data-client="demo" data-api="${demo.url}"></script>`,
      );
      await page.goto(`${demo.url}/host.html`);
    });
    for (const id of ['#text', '#image']) {
      await expect
        .poll(() => tab.page.locator(`${id} [role="alert"]`).textContent())
        .toContain('the page is not connected to the congress service correctly');
    }
    const ours = tab.noise.filter((l) => l.includes('[CongressPortal]'));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toContain(
      `console warning: [CongressPortal] data-api "${demo.url}" does not point at the Congress Portal API: GET ${demo.url}/demo/configuration answered 404`,
    );
    expect(ours[0]).toContain('expected the API\'s JSON { "data": { …client configuration } }');
    expect(tab.noise.join('\n')).not.toContain('is not known');
    await tab.close();
  });

  it("an address that answers HTML with 200 (a single-page app's fallback): one warning saying it is not JSON", async () => {
    const tab = await record(async (page) => {
      await page.route('http://spa.test/**', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          headers: { 'access-control-allow-origin': '*' },
          body: '<!doctype html><title>Our app</title>',
        }),
      );
      await hostPage(
        page,
        mounts,
        '<script async src="/loader.js" data-client="demo" data-api="http://spa.test/"></script>',
      );
      await page.goto(`${demo.url}/host.html`);
    });
    await expect
      .poll(() => tab.page.locator('#text [role="alert"]').textContent())
      .toContain('not connected to the congress service correctly');
    const ours = tab.noise.filter((l) => l.includes('[CongressPortal]'));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toContain(
      'data-api "http://spa.test" does not point at the Congress Portal API: GET http://spa.test/demo/configuration answered with a body that is not JSON',
    );
    await tab.close();
  });
});
