/**
 * Chromium through playwright-core (never downloads a browser): the launch arguments of HELPERS.md, and a
 * page that records every uncaught page error and console message so tests can assert "zero page errors".
 */
import { expect, onTestFinished } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../support/chromium-flags';

/**
 * The shared flags (test/support/chromium-flags.ts), and one renderer process as the goal (Chromium's limit is a
 * soft one: it still starts more where site isolation needs them). Measured 25 Nov: cold loads of three demo pages,
 * each in a new context, 14–20 % faster; three of the heaviest test files 265 s → 245 s.
 */
export const LAUNCH_ARGS = [...CHROMIUM_FLAGS, '--renderer-process-limit=1'];

/** Where a worker keeps its browser: on globalThis, because every test file imports this module afresh. */
const SHARED = Symbol.for('congress-portal.e2e.browser');
type Shared = { [SHARED]?: Promise<Browser> };

/**
 * The browser of a test file: one Chromium per worker, launched for its first file and kept for the next (a launch
 * cost ≈ 0.65 s of CPU, once for each of the 58 files). What a file gets is its own view of that browser: `close()`
 * closes the contexts the file opened, and the browser stays for the next file. Nothing else carries over, as every
 * test opens a new context. Playwright closes the browser when the worker exits; one that crashed is launched again.
 */
export async function launchBrowser(): Promise<Browser> {
  const holder = globalThis as Shared;
  let browser = await holder[SHARED]?.catch(() => undefined);
  if (!browser?.isConnected()) {
    holder[SHARED] = chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: LAUNCH_ARGS });
    browser = await holder[SHARED];
  }
  return fileView(browser);
}

