/**
 * The one fixture of a browser-test file: `withDemo()` starts the reference server and Chromium in the file's
 * `beforeAll`, closes them in its `afterAll`, and opens tabs that record what their page complains about.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ServerOptions } from '../../../demo/server/app';
import { closeAndExpectQuiet, launchBrowser, openPage, waitForPainted, type TrackedPage } from './browser';
import { watchNoise } from './noise';
import { startDemoServer, type DemoServer } from './server';

export interface DemoSetup {
  /**
   * Options for the reference server beside the fixture's own (free port, quiet, a throw-away data folder); a
   * function is called in the `beforeAll`, after what the file's earlier `beforeAll`s prepared.
   */
  server?: ServerOptions | (() => ServerOptions);
  /** At the file's end, fail on any page error or console error of the tabs it opened ({@link closeAndExpectQuiet}). */
  quiet?: boolean;
  /** A folder the file writes screenshots into, made before its first test. */
  shots?: string;
}

export interface OpenOptions {
  /** Viewport width in px (1280). */
  width?: number;
  /** Viewport height in px (900; 720 is Playwright's default). */
  height?: number;
  /** Playwright's clock for the page's timers, installed before the navigation (support/browser.ts `waitForPaintedOrShown`). */
  clock?: boolean;
  /** Runs on the new page before the navigation: listeners, init scripts, cookies, routes. */
  before?: (page: Page) => unknown;
  /** Signs in as the demo member by the query token (the guard strips it; most content is members-only). */
  member?: boolean;
  /** `twin`: the server under its other origin, `http://localhost:<port>`. */
  origin?: 'url' | 'twin';
  /** Waits for the `congress-portal:painted:<painted>` mark after the navigation. */
  painted?: string;
  /** Answers the cookie banner with "Accept all" once it shows (a page without the banner is fine). */
  acceptCookies?: boolean;
}

/** A tab of {@link withDemo}: the tracked page and `noise`, everything it complained about (support/noise.ts). */
export interface Tab extends TrackedPage {
  noise: string[];
}

export interface Demo {
  readonly server: DemoServer;
  readonly browser: Browser;
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** Every tab the file opened, in order (tabs of `openPage` pushed here count for `quiet` too). */
  readonly tabs: TrackedPage[];
  /** A new context and page, set up by `options`, at `path` of the server. */
  open(path: string, options?: OpenOptions): Promise<Tab>;
}

/** `path` with the demo member's token in its query. */
export const asMember = (path: string) => `${path}${path.includes('?') ? '&' : '?'}token=demo-member-token`;

export function withDemo(setup: DemoSetup = {}): Demo {
  let server: DemoServer | undefined;
  let browser: Browser | undefined;
  const tabs: TrackedPage[] = [];
  beforeAll(async () => {
    server = await startDemoServer(typeof setup.server === 'function' ? setup.server() : setup.server);
    browser = await launchBrowser();
    if (setup.shots) mkdirSync(setup.shots, { recursive: true });
    // A first run builds dist/ (support/server.ts ensureBuild) before the server starts.
  }, 600_000);
  afterAll(async () => {
    if (setup.quiet) await closeAndExpectQuiet(tabs, browser, server);
    else {
      await browser?.close();
      await server?.close();
    }
  });
  const started = <T>(thing: T | undefined): T => {
    if (!thing) throw new Error('withDemo: the server and browser start in beforeAll; open tabs inside tests');
    return thing;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    get url() {
      return started(server).url;
    },
    tabs,
    async open(path, options = {}) {
      const running = started(server);
      const tracked = await openPage(started(browser));
      const tab: Tab = { ...tracked, noise: watchNoise(tracked.page) };
      tabs.push(tab);
      const { page } = tab;
      if (options.clock) await page.clock.install();
      await page.setViewportSize({ width: options.width ?? 1280, height: options.height ?? 900 });
      await options.before?.(page);
      const origin = options.origin === 'twin' ? running.twinUrl : running.url;
      await page.goto(`${origin}${options.member ? asMember(path) : path}`);
      if (options.painted) await waitForPainted(page, options.painted);
      if (options.acceptCookies)
        await page
          .getByRole('button', { name: 'Accept all' })
          .click({ timeout: 10_000 })
          .catch(() => undefined);
      return tab;
    },
  };
}

/** A throw-away data folder for a server a file starts itself (one it restarts on the same port). */
export function tempDataDir(prefix: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The reference server's clock for files that move it (`withDemo({ server: { clock: clock.now } })`): `at(moment)`
 * sets it to that moment, from where it runs on in real time (the live playlists slide on).
 */
export function movableClock(): { now: () => number; at: (moment: string | number) => void } {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    at: (moment) => {
      offset = (typeof moment === 'number' ? moment : Date.parse(moment)) - Date.now();
    },
  };
}
