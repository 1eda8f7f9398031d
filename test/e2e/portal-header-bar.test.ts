/**
 * The rest of the portal's header in real Chromium against the reference server: one menu open at a time and the
 * search hook, the bottom bar on scroll, menu problems logged once, overrides, the user menu, the breadcrumb, Live
 * now, the live-users counter and the header banner.
 */
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { instrumentTimersAndListeners, type Activity } from './support/instrument';
import { headerSuite, route, top, openFlyouts, shot } from './support/header';

const { open } = headerSuite();

describe('one open at a time, outside click, search hook', { timeout: 180_000 }, () => {
  it('opening the user menu closes a dropdown; a click outside closes menus (read through composedPath)', async () => {
    const { page } = await open('/portal/accessibility');
    await top(page, 'Programme').click();
    await page.locator('.cp-header__user button').click();
    expect(await top(page, 'Programme').getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.cp-usermenu').count()).toBe(1);
    expect(await openFlyouts(page)).toBe(1);
    await page.locator('.cp-portal h1').click(); // inside the same shadow root, outside the menu
    await expect.poll(() => openFlyouts(page)).toBe(0);
    await top(page, 'About').click();
    await page.mouse.click(5, 790); // outside the portal's content
    await expect.poll(() => openFlyouts(page)).toBe(0);
  });

  it('the search button and Ctrl+K close other panels; the shortcut listener is the only document keydown listener and goes on unmount', async () => {
    const { page } = await open('/portal/accessibility', 1280, (p) => p.addInitScript(instrumentTimersAndListeners));
    const activity = () => page.evaluate(() => (window as unknown as { __cpActivity(): Activity }).__cpActivity());
    expect((await activity()).listenerKeys.filter((k) => k === 'document:keydown')).toHaveLength(1);
    await top(page, 'Programme').click();
    await page.keyboard.press('Control+k');
    await expect.poll(() => openFlyouts(page)).toBe(0);
    // The search dialog (test/e2e/portal-search-keyboard.test.ts) is modal: Escape closes it before the page is usable again.
    await page.locator('dialog.cp-search').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog.cp-search').count()).toBe(0);
    await top(page, 'About').click();
    await page.locator('.cp-header__tools button[aria-label^="Search"]').click();
    await expect.poll(() => openFlyouts(page)).toBe(0);
    await page.locator('dialog.cp-search').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog.cp-search').count()).toBe(0);
    await page.evaluate(() =>
      (window as unknown as { CongressPortal: { unmount(el: Element): void } }).CongressPortal.unmount(
        document.querySelector('#portal, [data-congress-portal]')!,
      ),
    );
    await page.waitForTimeout(100);
    const after = await activity();
    expect(after.listenerKeys.filter((k) => k.startsWith('document:') || k.startsWith('window:scroll'))).toEqual([]);
    expect(after.intervals).toBe(0);
  });
});

describe('the bottom bar on scroll (spec 3 §2: hides past its height, back after 60 px up)', {
  timeout: 180_000,
}, () => {
  it('hides on scrolling down, stays hidden for 40 px up, comes back after more than 60 px up, and is in place at the top', async () => {
    const { page } = await open('/portal/accessibility');
    const state = () => page.locator('.cp-header').getAttribute('data-bar');
    const at = () => page.locator('.cp-portal__main').boundingBox();
    await page.evaluate(() => {
      document.body.style.minHeight = '5000px';
    });
    const before = await at();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(state).toBe('hidden');
    await page.evaluate(() => window.scrollTo(0, 560));
    await page.waitForTimeout(100);
    expect(await state()).toBe('hidden');
    await page.evaluate(() => window.scrollTo(0, 530));
    await expect.poll(state).toBe('fixed');
    // Polled: the bar slides back in with a transition, which a busy machine has not finished at the first read.
    await expect
      .poll(() => page.locator('.cp-header__bar').evaluate((el) => el.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(60);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(state).toBe('normal');
    expect(await at()).toEqual(before); // hiding and re-showing never moved the page
  });
});

describe('menu problems are logged once; overrides; breadcrumb; Live now; user menu', { timeout: 180_000 }, () => {
  it('a member sees the members-only items; the item with params that are not JSON links without them and the unknown route is left out, each logged once', async () => {
    const { page, console: lines } = await open('/portal/pages/imprint?token=demo-member-token');
    await expect.poll(() => page.locator('.cp-header__user button').getAttribute('data-signed-in')).toBe('');
    await top(page, 'Programme').click();
    const entries = page.locator('.cp-nav__dropdown > ul > li');
    await entries.first().waitFor();
    expect(await entries.allTextContents()).toEqual(['Timetable', 'Live channels', 'Library', 'All congresses']);
    expect(await page.locator('.cp-nav__dropdown a', { hasText: 'All congresses' }).getAttribute('href')).toBe(
      '/portal/library',
    );
    await page.locator('.cp-nav__dropdown a', { hasText: 'Timetable' }).click();
    await expect.poll(() => route(page)).toBe('ProjectSchedule');
    await top(page, 'Programme').click();
    const warnings = lines.filter((l) => l.startsWith('warning') && l.includes('menu item'));
    expect(warnings).toHaveLength(2);
    expect(warnings.find((w) => w.includes('"All congresses"'))).toContain('params are not a JSON object');
    expect(warnings.find((w) => w.includes('"Retired page"'))).toContain('names no route');
    expect(await page.locator('.cp-nav__list--right .cp-nav__top').allTextContents()).toEqual([
      'About',
      'My favourites',
    ]);
  });

  it('signed in: a filled user icon titled with the name; the menu shows the name, the user-menu items and sign-out', async () => {
    const { page } = await open('/portal/pages/imprint?token=demo-member-token');
    const button = page.locator('.cp-header__user button');
    await expect.poll(() => button.getAttribute('data-signed-in')).toBe('');
    const name = await button.getAttribute('title');
    expect(name).toBeTruthy();
    await button.click();
    expect(await page.locator('.cp-usermenu__name').textContent()).toBe(name);
    expect(await page.locator('.cp-usermenu a').allTextContents()).toEqual([
      'My favourites',
      'My profile (opens in a new tab)',
      'Sign out',
    ]);
    expect(await page.locator('.cp-header__login').textContent()).toBe('Sign out');
    await expectNoAxeViolations(page);
    await shot(page, 'user-menu-1280');
  });

  it('a project that overrides the header navigation shows its own; the login link carries the way back and hides on Login', async () => {
    const { page } = await open('/portal/dmc2025/library/events');
    expect(await page.locator('.cp-nav__top').allTextContents()).toEqual([
      'Archive home',
      'Recordings',
      'Back to the portal',
    ]);
    expect(await page.locator('.cp-header__login').getAttribute('href')).toBe(
      `/portal/login?redirect=${encodeURIComponent('/dmc2025/library/events')}`,
    );
    await page.locator('.cp-header__login').click();
    await expect.poll(() => route(page)).toBe('Login');
    expect(await page.locator('.cp-header__login').count()).toBe(0);
  });

  it('breadcrumb: Home / group / project / Library; the project switch lists non-preview siblings only; Live now hides for the current project', async () => {
    const { page } = await open('/portal/dmc2026/library/events');
    const crumbs = page.locator('.cp-breadcrumb li');
    expect(await crumbs.allTextContents()).toEqual([
      'Home',
      'Demo Medical Society',
      'Demo Medical Congress 2026',
      'Library',
    ]);
    expect(await page.locator('.cp-livenow').count()).toBe(0);
    await page.locator('.cp-breadcrumb__more[aria-label*="Demo Medical Congress 2026"]').click();
    await page.locator('.cp-flyout a').first().waitFor();
    expect(await page.locator('.cp-flyout a').allTextContents()).toEqual(['Demo Medical Congress 2025']);
    await expectNoAxeViolations(page);
    await shot(page, 'breadcrumb-1280');
    await page.locator('.cp-flyout a').click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/portal\/dmc2025/);
  });

  it('spec 3 §2 breadcrumb names the current resource (spec 2 §5: 60 characters) and speaker, never the page shown before', async () => {
    const { page } = await open('/portal/pages/imprint');
    await expect.poll(() => page.locator('#cp-portal-title').textContent()).toBe('Imprint');
    // In-app navigation (the shell and its state stay): an open resource whose title has 66 characters.
    const title = 'Advances minimally invasive in infectious diseases: rehabilitation';
    await page.evaluate(() => {
      history.pushState(
        null,
        '',
        '/portal/dmc2026/crs/advances-minimally-invasive-in-infectious-diseases-rehabilitation-1200761',
      );
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.locator('#cp-portal-title').textContent(), { timeout: 10_000 }).toBe(title);
    const last = page.locator('.cp-breadcrumb li').last();
    await expect.poll(() => last.textContent()).toBe('Advances minimally invasive in infectious diseases:…');
    expect(await page.locator('.cp-breadcrumb li').allTextContents()).not.toContain('Imprint');
    expect(await last.locator('[aria-current="page"]').count()).toBe(1);
    await page.locator('.cp-detail__speakers a').first().click();
    await expect.poll(() => route(page)).toBe('SpeakerDetail');
    const name = await page.locator('#cp-portal-title').textContent();
    await expect.poll(() => last.textContent()).toBe(name);
    await expectNoAxeViolations(page);
  });

  it("Live now on other pages links to the live project's channels; the logo is text on its own page and a link elsewhere", async () => {
    const { page } = await open('/portal');
    expect(await page.locator('.cp-livenow a').getAttribute('href')).toBe('/portal/dmc2026/channels');
    expect(await page.locator('span.cp-portal__brand').count()).toBe(1);
    const project = await open('/portal/dmc2025/library/events');
    expect(await project.page.locator('a.cp-portal__brand').getAttribute('href')).toBe('/portal/dmc2025');
  });

  it("the live-users counter shows the server's count", async () => {
    const { page } = await open('/portal/accessibility');
    await expect
      .poll(() => page.locator('.cp-header__counter .cp-visually-hidden').textContent(), { timeout: 10_000 })
      .toMatch(/^People online: \d+$/);
  });
});

describe('header banner (item 6): shown when the asset exists, the mobile variant under 768 px', {
  timeout: 180_000,
}, () => {
  it.each([
    [767, 'banner-demo-mobile.svg'],
    [768, 'banner-demo.svg'],
  ])('at %i px the banner is %s', async (width, file) => {
    const { page } = await open('/portal', width);
    const banner = page.locator('.cp-portal__banner');
    await expect.poll(() => banner.evaluate((img) => (img as HTMLImageElement).currentSrc)).toContain(file);
  });
});
