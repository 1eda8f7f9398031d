/**
 * Issue 12 item 7, the live counter end to end in Chromium against the reference server: the live player's
 * counter updates over the socket when a second page joins and when it leaves; one socket per page for several
 * live players, and for the portal header together with the channel's player; the socket closes when the last
 * widget unmounts; after the server restarts (same port) the page reconnects on its 15 s check and counts again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, WebSocket } from 'playwright-core';
import { SignJWT } from 'jose';
import { startServer, type RunningServer } from '../../demo/server/app';
import { ensureBuild } from './support/server';
import { launchBrowser, openPage, waitForPaintedOrShown, type TrackedPage } from './support/browser';
import { expectNoAxeViolations } from './support/axe';

let server: RunningServer;
let browser: Browser;
let dataDir: string;
/** A break on Hall A (the slideshow: no stream to decode while the counter is tested). */
const BREAK = Date.parse('2026-03-04T10:50:00+01:00');
let offset = 0;
const options = () => ({ port: server?.port ?? 0, quiet: true, dataDir, clock: () => Date.now() + offset });

beforeAll(async () => {
  ensureBuild();
  dataDir = mkdtempSync(join(tmpdir(), 'cp-e2e-counter-'));
  offset = BREAK - Date.now();
  server = await startServer(options());
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Opened {
  tab: TrackedPage;
  page: Page;
  sockets: WebSocket[];
  sent: string[];
}

/** A page whose counter sockets (`/live/counter`) are recorded; `clock`: its timers on Playwright's clock (support/browser.ts). */
async function open(path: string, widget: string, width = 1280, clock = false): Promise<Opened> {
  const tab = await openPage(browser);
  const { page } = tab;
  if (clock) await page.clock.install();
  await page.setViewportSize({ width, height: 900 });
  const sockets: WebSocket[] = [];
  /** The contexts the page's counter sockets announced, in order. */
  const sent: string[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().endsWith('/live/counter')) return;
    sockets.push(ws);
    ws.on('framesent', (f) => sent.push(JSON.parse(String(f.payload)).context));
  });
  await page.goto(`${server.url}${path}`);
  await waitForPaintedOrShown(page, widget, clock, '.cp-live');
  return { tab, page, sockets, sent };
}

/** The viewers each live player on the page shows (data-count; null before the first count). */
const viewers = (page: Page) =>
  page.locator('.cp-live__viewers').evaluateAll((els) => els.map((el) => el.getAttribute('data-count')));
const WAIT = { timeout: 10_000 };

