import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withDemo } from './support/suite';
import { waitForPainted, type TrackedPage } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { instrumentTimersAndListeners, type Activity } from './support/instrument';

const SHOTS = 'test-results/portal';

const demo = withDemo({ shots: SHOTS, quiet: true });

/**
 * The footer's accessibility statement link, in the footer's "Legal" navigation (spec 3 §2 Footer). The footer's
 * sitemap also lists the navigation's own "Accessibility" item, so the locator names the landmark. Not the
 * contentinfo landmark: a portal placed inside a host's labelled <section> (index.html) has a footer that is no
 * page-level contentinfo (HTML-AAM scopes footer to its sectioning ancestor, across the shadow boundary).
 */
const statementLink = (page: Page, portal: string) =>
  page
    .locator(portal)
    .getByRole('navigation', { name: 'Legal', exact: true })
    .getByRole('link', { name: 'Accessibility statement', exact: true });

async function open(path: string, setup?: (page: Page) => Promise<unknown>): Promise<TrackedPage> {
  return demo.open(path, {
    height: 720,
    painted: 'portal',
    before: async (page) => {
      // A visitor who already made a cookie choice: the consent banner (portal-chrome.test.ts) stays closed here.
      await page.context().addCookies([{ name: 'cp_consent', value: 'none', url: demo.url }]);
      await setup?.(page);
    },
  });
}

const route = (page: Page) => page.locator('.cp-portal').getAttribute('data-route');
const heading = (page: Page) => page.locator('.cp-portal h1').first().textContent();
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

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

const MEMBERS_ONLY = '/dmc2026/crs/diagnosis-ai-assisted-in-cardiology-biomarkers-1200002';

describe('access guard (spec 1 §4, §5; item 3) with the reference server', () => {
  it('a visitor on members-only content goes to Login with the wanted path as redirect', async () => {
    const { page } = await open(`/portal${MEMBERS_ONLY}?page=2`);
    await expect.poll(() => route(page), { timeout: 10_000 }).toBe('Login'); // a guest session and a capability check first
    expect(pathOf(page)).toBe(`/portal/login?redirect=${encodeURIComponent(`${MEMBERS_ONLY}?page=2`)}`);
  });

  it('a member signed in by ?token passes; the token leaves the URL; the user (only) is in a SameSite=None Secure cookie', async () => {
    const { page, context } = await open(`/portal${MEMBERS_ONLY}?token=demo-member-token&hidden`);
    await expect.poll(() => page.locator('.cp-portal').getAttribute('data-access')).toBe('allowed');
    expect(await route(page)).toBe('CRDetail');
    expect(pathOf(page)).toBe(`/portal${MEMBERS_ONLY}?hidden`);
    const cookie = (await context.cookies()).find((c) => c.name === 'congress_session')!;
    expect(cookie).toMatchObject({ sameSite: 'None', secure: true, path: '/' });
    expect(JSON.parse(decodeURIComponent(cookie.value)).id).toBe('u-member');
    expect(cookie.value).not.toContain('eyJ'); // no JWT in the cookie
  });

  it.each([
    [
      'a signed-in account without membership → NoAccess with a back link to the content',
      'demo-basic-token',
      MEMBERS_ONLY,
      'NoAccess',
    ],
    [
      'an account whose terms expired (412) → Logout, which signs out and goes to the post-logout URL (Home)',
      'demo-terms-token',
      MEMBERS_ONLY,
      'Home',
    ],
    ['a forged token → logged out, Home', 'forged-token', MEMBERS_ONLY, 'Home'],
  ])('%s', async (_title, token, path, name) => {
    const { page } = await open(`/portal${path}?token=${token}`);
    // The 412 path is a chain of requests (sign-in, capabilities, POST /logout, the logoutUrl frame, then the
    // client's postLogoutUrl '/?loggedout=1'): 0.55–0.7 s after paint at load 8–12, too close to the 1 s default.
    await expect.poll(() => route(page), { timeout: 10_000 }).toBe(name);
    expect(page.url()).not.toContain(token);
    if (token === 'demo-terms-token') expect(pathOf(page)).toBe('/portal?loggedout=1');
    if (name === 'NoAccess') {
      expect(await page.locator('.cp-portal-panel a.cp-button').getAttribute('href')).toBe(`/portal${MEMBERS_ONLY}`);
    }
  });

  it('unknown content for a visitor is PageNotFound; spec 1 §5 a PROMO = yes resource opens without checks (no guest session, no capability call)', async () => {
    const { page } = await open('/portal/dmc2026/crs/no-such-resource');
    await expect.poll(() => route(page)).toBe('PageNotFound');
    const checks: string[] = [];
    const open2 = await open('/portal/dmc2026/crs/telemedicine-imaging-in-digital-health-rehabilitation-1200001', (p) =>
      Promise.resolve(p.on('request', (r) => void (isAccessCall(r.url()) && checks.push(r.url())))),
    );
    await expect
      .poll(() => open2.page.locator('.cp-portal').getAttribute('data-access'), { timeout: 10_000 })
      .toBe('allowed');
    expect(await route(open2.page)).toBe('CRDetail');
    await open2.page.locator('#cp-portal-title').waitFor();
    expect(checks).toEqual([]);
  });

  it("spec 1 §5 the capability check is skipped once: a listing's own sort change asks nothing, the next page is checked", async () => {
    const checks: string[] = [];
    const { page } = await open('/portal/dmc2026/library/events', (p) =>
      Promise.resolve(p.on('request', (r) => void (r.url().endsWith('/capabilities') && checks.push(r.url())))),
    );
    await expect
      .poll(() => page.locator('.cp-portal').getAttribute('data-access'), { timeout: 10_000 })
      .toBe('allowed');
    await page.locator('#cp-library-sort').waitFor();
    expect(checks).toHaveLength(1);
    await page.locator('#cp-library-sort').selectOption('title');
    await expect.poll(() => pathOf(page)).toContain('sort=title');
    await page.locator('.cp-card').first().waitFor();
    expect(checks).toHaveLength(1);
    await page.locator('.cp-library__types a', { hasText: 'Speakers' }).click();
    await expect.poll(() => route(page)).toBe('ProjectSpeakers');
    await expect.poll(() => checks.length).toBe(2);
  });
});

