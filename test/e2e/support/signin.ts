/**
 * The set-up the portal-signin browser-test files share: a reference server whose requests are counted (its Node HTTP
 * server's 'request' events, never stubbed) and can be held, Chromium, and the Login page's helpers.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../../demo/server/app';
import { ensureBuild } from './server';
import { launchBrowser, openPage, closeAndExpectQuiet, waitForPainted, type TrackedPage } from './browser';

export interface Counted {
  url: string;
  requests: string[];
  close(): Promise<void>;
  server: RunningServer;
  /**
   * Holds the server's answers to `what` (`METHOD path`) until the returned release is called: the request
   * reaches the real server, which answers it only then (nothing is stubbed). `seen` resolves on its arrival.
   */
  hold(what: string): { seen: Promise<void>; release(): void };
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A reference server whose requests are recorded (`METHOD path`), with an optional access-token lifetime and clock. */
export async function countedServer(options: { accessTokenTtl?: number; clock?: () => number } = {}): Promise<Counted> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cp-signin-'));
  const server = await startServer({ port: 0, quiet: true, dataDir, ...options });
  const requests: string[] = [];
  const holds = new Map<string, { arrived(): void; released: Promise<void> }>();
  const http = server.app.server;
  const [answer] = http.listeners('request') as Handler[];
  http.removeListener('request', answer);
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const what = `${req.method} ${String(req.url).split('?')[0]}`;
    requests.push(what);
    const held = holds.get(what);
    if (!held) {
      answer(req, res);
      return;
    }
    held.arrived();
    void held.released.then(() => answer(req, res));
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    requests,
    server,
    hold(what) {
      let arrived!: () => void;
      let release!: () => void;
      const seen = new Promise<void>((r) => {
        arrived = r;
      });
      holds.set(what, {
        arrived,
        released: new Promise<void>((r) => {
          release = r;
        }),
      });
      return {
        seen,
        release: () => {
          holds.delete(what);
          release();
        },
      };
    },
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const SHOTS = 'test-results/portal';
export const MEMBERS_ONLY = '/dmc2026/crs/diagnosis-ai-assisted-in-cardiology-biomarkers-1200002';
/** Polls with room for a loaded machine (the default 1 s is too short at a load of 20). */
export const until = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 100 });
export const route = (page: Page) => page.locator('.cp-portal').getAttribute('data-route');
export const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
export const access = (page: Page) => page.locator('.cp-portal').getAttribute('data-access');
export const count = (server: Counted, what: string) => server.requests.filter((r) => r === what).length;
export const card = (page: Page, kind: string) => page.locator(`#cp-signin-${kind}-title`).locator('xpath=..');
/** Pauses the page's (installed) clock a second ahead of its own time; again if that moment has passed meanwhile. */
export async function pauseClock(page: Page): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      return;
    } catch (error) {
      if (attempt >= 4 || !String(error).includes('to the past')) throw error;
    }
  }
}
export async function fill(page: Page, kind: string, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await page.locator(`#cp-signin-${kind}-${name}`).fill(value);
}

/** Call once at the top of a file: starts its counted server and browser, and checks the console is quiet at its end. */
export function signinSuite() {
  /** The file's server: filled in its `beforeAll`, one object from the start (files keep it before it runs). */
  const main = {} as Counted;
  let browser: Browser;
  const tabs: TrackedPage[] = [];

  beforeAll(async () => {
    ensureBuild();
    Object.assign(main, await countedServer());
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(() => closeAndExpectQuiet(tabs, browser, main));

  async function open(
    path: string,
    server: Counted = main,
    setup?: (page: Page) => Promise<unknown>,
  ): Promise<TrackedPage> {
    const tab = await openPage(browser);
    tabs.push(tab);
    await setup?.(tab.page);
    await tab.page.goto(`${server.url}${path}`);
    await waitForPainted(tab.page, 'portal');
    return tab;
  }

  return { main, tabs, open };
}