describe('issue 12 item 7: the live counter over the socket', () => {
  it('the count updates when a second page joins and when it leaves; the line is translated and axe-clean', async () => {
    const first = await open('/live.html', 'liveplayer');
    await expect.poll(() => viewers(first.page), WAIT).toEqual(['1']);
    expect(await first.page.locator('.cp-live__viewers').textContent()).toBe('Watching now: 1');
    const second = await open('/live.html', 'liveplayer');
    await expect.poll(() => viewers(first.page), WAIT).toEqual(['2']);
    await expect.poll(() => viewers(second.page), WAIT).toEqual(['2']);
    await first.page.locator('#hall-a').screenshot({ path: join(tmpdir(), 'cp-live-counter-1280.png') });
    await expectNoAxeViolations(first.page);
    await second.tab.close();
    await expect.poll(() => viewers(first.page), WAIT).toEqual(['1']);
    expect(first.sockets).toHaveLength(1);
    expect(first.tab.pageErrors).toEqual([]);
    await first.tab.close();
  });

  it('three live players on one page share one socket; it closes when the last one unmounts', async () => {
    const { tab, page, sockets } = await open('/live.html', 'liveplayer');
    await page.evaluate(async () => {
      const portal = (
        window as unknown as { CongressPortal: { mount(el: HTMLElement, o: object): Promise<{ unmount(): void }> } }
      ).CongressPortal;
      const handles: { unmount(): void }[] = [];
      // The page's own player too, remounted through the API so the test holds its handle.
      const own = document.getElementById('hall-a')!;
      handles.push(await portal.mount(own, { widget: 'liveplayer', project: 'dmc2026', channel: 'hall-a' }));
      for (const id of ['extra-1', 'extra-2']) {
        const el = document.createElement('div');
        el.id = id;
        el.style.cssText = 'display:block;aspect-ratio:1280/464';
        document.querySelector('main')!.append(el);
        handles.push(await portal.mount(el, { widget: 'liveplayer', project: 'dmc2026', channel: 'hall-a' }));
      }
      (window as unknown as { counterTestHandles: typeof handles }).counterTestHandles = handles;
    });
    await expect.poll(() => viewers(page), WAIT).toEqual(['1', '1', '1']);
    // The remount of #hall-a let go of the page's first socket (no part left for a moment) and opened one more.
    const live = sockets.filter((ws) => !ws.isClosed());
    expect(live).toHaveLength(1);
    const closed = new Promise<void>((resolve) => live[0].on('close', () => resolve()));
    await page.evaluate(() => {
      const handles = (window as unknown as { counterTestHandles: { unmount(): void }[] }).counterTestHandles;
      handles[0].unmount();
      handles[1].unmount();
    });
    await page.waitForTimeout(300); // a socket that closed now would be a bug: one player still shows the count
    expect(live[0].isClosed()).toBe(false);
    await page.evaluate(() =>
      (window as unknown as { counterTestHandles: { unmount(): void }[] }).counterTestHandles[2].unmount(),
    );
    await closed;
    expect(sockets.every((ws) => ws.isClosed())).toBe(true);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it("the portal header and the channel's live player share one socket, and both show counts", async () => {
    const token = await new SignJWT({ name: 'Counter Viewer', membership: 'member' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('counter-e2e')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('demo-jwt-secret'));
    const { tab, page, sockets, sent } = await open(`/congress/dmc2026/channels/hall-a?jwtoken=${token}`, 'portal');
    await expect.poll(() => viewers(page), WAIT).toEqual(['1']);
    await expect
      .poll(() => page.locator('.cp-header__counter .cp-visually-hidden').textContent(), WAIT)
      .toMatch(/^People online: [1-9]\d*$/);
    expect(sockets).toHaveLength(1);
    // The player joined after the header: the socket announces the channel's context (the header's route before, if it was open by then).
    expect(sent.at(-1)).toBe('dmc2026/hall-a');
    await expectNoAxeViolations(page);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it('after the server restarts on the same port the page reconnects (15 s check) and counts again', {
    timeout: 60_000,
  }, async () => {
    const { tab, page, sockets, sent } = await open('/live.html', 'liveplayer', 1280, true);
    await expect.poll(() => viewers(page), WAIT).toEqual(['1']);
    await server.close();
    await expect.poll(() => sockets[0].isClosed(), WAIT).toBe(true);
    server = await startServer(options());
    // The next 15 s check (the page's clock jumped ahead) opens a new socket and announces the context again…
    await page.clock.fastForward(15_000);
    await expect.poll(() => sockets.length, WAIT).toBe(2);
    await expect.poll(() => sent.length, WAIT).toBe(2);
    // …so the new server counts this page: a second page makes it 2 in both.
    const second = await open('/live.html', 'liveplayer');
    await expect.poll(() => viewers(page), WAIT).toEqual(['2']);
    await expect.poll(() => viewers(second.page), WAIT).toEqual(['2']);
    expect(tab.pageErrors).toEqual([]);
    await second.tab.close();
    await tab.close();
  });
});

describe('issue 12 item 10: the 15 s channel poll is a conditional request', () => {
  it("the second poll carries If-None-Match (the browser's HTTP cache, from the answer's ETag and max-age=5) and the server answers 304", {
    timeout: 60_000,
  }, async () => {
    const tab = await openPage(browser);
    // What went over the wire (DevTools protocol): the page itself sees the cached 200 the browser made of the 304.
    const cdp = await tab.context.newCDPSession(tab.page);
    // The ExtraInfo events may arrive before or after requestWillBeSent (CDP gives no order): collect all of them
    // by request id and join them when reading.
    const polls: string[] = [];
    const sentHeaders = new Map<string, Record<string, string>>();
    const answers = new Map<string, { status: number; headers: Record<string, string> }>();
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.request.url.includes('/wcm/channels/hall-a')) polls.push(e.requestId);
    });
    cdp.on('Network.requestWillBeSentExtraInfo', (e) =>
      sentHeaders.set(e.requestId, e.headers as Record<string, string>),
    );
    cdp.on('Network.responseReceivedExtraInfo', (e) =>
      answers.set(e.requestId, { status: e.statusCode, headers: e.headers as Record<string, string> }),
    );
    const lower = (h: Record<string, string> | undefined, name: string) =>
      Object.entries(h ?? {}).find(([k]) => k.toLowerCase() === name)?.[1];
    const onWire = () =>
      polls
        .filter((id) => answers.has(id) && sentHeaders.has(id))
        .map((id) => ({
          ifNoneMatch: lower(sentHeaders.get(id), 'if-none-match'),
          status: answers.get(id)!.status,
          etag: lower(answers.get(id)!.headers, 'etag'),
        }));
    await cdp.send('Network.enable');
    await tab.page.clock.install();
    await tab.page.goto(`${server.url}/live.html`);
    await expect.poll(() => onWire().length, WAIT).toBe(1);
    // The browser's cache keeps the answer fresh for 5 real seconds; then the page's clock jumps to its next poll.
    await tab.page.waitForTimeout(5_500);
    await tab.page.clock.fastForward(15_000);
    await expect.poll(() => onWire().length, WAIT).toBeGreaterThanOrEqual(2);
    const wire = onWire();
    expect(wire[0]).toMatchObject({ status: 200, ifNoneMatch: undefined });
    expect(wire[0].etag).toMatch(/^W\/"/);
    expect(wire[1]).toMatchObject({ status: 304, ifNoneMatch: wire[0].etag });
    await cdp.detach();
    await tab.close();
  });
});
