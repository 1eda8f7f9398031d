/**
 * Issue 8 item 12: with the API answering 500, malformed JSON, refusing connections or staying silent, no
 * widget is left blank — a widget that needs server settings shows a visible, translated error state, and
 * one whose content is all in data-settings renders at once, not waiting on calls it does not need. Item 7:
 * `await CongressPortal.mount()` resolves after the widget rendered, for eager and lazy mounts. Issue 13 (proof):
 * all 23 widgets of the spec on one host page show the translated error with a retry in their boxes, for each failure.
 * The broken APIs are small HTTP servers on 127.0.0.1 started here; the host page, loader and chunks come
 * from the real reference server.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withDemo } from './support/suite';
import { openPage, type TrackedPage } from './support/browser';
import { WIDGET_NAMES } from '../../src/contract/widget';

const apis: Server[] = [];

const demo = withDemo();
afterAll(async () => {
  for (const api of apis) {
    api.closeAllConnections();
    api.close();
  }
});

type Mode = '500' | 'malformed' | 'silent';

/** A broken API on 127.0.0.1: CORS allowed, then the failure the mode names. */
async function brokenApi(mode: Mode): Promise<string> {
  const api = createServer((_request, response: ServerResponse) => {
    response.setHeader('access-control-allow-origin', '*');
    if (mode === '500') response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
    else if (mode === 'malformed')
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"data": {"name": "demo",');
    // silent: never answers (the SDK's 10 s timeouts end the wait)
  });
  apis.push(api);
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
}

/** An address where nothing listens: connections are refused. */
async function refusingApi(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

const MOUNTS = `
  <div id="server-text" data-congress-widget="html-text" data-project="dmc2026" data-eager></div>
  <div id="image" data-congress-widget="single-image" data-project="dmc2026" data-eager></div>
  <div id="inline-text" data-congress-widget="html-text" data-project="dmc2026" data-eager data-settings='{"html": "<p>Inline welcome</p>"}'></div>`;

/**
 * The host page comes from a server of its own on 127.0.0.1 (not from page.route: Chromium treats a fulfilled
 * page as public and its local-network-access check would block every call to the API on 127.0.0.1).
 */
async function openHost(api: string, locale = 'en', mounts = MOUNTS): Promise<TrackedPage> {
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">
    <script async src="${demo.url}/loader.js" data-client="demo" data-locale="${locale}" data-api="${api}"></script></head><body><main>${mounts}</main></body></html>`;
  const site = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(html));
  apis.push(site);
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const tab = await openPage(demo.browser);
  await tab.page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
  return tab;
}

const alertOf = (page: Page, id: string) => page.locator(`#${id} [role="alert"]`).textContent({ timeout: 20_000 });
const shadowText = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((el) => el.shadowRoot?.textContent ?? '');

/** The API's failures a page meets, how each is brought about, and what a widget then says. */
const FAILURES: Array<[title: string, start: () => Promise<string>, shown: string]> = [
  ['answers 500', () => brokenApi('500'), 'The congress service cannot be reached right now.'],
  [
    'answers malformed JSON',
    () => brokenApi('malformed'),
    'the page is not connected to the congress service correctly',
  ],
  ['refuses connections', refusingApi, 'The congress service cannot be reached right now.'],
];

describe('a failing or silent API never blanks a widget', () => {
  it.each(FAILURES)(
    'the API %s: widgets needing server settings show a translated error with a retry, inline content shows, one warning',
    async (_title, start, shown) => {
      const tab = await openHost(await start());
      await expect.poll(() => tab.page.locator('#inline-text .cp-html-text p').textContent()).toBe('Inline welcome');
      for (const id of ['server-text', 'image']) {
        expect(await alertOf(tab.page, id)).toContain(shown);
        expect((await tab.page.locator(`#${id} button`).textContent())?.trim()).toBe('Try again');
      }
      await tab.page.waitForTimeout(300);
      expect(await tab.page.locator('#inline-text .cp-html-text p').textContent()).toBe('Inline welcome');
      expect(tab.console.filter((l) => l.includes('[CongressPortal]'))).toHaveLength(1);
      expect(tab.pageErrors).toEqual([]);
      await tab.close();
    },
    30_000,
  );

  it('the API is silent: inline content renders at once; the others show the translated error once the 10 s timeout ends', async () => {
    const started = Date.now();
    const tab = await openHost(await brokenApi('silent'), 'de');
    await expect
      .poll(() => tab.page.locator('#inline-text .cp-html-text p').textContent(), { timeout: 5_000 })
      .toBe('Inline welcome');
    expect(Date.now() - started).toBeLessThan(8_000); // well before any timeout
    expect(await shadowText(tab.page, 'server-text')).toContain('Wird geladen'); // visible, translated, not blank
    for (const id of ['server-text', 'image'])
      expect(await alertOf(tab.page, id)).toContain('Der Kongressdienst ist gerade nicht erreichbar.');
    expect(Date.now() - started).toBeLessThan(16_000); // one 10 s timeout, not two in a row
    expect(tab.console.filter((l) => l.includes('[CongressPortal]'))).toEqual([
      expect.stringContaining('[CongressPortal] the API did not answer in time: GET http://127.0.0.1:'),
    ]);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  }, 40_000);
});

describe('await CongressPortal.mount() resolves after the first render', () => {
  const mountAndLook = (page: Page, eager: boolean) =>
    page.evaluate(async (isEager) => {
      const el = document.createElement('div');
      if (!isEager) {
        const spacer = document.createElement('div');
        spacer.style.height = '5000px';
        document.querySelector('main')!.append(spacer);
      }
      document.querySelector('main')!.append(el);
      const portal = (window as unknown as { CongressPortal: { mount(e: Element, o: unknown): Promise<unknown> } })
        .CongressPortal;
      const mounted = portal.mount(el, { widget: 'html-text', settings: { html: '<p>x</p>' }, eager: isEager });
      let resolvedEarly = false;
      if (!isEager) {
        void mounted.then(() => {
          resolvedEarly = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        const pendingWhileFar = !resolvedEarly;
        el.scrollIntoView();
        await mounted;
        return {
          pendingWhileFar,
          text: el.shadowRoot?.querySelector('.cp-html-text p')?.textContent,
          loading: !!el.shadowRoot?.querySelector('[data-state="loading"]'),
        };
      }
      await mounted;
      return {
        pendingWhileFar: true,
        text: el.shadowRoot?.querySelector('.cp-html-text p')?.textContent,
        loading: !!el.shadowRoot?.querySelector('[data-state="loading"]'),
      };
    }, eager);

  it.each([
    ['an eager mount', true],
    ['a lazy mount, once scrolled into view', false],
  ])('%s shows its content when the promise resolves', async (_title, eager) => {
    const tab = await demo.open(`/dynamic.html`, { height: 720 });
    await tab.page.waitForFunction(
      () => typeof (window as { CongressPortal?: { mount?: unknown } }).CongressPortal?.mount === 'function',
    );
    expect(await mountAndLook(tab.page, eager)).toEqual({ pendingWhileFar: true, text: 'x', loading: false });
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});

describe('issue 13: every widget of the spec on one host page, with the API failing', () => {
  const EVERY = WIDGET_NAMES.map(
    (name) =>
      `<section><h2>${name}</h2><div id="w-${name}" data-congress-widget="${name}" data-project="dmc2026" data-eager></div></section>`,
  ).join('');
  it.each([
    ...FAILURES,
    ['stays silent', () => brokenApi('silent'), 'The congress service cannot be reached right now.'],
  ])(
    'the API %s: each of the 23 widgets shows the translated error with a retry in its box; the host page stays intact',
    async (_title, start, shown) => {
      const tab = await openHost(await start(), 'en', EVERY);
      for (const name of WIDGET_NAMES) {
        expect(await alertOf(tab.page, `w-${name}`), name).toContain(shown);
        expect((await tab.page.locator(`#w-${name} button`).last().textContent())?.trim(), name).toBe('Try again');
        expect((await tab.page.locator(`#w-${name}`).boundingBox())!.height, name).toBeGreaterThan(100); // its box, not collapsed
      }
      expect(await tab.page.locator('main h2').allTextContents()).toEqual([...WIDGET_NAMES]);
      expect(tab.pageErrors).toEqual([]);
      await tab.close();
    },
    60_000,
  );
});
