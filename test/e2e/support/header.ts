/**
 * The set-up the portal-header browser-test files share: the file's server and browser, quiet, with a screenshot
 * folder (test-results/portal-header/), and the header's helpers (focus inside the shadow root, open flyouts).
 */
import type { Page } from 'playwright-core';
import { withDemo } from './suite';
import type { TrackedPage } from './browser';

export const SHOTS = 'test-results/portal-header';
export const route = (page: Page) => page.locator('.cp-portal').getAttribute('data-route');
/** The focused element inside the portal's shadow root, described by its text or aria-label. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : null;
  });
export const top = (page: Page, text: string) => page.locator('.cp-nav__top', { hasText: text });
export const openFlyouts = (page: Page) =>
  page.locator('.cp-flyout').evaluateAll((els) => els.filter((e) => e.matches(':popover-open')).length);
export const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

/** Call once at the top of a file: starts its server and browser (`withDemo`). */
export function headerSuite() {
  const demo = withDemo({ shots: SHOTS, quiet: true });

  async function open(path: string, width = 1280, setup?: (page: Page) => Promise<unknown>): Promise<TrackedPage> {
    const tab = await demo.open(path, { width, height: 800, before: setup, painted: 'portal' });
    await tab.page.locator('.cp-header').waitFor();
    return tab;
  }

  return { demo, open };
}
