/**
 * The set-up the portal browser-test files share: the file's server and browser, quiet, with a screenshot folder
 * (test-results/portal/), pages of a visitor who already made a cookie choice, and the portal's helpers.
 */
import type { Page } from 'playwright-core';
import { withDemo } from './suite';
import type { TrackedPage } from './browser';

export const SHOTS = 'test-results/portal';
/**
 * The footer's accessibility statement link, in the footer's "Legal" navigation (spec 3 §2 Footer). The footer's
 * sitemap also lists the navigation's own "Accessibility" item, so the locator names the landmark. Not the
 * contentinfo landmark: a portal placed inside a host's labelled <section> (index.html) has a footer that is no
 * page-level contentinfo (HTML-AAM scopes footer to its sectioning ancestor, across the shadow boundary).
 */
export const statementLink = (page: Page, portal: string) =>
  page
    .locator(portal)
    .getByRole('navigation', { name: 'Legal', exact: true })
    .getByRole('link', { name: 'Accessibility statement', exact: true });
export const route = (page: Page) => page.locator('.cp-portal').getAttribute('data-route');
export const heading = (page: Page) => page.locator('.cp-portal h1').first().textContent();
export const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

/** Call once at the top of a file: starts its server and browser (`withDemo`). */
export function portalSuite() {
  const demo = withDemo({ shots: SHOTS, quiet: true });

  async function open(path: string, setup?: (page: Page) => Promise<unknown>): Promise<TrackedPage> {
    return demo.open(path, {
      height: 720,
      painted: 'portal',
      before: async (page) => {
        // A visitor who already made a cookie choice: the consent banner (portal-chrome-consent.test.ts) stays closed here.
        await page.context().addCookies([{ name: 'cp_consent', value: 'none', url: demo.url }]);
        await setup?.(page);
      },
    });
  }

  return { demo, open };
}
