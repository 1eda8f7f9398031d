/**
 * The portal's search dialog in real Chromium against the reference server: closing it, 375 px (screenshot, axe), the
 * scope switch, routes without search, a portal in widget mode (matches by URL pattern in the top window, through
 * the URL gate), and the configurable search key.
 */
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { searchSuite, dialog, input, route, focused, shot, activateFirstMatch } from './support/search';

const { demo, open, openWithMount } = searchSuite();

describe('search dialog by keyboard only (spec 2 §2)', { timeout: 180_000 }, () => {
  it('the close button and a backdrop click close it; an empty Enter is ignored; hostile text is shown as text', async () => {
    const { page } = await open('/portal/accessibility');
    await page.locator('.cp-header__tools button[aria-label^="Search"]').click();
    await input(page).waitFor();
    await page.keyboard.press('Enter');
    expect(await dialog(page).count()).toBe(1);
    await page.locator('.cp-search__close').click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await focused(page)).toBe('Search (Ctrl+K)');
    await page.keyboard.press('Control+k');
    await input(page).waitFor();
    await page.keyboard.type('<img src=x onerror=alert(1)> .*(');
    await expect
      .poll(() => page.locator('.cp-search__state').textContent(), { timeout: 15_000 })
      .toBe('No results found');
    expect(await page.locator('.cp-search img').count()).toBe(0);
    await page.mouse.click(10, 790); // the backdrop
    await expect.poll(() => dialog(page).count()).toBe(0);
  });

  it('at 375 px the dialog fills the screen; screenshot; axe', async () => {
    const { page } = await open('/portal/accessibility', 375);
    await page.keyboard.press('Control+k');
    await input(page).waitFor();
    const box = await dialog(page).boundingBox();
    expect(Math.round(box!.width)).toBe(375);
    await page.keyboard.type('cardio');
    await page.locator('.cp-search__option mark').first().waitFor();
    await shot(page, 'suggestions-375');
    await expectNoAxeViolations(page);
  });

  it("spec 3 §2 the scope switch: 'all' goes to Home, a project to that Project; the dialog stays open", async () => {
    const { page } = await open('/portal/dmc2025/library/events');
    await page.keyboard.press('Control+k');
    const scope = page.locator('.cp-search__scope select');
    await scope.waitFor();
    expect(await scope.inputValue()).toBe('dmc2025');
    expect(await scope.locator('option').allTextContents()).toEqual([
      'All congresses',
      'Demo Medical Congress 2026',
      'Demo Medical Congress 2025',
    ]);
    await scope.selectOption('dmc2026');
    await expect.poll(() => route(page)).toBe('ProjectHome');
    expect(new URL(page.url()).pathname).toBe('/portal/dmc2026');
    expect(await dialog(page).count()).toBe(1);
    await scope.selectOption('all');
    await expect.poll(() => route(page)).toBe('Home');
    expect(await scope.inputValue()).toBe('all');
    await expectNoAxeViolations(page);
    await shot(page, 'scope-1280');
  });

  it('is not offered where the route disables search (Login)', async () => {
    const { page } = await open('/portal/login');
    expect(await page.locator('.cp-header__tools button[aria-label^="Search"]').count()).toBe(0);
    await page.keyboard.press('Control+k');
    await page.waitForTimeout(200);
    expect(await dialog(page).count()).toBe(0);
  });
});

describe('search dialog in a portal in widget mode (spec 2 §2: matches by URL pattern in the top window, through the URL gate)', {
  timeout: 180_000,
}, () => {
  it('with data-url-patterns a match opens the host page its pattern names, in the top window', async () => {
    const patterns = { cr: '/host/cr/###slug###', event: '/host/event/###slug###', speaker: '/host/speaker/###id###' };
    const { page } = await openWithMount({ 'data-url-patterns': JSON.stringify(patterns) });
    await page.route(`${demo.url}/host/**`, (request) =>
      request.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Host</title><p>The host page</p></html>',
      }),
    );
    const type = await activateFirstMatch(page, 'genomic');
    const kind = ({ Lecture: 'cr', Session: 'event', Speaker: 'speaker' } as Record<string, string>)[type];
    expect(kind).toBeDefined();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/host/${kind}/[^/#?]+$`), { timeout: 15_000 });
    expect(await page.locator('p').textContent()).toBe('The host page');
  });

  it('a pattern the URL gate refuses gives no link: Enter on the match leaves the dialog open and the page where it was', async () => {
    const unsafe = {
      cr: 'javascript:alert(###slug###)',
      event: 'javascript:alert(###slug###)',
      speaker: 'javascript:alert(###id###)',
    };
    const { page } = await openWithMount({ 'data-url-patterns': JSON.stringify(unsafe) });
    let alerts = 0;
    page.on('dialog', (d) => {
      alerts += 1;
      void d.dismiss();
    });
    await activateFirstMatch(page, 'genomic');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(500);
    expect(await dialog(page).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/portal/accessibility');
    expect(alerts).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
  });
});

describe('the configurable search key (data-search-shortcut; issue 11 item 2: Ctrl+K is also a browser shortcut)', {
  timeout: 180_000,
}, () => {
  it('a portal with data-search-shortcut="j" opens with Ctrl+J, no longer with Ctrl+K, and not while a text field has focus', async () => {
    const { page } = await openWithMount({ 'data-search-shortcut': 'j' });
    const button = page.locator('.cp-header__tools button[aria-label^="Search"]');
    expect(await button.getAttribute('aria-keyshortcuts')).toBe('Control+J Meta+J');
    expect(await button.getAttribute('aria-label')).toBe('Search');
    await page.keyboard.press('Control+k');
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.id = 'host-field';
      field.setAttribute('aria-label', 'Host field');
      document.body.prepend(field);
    });
    await page.locator('#host-field').focus();
    await page.keyboard.press('Control+j');
    // Give a wrongly opened dialog (and its lazy chunk) time to appear before asserting it did not.
    await page.waitForTimeout(500);
    expect(await dialog(page).count()).toBe(0);
    await page.locator('#host-field').evaluate((el) => (el as HTMLElement).blur());
    await page.keyboard.press('Control+j');
    await dialog(page).waitFor();
    await expect.poll(() => focused(page)).toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
  });
});