/** The access check's calls to the user service: a guest session and the capability check. */
const isAccessCall = (url: string) => url.endsWith('/capabilities') || /\/guest\//.test(url);

describe('screens (items 6, 7): content, axe and screenshots at 375 and 1280 px', () => {
  it.each([
    ['home', '/portal', 'Welcome'],
    ['project-home', '/portal/dmc2026', 'Demo Medical Congress 2026'],
    ['group-home', '/portal/groups/dms', 'Demo Medical Society'],
    ['page', '/portal/pages/imprint', 'Imprint'],
    ['page-not-found', '/portal/page-not-found', 'Page not found'],
    ['error-page', '/portal/error-page', 'Something went wrong'],
    ['no-access', '/portal/no-access?redirect=//evil.example', 'No access'],
    ['accessibility', '/portal/accessibility', 'Accessibility statement'],
    ['not-built', '/portal/favourites', 'Favourites'],
  ])(
    '%s (%s) shows “%s” with no axe violations',
    async (name, path, title) => {
      const { page } = await open(path);
      await expect.poll(() => heading(page)).toBe(title);
      await page.waitForTimeout(300);
      await expectNoAxeViolations(page);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
      }
    },
    150_000,
  );

  it('the page-widget grid mounts page modules through the runtime; layout.hide modules only with ?hidden', async () => {
    const { page } = await open('/portal/dmc2026');
    await waitForPainted(page, 'timetable');
    const widgets = () =>
      page.locator('.cp-portal-grid__widget').evaluateAll((els) => els.map((e) => e.getAttribute('data-widget')));
    expect(await widgets()).toEqual(['html-text', 'timetable']);
    const hidden = await open('/portal/dmc2026?hidden');
    await waitForPainted(hidden.page, 'timetable');
    expect(await hidden.page.locator('.cp-portal-grid__widget').count()).toBe(3);
    await expect
      .poll(() => hidden.page.locator('.cp-portal-grid__widget').nth(2).locator('p').textContent())
      .toBe('Hidden module');
  });

  it('spec 1 §2 a project page shows its widgets (spec 3 §2: by y on the grid) under the live badge; spec 3 §9 a link to a section scrolls there after 1 s', async () => {
    const { page } = await open('/portal/dmc2026/pages/venue#directions', (p) =>
      p.setViewportSize({ width: 1280, height: 700 }),
    );
    await expect.poll(() => heading(page)).toBe('Venue and directions');
    expect(await route(page)).toBe('ProjectPage');
    const directions = page.locator('.cp-portal-grid h2#directions');
    await expect
      .poll(() => directions.evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 8_000 })
      .toBeLessThan(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // The desk (y 1, right half) sits below the opening hours (y 0, left half), not beside them.
    const cell = (text: string) => page.locator('.cp-portal-grid__cell', { hasText: text }).boundingBox();
    const [hours, desk] = [(await cell('Opening hours'))!, (await cell('Registration desk'))!];
    expect(desk.y).toBeGreaterThanOrEqual(hours.y + hours.height);
    expect(desk.x).toBeGreaterThanOrEqual(hours.x + hours.width);
    expect(await page.locator('.cp-portal__live a').getAttribute('href')).toBe('/portal/dmc2026/channels');
    await expectNoAxeViolations(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/project-page-${width}.png` });
    }
  });

  it('spec 1 §2 the group banner and the project live badge belong to every page of the scope (library, resource)', async () => {
    const { page } = await open('/portal/groups/dms/library/events');
    await expect
      .poll(() => page.locator('img.cp-portal__banner').evaluate((img) => (img as HTMLImageElement).currentSrc))
      .toContain('banner-demo');
    expect(await page.locator('.cp-portal__live').count()).toBe(0);
    await page.locator('.cp-card').first().waitFor();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/group-library-1280.png` });
    const detail = await open('/portal/dmc2026/crs/telemedicine-imaging-in-digital-health-rehabilitation-1200001');
    await detail.page.locator('#cp-portal-title').waitFor();
    expect(await route(detail.page)).toBe('CRDetail');
    expect(await detail.page.locator('.cp-portal__live a').textContent()).toBe('Live now');
  });

  it('spec 3 §2 embedmode=fill: the content fills the box without page margins, kept while navigating; default keeps the column', async () => {
    const { page } = await open('/portal/pages/imprint?embedmode=fill');
    const main = page.locator('.cp-portal__main');
    const style = () => main.evaluate((el) => [getComputedStyle(el).maxWidth, getComputedStyle(el).paddingLeft]);
    expect(await style()).toEqual(['none', '0px']);
    await page.locator('a.cp-portal__brand').click();
    await expect.poll(() => route(page)).toBe('Home');
    expect(pathOf(page)).toBe('/portal?embedmode=fill');
    expect(await page.locator('.cp-portal').getAttribute('data-embedmode')).toBe('fill');
    const plain = await open('/portal/pages/imprint');
    expect(await plain.page.locator('.cp-portal__main').evaluate((el) => getComputedStyle(el).maxWidth)).toBe('1200px');
  });

  it('the no-access back button never leaves the portal: a hostile redirect goes Home, a portal path is kept', async () => {
    const { page } = await open('/portal/no-access?redirect=//evil.example');
    expect(await page.locator('.cp-portal-panel a.cp-button').getAttribute('href')).toBe('/portal');
    const ok = await open('/portal/no-access?redirect=%2Fdmc2026%2Flibrary');
    expect(await ok.page.locator('.cp-portal-panel a.cp-button').getAttribute('href')).toBe('/portal/dmc2026/library');
    const js = await open('/portal/no-access?redirect=javascript:alert(1)');
    expect(await js.page.locator('.cp-portal-panel a.cp-button').getAttribute('href')).toBe('/portal');
  });
});
