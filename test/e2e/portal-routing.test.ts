/**
 * The portal's routing (spec 1 §2) under its base path in real Chromium against the reference server: links,
 * history and reload, the page cache, modified clicks, and a guest on the host page (URL, title and listeners only
 * its own; a second mount warns once).
 */
import { describe, expect, it } from 'vitest';
import { waitForPainted } from './support/browser';
import { instrumentTimersAndListeners, type Activity } from './support/instrument';
import { portalSuite, statementLink, route, heading, pathOf } from './support/portal';

const { open } = portalSuite();

describe('routing (spec 1 §2) under the base path', () => {
  it.each([
    ['/portal', 'Home', '/portal'],
    ['/portal/favorites', 'Favourites', '/portal/favourites'],
    ['/portal/library', 'CongressResources', '/portal/library/congressresources'],
    ['/portal/dmc2025/events', 'ProjectEvents', '/portal/dmc2025/library/events'],
    ['/portal/groups/dms/speakers', 'GroupSpeakers', '/portal/groups/dms/library/speakers'],
    ['/portal/no-such-project', 'Home', '/portal'],
    ['/portal/dmc2026/crs/a/b/c', 'PageNotFound', '/portal/page-not-found'],
    ['/portal/dmc2025', 'ProjectLibrary', '/portal/dmc2025/library/congressresources'],
  ])(
    'a deep link to %s shows %s at %s (redirects replace the entry, no extra history entry)',
    async (path, name, finalPath) => {
      const { page } = await open(path);
      await expect.poll(() => route(page)).toBe(name === 'ProjectLibrary' ? 'ProjectCongressResources' : name);
      await expect.poll(() => pathOf(page)).toBe(finalPath);
      expect(await page.evaluate(() => history.length - 1)).toBe(1); // minus the tab's first about:blank
    },
  );

  it('links navigate with pushState; back, forward and reload work; the heading takes focus; fakenow and hidden travel', async () => {
    const { page } = await open('/portal/page-not-found?fakenow=2026-03-04T10:00:00%2B01:00&hidden&other=1');
    await statementLink(page, '.cp-portal').click();
    await expect.poll(() => route(page)).toBe('AccessibilityStatement');
    expect(pathOf(page)).toBe('/portal/accessibility?fakenow=2026-03-04T10%3A00%3A00%2B01%3A00&hidden=');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const host = document.querySelector('[data-congress-portal]')!;
          return host.shadowRoot!.activeElement?.textContent;
        }),
      )
      .toBe('Accessibility statement');
    expect(await page.evaluate(() => history.length - 1)).toBe(2);
    await page.goBack();
    await expect.poll(() => route(page)).toBe('PageNotFound');
    await page.goForward();
    await expect.poll(() => route(page)).toBe('AccessibilityStatement');
    await page.reload();
    await waitForPainted(page, 'portal');
    await expect.poll(() => route(page)).toBe('AccessibilityStatement');
    await page.locator('.cp-portal__brand').click();
    await expect.poll(() => route(page)).toBe('Home');
    expect(pathOf(page)).toBe('/portal?fakenow=2026-03-04T10%3A00%3A00%2B01%3A00&hidden=');
  });

  it('spec 1 §9 page cache 1000 s: back on Home its page shows at once, asked for again only by the updater (If-Modified-Since)', async () => {
    const asked: Array<string | undefined> = [];
    const { page } = await open('/portal', async (p) => {
      p.on('request', (request) => {
        if (/\/pages\?/.test(request.url()) && request.url().includes('type=startpage'))
          asked.push(request.headers()['if-modified-since']);
      });
    });
    const home = await heading(page);
    await statementLink(page, '.cp-portal').click();
    await expect.poll(() => route(page)).toBe('AccessibilityStatement');
    await page.goBack();
    // The page's heading is there in the frame the route changes (no spinner first).
    expect(
      await page.evaluate(
        () =>
          new Promise<string | null | undefined>((resolve) => {
            const portal = document.querySelector('[data-congress-portal]')!.shadowRoot!.querySelector('.cp-portal')!;
            const look = () =>
              portal.getAttribute('data-route') === 'Home'
                ? resolve(portal.querySelector('h1')?.textContent)
                : requestAnimationFrame(look);
            look();
          }),
      ),
    ).toBe(home);
    expect(asked.filter((header) => header === undefined)).toHaveLength(1);
  });

  it('a modified click (new tab) is left to the browser: the href is a real URL below the base path', async () => {
    const { page } = await open('/portal/accessibility');
    expect(await page.locator('.cp-portal__brand').getAttribute('href')).toBe('/portal');
    const popup = page.context().waitForEvent('page');
    await statementLink(page, '.cp-portal').click({ modifiers: ['Control'] });
    const other = await popup;
    await other.waitForLoadState();
    expect(new URL(other.url()).pathname).toBe('/portal/accessibility');
    expect(await page.evaluate(() => history.length - 1)).toBe(1); // minus the tab's first about:blank
    await other.close();
  });
});

