import type { Page } from 'playwright-core';
import { withDemo } from './suite';
import type { TrackedPage } from './browser';

export interface Opened extends TrackedPage {
  telemetry: string[];
}

export const SHOTS = 'test-results/portal-chrome';
export const ADMIN = { authorization: 'Bearer demo-admin-token' };
export const SNIPPET =
  '!function(w,c){c=w.CongressPortal=w.CongressPortal||{q:[]};"mount unmount scan on off setConsent".split(" ").forEach(function(m){c[m]=c[m]||function(){var a=arguments;return new Promise(function(r,j){c.q.push([m,a,r,j])})}})}(window);';
export const inPortal = (page: Page, selector: string) => page.locator(`[data-congress-portal] >> ${selector}`);
/** The footer's statement link (the sitemap's own "Accessibility" nav item is a second link to the same page). */
export const statementLink = (page: Page) =>
  page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility statement', exact: true });
export const heading = (page: Page) => inPortal(page, 'h1').first().textContent();
/** The element that really has focus, inside the portal's shadow root: its role (else its tag) and its text. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector('[data-congress-portal]')!.shadowRoot!.activeElement as HTMLElement | null;
    const what = el?.getAttribute('role') ?? el?.tagName.toLowerCase();
    return el ? `${what}:${(el.textContent ?? '').trim().slice(0, 40)}` : null;
  });

/** Call once at the top of a file: starts its server and browser (`withDemo`). */
export function chromeSuite() {
  const demo = withDemo({ shots: SHOTS, quiet: true });

  /**
   * A fresh browser context; `consent` presets the consent cookie (a visitor who already chose). `clock`: the page's
   * timers on Playwright's clock, whose `performance` lists no painted mark (support/browser.ts
   * `waitForPaintedOrShown`, which looks in widget mount points, not the portal's): the caller waits for what it shows.
   */
  async function open(
    path: string,
    options: { consent?: string; init?: string; width?: number; clock?: boolean } = {},
  ): Promise<Opened> {
    const telemetry: string[] = [];
    const tab = await demo.open(path, {
      width: options.width,
      clock: options.clock,
      painted: options.clock ? undefined : 'portal',
      before: async (page) => {
        page.on('request', (r) => {
          if (/matomo\.php|\/sentry\/|sentry-client/.test(r.url())) telemetry.push(r.url());
        });
        if (options.consent)
          await page.context().addCookies([{ name: 'cp_consent', value: options.consent, url: demo.url }]);
        if (options.init) await page.addInitScript(options.init);
      },
    });
    return { ...tab, telemetry };
  }

  const readBack = async (path: string) =>
    ((await (await fetch(`${demo.url}/api/${path}`, { headers: ADMIN })).json()) as { data: { body: any }[] }).data;
  const editPage = (id: number, body: unknown) =>
    fetch(`${demo.url}/api/admin/demo/pages/${id}`, {
      method: 'PUT',
      headers: { ...ADMIN, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return { demo, open, readBack, editPage };
}
