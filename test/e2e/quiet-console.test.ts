/**
 * Issue 8 item 6: every demo page and a correctly configured host page log nothing — no console message, no
 * failed request, no page error — under both names of the server (127.0.0.1 and localhost, which the
 * strict-CSP page once told apart). The one page of deliberate mistakes (mistakes.html) is checked in
 * embed-runtime.test.ts: one warning per mistake. And when data-api points at something that is not the
 * API, the console says exactly that, once, naming the URL that answered and what was expected.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { REPO_ROOT } from '../../demo/server/app';
import { startDemoServer, type DemoServer } from './support/server';
import { launchBrowser, openPage, networkQuiet } from './support/browser';

let server: DemoServer;
let browser: Browser;

beforeAll(async () => { server = await startDemoServer(); browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); await server?.close(); });

/** Everything a page could complain about: console lines (any type), failed requests, HTTP errors, page errors. */
async function record(setup: (page: Page) => Promise<unknown>): Promise<{ page: Page; noise: string[]; requests: string[]; close(): Promise<void> }> {
  const tab = await openPage(browser);
  const noise: string[] = [];
  const requests: string[] = [];
  tab.page.on('console', (m) => noise.push(`console ${m.type()}: ${m.text()}`));
  tab.page.on('pageerror', (e) => noise.push(`page error: ${e.message}`));
  tab.page.on('requestfailed', (r) => {
    // A <video> that has read its metadata cancels the rest of its range request: the browser's buffering, not a
    // failure (DevTools shows it as "canceled", the console stays empty).
    if (r.resourceType() === 'media' && r.failure()?.errorText === 'net::ERR_ABORTED') return;
    noise.push(`failed request: ${r.url()} ${r.failure()?.errorText ?? ''}`);
  });
  tab.page.on('request', (r) => requests.push(r.url()));
  tab.page.on('response', (r) => { if (r.status() >= 400) noise.push(`HTTP ${r.status()}: ${r.url()}`); });
  await setup(tab.page);
  return { page: tab.page, noise, requests, close: () => tab.close() };
}

/** Scrolls through the page so lazy widgets mount, then waits until the network has been quiet. */
async function settle(page: Page): Promise<void> {
  if (await page.locator('script[src*="loader.js"]').count()) {
    await page.waitForFunction(() => typeof (window as { CongressPortal?: { mount?: unknown } }).CongressPortal?.mount === 'function');
  }
  // Down to the page's end, a screen at a time (at most six): each step gives lazy mount points their moment.
  for (let y = 0; y < 6; y += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(150);
    if (atEnd) break;
  }
  await networkQuiet(page);
}

const demoPages = readdirSync(join(REPO_ROOT, 'demo', 'site')).filter((f) => f.endsWith('.html') && f !== 'mistakes.html').sort();

describe('a quiet console on every demo page', () => {
  it('finds the demo pages', () => {
    expect(demoPages).toEqual(expect.arrayContaining(['csp.html', 'dynamic.html', 'index.html', 'live.html', 'messages.html', 'mount.html', 'overflow.html', 'timetable.html']));
  });

  it.each(demoPages.flatMap((page) => [[page, '127.0.0.1'], [page, 'localhost']]))('%s opened as %s logs nothing', async (file, host) => {
    const base = host === 'localhost' ? server.twinUrl : server.url;
    const tab = await record((page) => page.goto(`${base}/${file}`));
    await settle(tab.page);
    // mount.html mounts by code and has a widget painted; every page with mount points shows them rendered.
    const stillLoading = await tab.page.evaluate(() => [...document.querySelectorAll('[data-congress-widget]')]
      .filter((el) => el.shadowRoot?.querySelector('[data-state="loading"]')).map((el) => el.outerHTML.slice(0, 80)));
    expect(stillLoading).toEqual([]);
    expect(tab.noise).toEqual([]);
    await tab.close();
  }, 30_000);
});

/** A host page of our own, served under the demo server's origin, so that /loader.js and the API are real. */
const hostPage = (page: Page, body: string, script = '<script async src="/loader.js" data-client="demo"></script>') =>
  page.route(`${server.url}/host.html`, (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>host</title>${script}</head><body><main>${body}</main></body></html>`,
  }));

describe('a correctly configured host page', () => {
  it('an html-text with data-project and its whole content in data-settings asks the server for no settings and logs nothing', async () => {
    const tab = await record(async (page) => {
      await hostPage(page, `<div id="inline" data-congress-widget="html-text" data-project="dmc2026" data-eager data-settings='{"html": "<p>Inline only</p>"}'></div>`);
      await page.goto(`${server.url}/host.html`);
    });
    await expect.poll(() => tab.page.locator('#inline .cp-html-text p').textContent()).toBe('Inline only');
    await settle(tab.page);
    expect(tab.requests.filter((url) => url.includes('/api/'))).toEqual([`${server.url}/api/demo/configuration`, `${server.url}/api/demo/translations/en`]);
    expect(tab.noise).toEqual([]);
    await tab.close();
  });
});

describe('data-api that is not the API', () => {
  const mounts = `<div id="text" data-congress-widget="html-text" data-project="dmc2026" data-eager></div>
    <div id="image" data-congress-widget="single-image" data-project="dmc2026" data-eager></div>`;

  it('the site root (404 for API paths): one warning naming the URL that answered and what was expected; every widget says so', async () => {
    const tab = await record(async (page) => {
      await hostPage(page, mounts, `<script async src="/loader.js" data-client="demo" data-api="${server.url}"></script>`);
      await page.goto(`${server.url}/host.html`);
    });
    for (const id of ['#text', '#image']) {
      await expect.poll(() => tab.page.locator(`${id} [role="alert"]`).textContent()).toContain('the page is not connected to the congress service correctly');
    }
    const ours = tab.noise.filter((l) => l.includes('[CongressPortal]'));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toContain(`console warning: [CongressPortal] data-api "${server.url}" does not point at the Congress Portal API: GET ${server.url}/demo/configuration answered 404`);
    expect(ours[0]).toContain('expected the API\'s JSON { "data": { …client configuration } }');
    expect(tab.noise.join('\n')).not.toContain('is not known');
    await tab.close();
  });

  it('an address that answers HTML with 200 (a single-page app\'s fallback): one warning saying it is not JSON', async () => {
    const tab = await record(async (page) => {
      await page.route('http://spa.test/**', (route) => route.fulfill({
        status: 200, contentType: 'text/html', headers: { 'access-control-allow-origin': '*' }, body: '<!doctype html><title>Our app</title>',
      }));
      await hostPage(page, mounts, '<script async src="/loader.js" data-client="demo" data-api="http://spa.test/"></script>');
      await page.goto(`${server.url}/host.html`);
    });
    await expect.poll(() => tab.page.locator('#text [role="alert"]').textContent()).toContain('not connected to the congress service correctly');
    const ours = tab.noise.filter((l) => l.includes('[CongressPortal]'));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toContain('data-api "http://spa.test" does not point at the Congress Portal API: GET http://spa.test/demo/configuration answered with a body that is not JSON');
    await tab.close();
  });
});
