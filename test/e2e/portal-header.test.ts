import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withDemo } from './support/suite';
import type { TrackedPage } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { instrumentTimersAndListeners, type Activity } from './support/instrument';

const SHOTS = 'test-results/portal-header';

const demo = withDemo({ shots: SHOTS, quiet: true });

async function open(path: string, width = 1280, setup?: (page: Page) => Promise<unknown>): Promise<TrackedPage> {
  const tab = await demo.open(path, { width, height: 800, before: setup, painted: 'portal' });
  await tab.page.locator('.cp-header').waitFor();
  return tab;
}

const route = (page: Page) => page.locator('.cp-portal').getAttribute('data-route');
/** The focused element inside the portal's shadow root, described by its text or aria-label. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : null;
  });
const top = (page: Page, text: string) => page.locator('.cp-nav__top', { hasText: text });
const openFlyouts = (page: Page) =>
  page.locator('.cp-flyout').evaluateAll((els) => els.filter((e) => e.matches(':popover-open')).length);
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

describe('main navigation at 1280 px: an inline bar with level-2/3 flyouts and the spotlights mega menu', {
  timeout: 180_000,
}, () => {
  it('shows left and right items for a visitor (no members-only or German items); a click opens a dropdown in the top layer', async () => {
    const { page } = await open('/portal');
    const left = await page.locator('.cp-nav__list').first().locator(':scope > li > .cp-nav__top').allTextContents();
    expect(left).toEqual(['Home', 'Programme', 'Spotlights', 'Packages']);
    expect(await page.locator('.cp-nav__list--right > li > .cp-nav__top').allTextContents()).toEqual(['About']);
    await expectNoAxeViolations(page);
    await shot(page, 'home-1280');
    await top(page, 'Programme').click();
    expect(await top(page, 'Programme').getAttribute('aria-expanded')).toBe('true');
    const dropdown = page.locator('.cp-nav__dropdown');
    await dropdown.waitFor();
    expect(await dropdown.evaluate((el) => el.matches(':popover-open'))).toBe(true);
    expect(await dropdown.locator(':scope > ul > li').allTextContents()).toEqual([
      'Timetable',
      'Live channels',
      'Library',
    ]);
    // The flyout sits right under its trigger.
    const [trigger, panel] = await Promise.all([top(page, 'Programme').boundingBox(), dropdown.boundingBox()]);
    expect(Math.round(panel!.y)).toBe(Math.round(trigger!.y + trigger!.height));
    await page.locator('.cp-nav__expand').click();
    await page.locator('.cp-nav__dropdown--l3').waitFor();
    expect(await page.locator('.cp-nav__dropdown--l3 a').allTextContents()).toEqual([
      'Lectures and abstracts',
      'Sessions',
      'Speakers',
    ]);
    await expectNoAxeViolations(page);
    await shot(page, 'dropdown-1280');
    await page.locator('.cp-nav__dropdown--l3 a', { hasText: 'Sessions' }).click();
    await expect.poll(() => route(page)).toBe('ProjectEvents');
    expect(new URL(page.url()).pathname).toBe('/portal/dmc2026/library/events');
    expect(await openFlyouts(page)).toBe(0); // a route change closes the menus
  }, 180_000);

  it('the spotlights mega menu spans the bar and shows each item with its image; axe passes with it open', async () => {
    const { page } = await open('/portal');
    await top(page, 'Spotlights').click();
    const mega = page.locator('.cp-mega');
    await expect
      .poll(() =>
        mega.locator('img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
      )
      .toBe(3);
    expect(await mega.locator('.cp-mega__title').allTextContents()).toEqual([
      'Best of day one',
      'Award-winning abstracts',
      'Press conference',
    ]);
    expect(await mega.locator('.cp-mega__link').first().getAttribute('href')).toBe(
      '/portal/spotlights/dmc2026-spotlight-1',
    );
    expect(await mega.locator('.cp-mega__all').getAttribute('href')).toBe('/portal/spotlights');
    const [bar, panel] = await Promise.all([page.locator('.cp-nav').boundingBox(), mega.boundingBox()]);
    expect(Math.round(panel!.width)).toBe(Math.round(bar!.width));
    await expectNoAxeViolations(page);
    await shot(page, 'mega-1280');
  }, 180_000);

  it('hover opens a flyout; it closes 100 ms after the mouse leaves, not before', async () => {
    const { page } = await open('/portal');
    await top(page, 'About').hover();
    await expect.poll(() => openFlyouts(page)).toBe(1);
    expect(await page.locator('.cp-nav__dropdown a').allTextContents()).toEqual([
      'Imprint',
      'Accessibility',
      'Society website (opens in a new tab)',
    ]);
    const external = page.locator('.cp-nav__dropdown a', { hasText: 'Society website' });
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toBe('noopener noreferrer');
    // Timed inside the page (the machine may be busy): from the pointer leaving the item to the flyout's removal.
    await page.evaluate(() => {
      const root = document.querySelector('[data-congress-portal]')!.shadowRoot!;
      const w = window as unknown as { __leave: number; __closed: number };
      w.__leave = 0;
      w.__closed = 0;
      root.querySelector('.cp-nav__list--right .cp-nav__item')!.addEventListener('pointerleave', () => {
        w.__leave = performance.now();
      });
      new MutationObserver(() => {
        if (!w.__closed && !root.querySelector('.cp-flyout')) w.__closed = performance.now();
      }).observe(root, { childList: true, subtree: true });
    });
    await page.mouse.move(640, 600);
    await expect.poll(() => openFlyouts(page)).toBe(0);
    const { leave, closed } = await page.evaluate(() => {
      const w = window as unknown as { __leave: number; __closed: number };
      return { leave: w.__leave, closed: w.__closed };
    });
    expect(leave).toBeGreaterThan(0);
    expect(closed - leave).toBeGreaterThanOrEqual(95);
  });
});

describe('main navigation at 375 px: a modal dialog', { timeout: 180_000 }, () => {
  it('the menu button opens a native modal dialog; items expand in place; Escape closes and focus returns to the button', async () => {
    const { page } = await open('/portal', 375);
    expect(await page.locator('.cp-nav').count()).toBe(0); // no inline bar below 1000 px
    await expectNoAxeViolations(page);
    await shot(page, 'home-375');
    await page.locator('.cp-header__menu').click();
    const dialog = page.locator('.cp-navdialog');
    await expect.poll(() => dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
    await page.locator('.cp-navdialog__toggle', { hasText: 'Programme' }).click();
    await page.locator('.cp-navdialog__toggle', { hasText: 'Library' }).click();
    await page.locator('.cp-navdialog__children .cp-navdialog__children a').first().waitFor();
    expect(await page.locator('.cp-navdialog__children .cp-navdialog__children a').allTextContents()).toEqual([
      'Library',
      'Lectures and abstracts',
      'Sessions',
      'Speakers',
    ]);
    await expectNoAxeViolations(page);
    await shot(page, 'nav-dialog-375');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
    expect(await focused(page)).toBe('Menu');
  }, 180_000);

  it('following a link in the dialog navigates and closes it; the spotlights cards show there too', async () => {
    const { page } = await open('/portal', 375);
    await page.locator('.cp-header__menu').click();
    await page.locator('.cp-navdialog__toggle', { hasText: 'Spotlights' }).click();
    expect(await page.locator('.cp-navdialog .cp-mega__title').count()).toBe(3);
    await shot(page, 'nav-dialog-spotlights-375');
    await page.locator('.cp-navdialog a', { hasText: 'Packages' }).click();
    await expect.poll(() => route(page)).toBe('Packages');
    expect(await page.locator('.cp-navdialog').evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
  });

  it('scrolled 100 px or more, the menu button scrolls to the top instead', async () => {
    const { page } = await open('/portal/accessibility', 375);
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 300);
    });
    await expect.poll(() => page.locator('.cp-header__menu').getAttribute('aria-label')).toBe('Back to top');
    await page.locator('.cp-header__menu').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.locator('.cp-navdialog').evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
    await expect.poll(() => page.locator('.cp-header__menu').getAttribute('aria-label')).toBe('Menu');
  });

  it('spec 1 §9 scroll threshold 300 px: the back-to-top button shows from 300 px, takes the visitor and the focus to the top, and goes; at 375 px the menu button does it instead', async () => {
    const { page } = await open('/portal/accessibility');
    await page.getByRole('button', { name: 'Only required' }).click(); // the banner covers the corner while it is open
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 250);
    });
    await page.waitForTimeout(400); // two scroll checks (200 ms throttle) have passed
    expect(await page.locator('.cp-to-top').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 320));
    const button = page.locator('.cp-to-top');
    await button.waitFor();
    expect(await button.getAttribute('aria-label')).toBe('Back to top');
    expect(await page.locator('.cp-to-top').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await shot(page, 'back-to-top-1280');
    await expectNoAxeViolations(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => page.locator('.cp-to-top').count()).toBe(0);
    expect(
      await page.evaluate(() => document.querySelector('[data-congress-portal]')!.shadowRoot!.activeElement?.id),
    ).toBe('cp-portal-main');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.locator('.cp-header__menu').getAttribute('aria-label')).toBe('Back to top');
    expect(await page.locator('.cp-to-top').count()).toBe(0);
  });
});

describe('keyboard-only use of header and nav (Tab, arrows, Escape, focus restored)', { timeout: 180_000 }, () => {
  it('Tab reaches the bar; Left/Right move along it; Down opens a flyout on its first entry; Up/Down move; Escape closes and restores focus', async () => {
    const { page } = await open('/portal/accessibility');
    await top(page, 'Home').focus();
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('Programme');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toBe('Timetable');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Live channels');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('Library'); // wraps around
    await page.keyboard.press('ArrowRight'); // opens level 3 on its first entry
    await expect.poll(() => focused(page)).toBe('Lectures and abstracts');
    await page.keyboard.press('Escape'); // closes level 3 only
    expect(await focused(page)).toBe('Library: submenu');
    expect(await openFlyouts(page)).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => openFlyouts(page)).toBe(0);
    expect(await focused(page)).toBe('Programme');
    // Enter on a trigger opens on the first entry too; Enter on an entry follows it.
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('Timetable');
    await page.keyboard.press('Enter');
    await expect.poll(() => route(page)).toBe('ProjectSchedule');
  });

  it('the user menu opens from the keyboard on its first entry; Tab moving focus out closes a bar flyout', async () => {
    const { page } = await open('/portal/accessibility');
    await page.locator('.cp-header__user button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('Sign in');
    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('Account');
    await top(page, 'About').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toBe('Imprint');
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
    await expect.poll(() => openFlyouts(page)).toBe(0);
  });
});

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
    // The search dialog (test/e2e/portal-search.test.ts) is modal: Escape closes it before the page is usable again.
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