describe('a guest on the host page (issue 10 item 2)', () => {
  it('changes the URL only below its base path, leaves the host links and entries alone, and sets the title only when asked', async () => {
    const tab = await open('/index.html');
    const { page } = tab;
    const hostLinks = () =>
      page.evaluate(() => [...document.querySelectorAll('a')].map((a) => `${a.getAttribute('href')}|${a.onclick}`));
    const before = await hostLinks();
    const title = await page.title();
    await expect.poll(() => route(page)).toBe('Home'); // index.html is outside /congress: the portal starts at Home
    expect(pathOf(page)).toBe('/index.html');
    await statementLink(page, '#portal').click();
    await expect.poll(() => route(page)).toBe('AccessibilityStatement');
    expect(pathOf(page)).toBe('/congress/accessibility');
    expect(await page.title()).toBe(title); // index.html did not opt in
    expect(await hostLinks()).toEqual(before);
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe('/index.html');
    await expect.poll(() => route(page)).toBe('Home');
    // A host link is not intercepted: it loads its page.
    await page.locator('.site-nav a[href="/mount.html"]').click();
    await page.waitForURL('**/mount.html');
  });

  it('with data-document-title it sets the spec title pattern, and the host title comes back on unmount', async () => {
    const { page } = await open('/congress/accessibility');
    await expect.poll(() => page.title()).toBe('Accessibility statement | Demo Medical Society | Congress Portal');
    await page.evaluate(() =>
      (window as unknown as { CongressPortal: { unmount(el: Element): void } }).CongressPortal.unmount(
        document.querySelector('#portal')!,
      ),
    );
    await expect.poll(() => page.title()).toBe('Congress portal — German Society of Cardiovascular Medicine');
  });

  it('adds only a popstate listener and removes it on unmount; nothing keeps running', async () => {
    const { page } = await open('/congress/accessibility', (p) => p.addInitScript(instrumentTimersAndListeners));
    const activity = () => page.evaluate(() => (window as unknown as { __cpActivity(): Activity }).__cpActivity());
    const mounted = await activity();
    expect(mounted.listenerKeys.filter((k) => k.startsWith('window:popstate'))).toHaveLength(1);
    await page.evaluate(() =>
      (window as unknown as { CongressPortal: { unmount(el: Element): void } }).CongressPortal.unmount(
        document.querySelector('#portal')!,
      ),
    );
    await page.waitForTimeout(100);
    const after = await activity();
    expect(after.listenerKeys.filter((k) => k.startsWith('window:popstate'))).toEqual([]);
    expect(after.intervals).toBe(0);
  });

  it('a second portal mount on the page warns once and shows a notice instead of a second router', async () => {
    const tab = await open('/congress');
    await tab.page.evaluate(() => {
      const el = document.createElement('div');
      el.id = 'second';
      document.querySelector('main')!.append(el);
      return (
        window as unknown as { CongressPortal: { mount(el: Element, o: object): Promise<unknown> } }
      ).CongressPortal.mount(el, { portal: true, basePath: '/other', eager: true });
    });
    await expect
      .poll(() => tab.page.locator('#second [role="alert"]').textContent())
      .toContain('already shows the congress portal');
    expect(tab.console.filter((l) => l.includes('second congress portal'))).toHaveLength(1);
    expect(await route(tab.page)).toBe('Home');
  });
});
