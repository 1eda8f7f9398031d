/**
 * The set-up the portal-search browser-test files share: the file's server and browser, quiet, with a screenshot
 * folder (test-results/portal-search/), tabs that record their requests, a portal mounted with extra attributes,
 * and the search dialog's helpers.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { withDemo } from './suite';
import { openPage, waitForPainted, type TrackedPage } from './browser';

export type Tab = TrackedPage & { requests: string[] };

export const SHOTS = 'test-results/portal-search';
export const dialog = (page: Page) => page.locator('dialog.cp-search');
export const input = (page: Page) => page.locator('.cp-search__input');
export const route = (page: Page) => page.locator('.cp-portal').getAttribute('data-route');
export const activeText = (page: Page) => page.locator('.cp-search__option--active .cp-search__text').textContent();
/** The focused element inside the portal's shadow root: its aria-label, else its text. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : null;
  });
export const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });
export const searchRequests = (tab: Tab) => tab.requests.filter((u) => u.includes('/autocomplete'));
/**
 * Arrows down until `option` is the active one: suggestions may still be arriving on a busy machine, so a counted
 * number of presses could land elsewhere.
 */
export async function arrowDownTo(page: Page, option: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.keyboard.press('ArrowDown');
        return option.getAttribute('aria-selected');
      },
      { timeout: 15_000 },
    )
    .toBe('true');
}
/** Types a query and makes the first direct match the active option; returns its type label. */
export async function activateFirstMatch(page: Page, query: string): Promise<string> {
  await page.keyboard.press('Control+k');
  await input(page).waitFor();
  await page.keyboard.type(query);
  const firstMatch = page
    .locator('.cp-search__section', { hasText: 'Direct matches' })
    .locator('[role="option"]')
    .first();
  await firstMatch.waitFor({ timeout: 15_000 });
  await arrowDownTo(page, firstMatch);
  return (await firstMatch.locator('.cp-search__type').textContent())!.trim();
}

/** Call once at the top of a file: starts its server and browser (`withDemo`). */
export function searchSuite() {
  /** The file's tabs with the requests each made (every one is in `demo.tabs` too, for the quiet console). */
  const tabs: Tab[] = [];

  const demo = withDemo({ shots: SHOTS, quiet: true });

  async function open(path: string, width = 1280, page?: Page): Promise<Tab> {
    let tab = page ? tabs.find((t) => t.page === page) : undefined;
    if (!tab) {
      const opened = await openPage(demo.browser);
      const requests: string[] = [];
      opened.page.on('request', (r) => requests.push(r.url()));
      tabs.push((tab = { ...opened, requests }));
      demo.tabs.push(tab);
    }
    await tab.page.setViewportSize({ width, height: 800 });
    await tab.page.goto(`${demo.url}${path}`);
    await waitForPainted(tab.page, 'portal');
    await tab.page.locator('.cp-header').waitFor();
    return tab;
  }

  /**
   * Opens a portal whose mount element carries more attributes (`data-search-shortcut`, `data-url-patterns`): a script
   * that runs before the page's own sets them on the `data-congress-portal` element as the parser adds it, before the
   * loader mounts it. (Not by rewriting the page in a route handler: Chromium then counts the page as public and blocks
   * its WebSocket to the loopback server, the live-users counter.)
   */
  async function openWithMount(attributes: Record<string, string>, path = '/portal/accessibility'): Promise<Tab> {
    const opened = await openPage(demo.browser);
    const requests: string[] = [];
    opened.page.on('request', (r) => requests.push(r.url()));
    const tab = { ...opened, requests };
    tabs.push(tab);
    demo.tabs.push(tab);
    await opened.page.addInitScript((extra: Record<string, string>) => {
      const observer = new MutationObserver(() => {
        const mount = document.querySelector('[data-congress-portal]');
        if (!mount) return;
        for (const [name, value] of Object.entries(extra)) mount.setAttribute(name, value);
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    }, attributes);
    return open(path, 1280, opened.page);
  }

  return { tabs, demo, open, openWithMount };
}
