/**
 * The portal's main navigation in real Chromium against the reference server: at 1280 px an inline bar with
 * level-2/3 flyouts and the spotlights mega menu, at 375 px a modal dialog, and its keyboard-only use; axe scans and
 * screenshots (test-results/portal-header/).
 */
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { headerSuite, route, focused, top, openFlyouts, shot } from './support/header';

const { open } = headerSuite();

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