/** `browser` whose `close()` closes only the contexts opened through this view (by newContext or newPage). */
function fileView(browser: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  return new Proxy(browser, {
    get(target, key) {
      if (key === 'close') return async () => Promise.all([...opened].map((c) => c.close()));
      if (key === 'newContext')
        return async (...args: Parameters<Browser['newContext']>) => track(await target.newContext(...args));
      if (key === 'newPage')
        return async (...args: Parameters<Browser['newPage']>) => {
          const page = await target.newPage(...args);
          track(page.context());
          return page;
        };
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught exceptions and unhandled rejections in the page (`pageerror`). */
  pageErrors: Error[];
  /** Console messages as `type: text`. */
  console: string[];
  close(): Promise<void>;
}

/**
 * A new context with one page whose errors and console lines are recorded. A tab opened inside a test closes when
 * that test ends (its records stay for the file's {@link closeAndExpectQuiet}): an open tab keeps polling, running
 * its updaters and animating (an idle portal page took 6 % of a core here, 25 Nov), and the tabs a file left open
 * loaded the machine for every later test. Tabs opened in a `beforeAll` are the file's to close.
 */
export async function openPage(browser: Browser): Promise<TrackedPage> {
  const context = await browser.newContext();
  try {
    onTestFinished(() => context.close());
  } catch {
    // Not inside a test (a beforeAll): the file closes it.
  }
  const page = await context.newPage();
  watchNetwork(page);
  const pageErrors: Error[] = [];
  const consoleLines: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  return { page, context, pageErrors, console: consoleLines, close: () => context.close() };
}

/** Resolves when the `congress-portal:painted:<widget>` performance mark has been set `count` times. */
export async function waitForPainted(page: Page, widget: string, count = 1): Promise<void> {
  await page.waitForFunction(
    ([name, n]) => performance.getEntriesByName(`congress-portal:painted:${name}`).length >= n,
    [widget, count] as const,
  );
}

/** Down to the page's end, a screen at a time (at most 12), 150 ms a screen: lazy mount points get their moment. */
export async function scrollToEnd(page: Page): Promise<void> {
  for (let y = 0; y < 12; y += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(150);
    if (atEnd) break;
  }
}

/**
 * Where a test installs Playwright's clock (`page.clock.install()`, before the navigation: the page's timers run in
 * real time until the test jumps them ahead), the clock's stand-in for `performance` lists no entries and
 * {@link waitForPainted} would wait forever: such a page is waited for by what it shows, the first `shown` element
 * inside a `widget` mount point.
 */
export async function waitForPaintedOrShown(
  page: Page,
  widget: string,
  clocked: boolean,
  shown: string,
): Promise<void> {
  if (clocked) await page.locator(`[data-congress-widget="${widget}"] ${shown}`).first().waitFor();
  else await waitForPainted(page, widget);
}

/**
 * What a quiet run must not have: the tabs' uncaught page errors and console errors. Chromium logs every 4xx
 * answer as "Failed to load resource"; those are left out (a guard's 403/404/412 answer is an outcome).
 */
export function pageProblems(tabs: TrackedPage[]): { errors: string[]; consoleErrors: string[] } {
  return {
    errors: tabs.flatMap((tab) => tab.pageErrors.map((e) => e.message)),
    consoleErrors: tabs.flatMap((tab) =>
      tab.console.filter((l) => l.startsWith('error') && !l.includes('Failed to load resource')),
    ),
  };
}

/** Fails on any page error or console error `tabs` recorded so far (the rule of {@link pageProblems}). */
export function expectQuiet(...tabs: TrackedPage[]): void {
  expect(pageProblems(tabs)).toEqual({ errors: [], consoleErrors: [] });
}

/**
 * The end of a file's run: closes what it opened (browser, then servers), then fails on any page error or
 * console error its tabs recorded; they are collected first, so closing cannot lose them.
 */
export async function closeAndExpectQuiet(
  tabs: TrackedPage[],
  ...opened: Array<{ close(): Promise<unknown> } | undefined>
): Promise<void> {
  const problems = pageProblems(tabs);
  for (const thing of opened) await thing?.close();
  expect(problems).toEqual({ errors: [], consoleErrors: [] });
}

/**
 * Mounts a widget by code (`CongressPortal.mount`, eager) into a new element with `id` at the top of the page's
 * <main>, once the runtime is there; resolves when the mount's promise does, with the element's locator.
 */
export async function mountByCode(page: Page, id: string, options: Record<string, unknown>): Promise<Locator> {
  await page.waitForFunction(
    () => typeof (window as unknown as { CongressPortal?: { mount?: unknown } }).CongressPortal?.mount === 'function',
  );
  await page.evaluate(
    ([elId, o]) => {
      const el = document.createElement('div');
      el.id = elId as string;
      document.querySelector('main')!.prepend(el);
      return (
        window as unknown as { CongressPortal: { mount(el: Element, o: unknown): Promise<unknown> } }
      ).CongressPortal.mount(el, { eager: true, ...(o as object) });
    },
    [id, options] as const,
  );
  return page.locator(`#${id}`);
}

const watched = new WeakMap<Page, { inFlight: number; lastChange: number }>();

/** Counts the page's requests in flight from now on, for {@link networkQuiet}: call it before the navigation. */
export function watchNetwork(page: Page): void {
  if (watched.has(page)) return;
  const state = { inFlight: 0, lastChange: Date.now() };
  const started = () => {
    state.inFlight += 1;
    state.lastChange = Date.now();
  };
  const ended = () => {
    state.inFlight = Math.max(0, state.inFlight - 1);
    state.lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  watched.set(page, state);
}

/**
 * Resolves once no request of the page has been in flight for `quietMs`. Playwright's `networkidle` is the same
 * rule with 500 ms, and it took 0.67 s a visit on average — ≈ 2 minutes of a run's page visits (25 Nov).
 * Pages opened by {@link openPage} are watched; others need {@link watchNetwork} before their navigation.
 */
export async function networkQuiet(page: Page, quietMs = 300, timeoutMs = 30_000): Promise<void> {
  const state = watched.get(page);
  if (!state) throw new Error('networkQuiet: call watchNetwork(page) before the navigation');
  const end = Date.now() + timeoutMs;
  while (state.inFlight > 0 || Date.now() - state.lastChange < quietMs) {
    if (Date.now() > end)
      throw new Error(`networkQuiet: ${state.inFlight} requests still in flight after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
