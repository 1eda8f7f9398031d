import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { withDemo } from './support/suite';
import { openPage, waitForPainted, type TrackedPage } from './support/browser';
import { expectNoAxeViolations } from './support/axe';

type Tab = TrackedPage & { requests: string[] };
/** The file's tabs with the requests each made (every one is in `demo.tabs` too, for the quiet console). */
const tabs: Tab[] = [];
const SHOTS = 'test-results/portal-search';

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

const dialog = (page: Page) => page.locator('dialog.cp-search');
const input = (page: Page) => page.locator('.cp-search__input');
const route = (page: Page) => page.locator('.cp-portal').getAttribute('data-route');
const activeText = (page: Page) => page.locator('.cp-search__option--active .cp-search__text').textContent();
/** The focused element inside the portal's shadow root: its aria-label, else its text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : null;
  });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });
const searchRequests = (tab: Tab) => tab.requests.filter((u) => u.includes('/autocomplete'));

describe('search dialog by keyboard only (spec 2 §2)', { timeout: 180_000 }, () => {
  it('Ctrl+K opens a modal <dialog> in the top layer; the chunk loads on first open; the input has focus; Esc closes and focus returns', async () => {
    const tab = await open('/portal/accessibility');
    const { page } = tab;
    expect(tab.requests.some((u) => /SearchDialog-/.test(u))).toBe(false);
    await page.locator('.cp-header__tools button[aria-label^="Search"]').focus();
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor();
    expect(tab.requests.some((u) => /SearchDialog-/.test(u))).toBe(true);
    expect(await dialog(page).evaluate((el) => (el as HTMLDialogElement).open && el.matches(':modal'))).toBe(true);
    await expect.poll(() => focused(page)).toBe('');
    expect(
      await page.evaluate(() => {
        let el: Element | null = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return el?.getAttribute('role');
      }),
    ).toBe('combobox');
    // Empty query: recommended links (show_in_search_modal) of the demo client.
    expect(await page.locator('.cp-search__section').allTextContents()).toEqual([
      expect.stringContaining('Highlights'),
    ]);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await focused(page)).toBe('Search (Ctrl+K)');
  });

  it('Ctrl+K is left alone while a text field has focus (also one inside another shadow root, read with composedPath) and when the host page already handled it', async () => {
    const tab = await open('/portal/accessibility');
    const { page } = tab;
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.id = 'host-field';
      field.setAttribute('aria-label', 'Host field');
      document.body.prepend(field);
      const host = document.createElement('div');
      host.id = 'host-shadow';
      host.attachShadow({ mode: 'open' }).innerHTML = '<textarea aria-label="Host note"></textarea>';
      document.body.prepend(host);
    });
    await page.locator('#host-field').focus();
    await page.keyboard.press('Control+k');
    await page.locator('#host-shadow textarea').focus();
    await page.keyboard.press('Control+k');
    // The host's own shortcut: a capturing listener that handles Ctrl+K first.
    await page.evaluate(() => {
      (window as unknown as { __hostK: number }).__hostK = 0;
      const own = (e: KeyboardEvent) => {
        if (e.ctrlKey && e.key === 'k') {
          e.preventDefault();
          (window as unknown as { __hostK: number }).__hostK += 1;
        }
      };
      (window as unknown as { __hostOwn: typeof own }).__hostOwn = own;
      window.addEventListener('keydown', own, { capture: true });
      (document.activeElement as HTMLElement | null)?.blur();
    });
    await page.keyboard.press('Control+k');
    expect(await page.evaluate(() => (window as unknown as { __hostK: number }).__hostK)).toBe(1);
    // Give a wrongly opened dialog (and its lazy chunk) time to appear before asserting it did not.
    await page.waitForTimeout(500);
    expect(await dialog(page).count()).toBe(0);
    await page.evaluate(() =>
      window.removeEventListener('keydown', (window as unknown as { __hostOwn: EventListener }).__hostOwn, {
        capture: true,
      }),
    );
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
  });

  it('typing asks the autocomplete once after 600 ms; 5 suggestions and 5 matches with the words highlighted; arrows wrap; Enter on a suggestion searches the library with q', async () => {
    const tab = await open('/portal/accessibility');
    const { page } = tab;
    await page.keyboard.press('Control+k');
    await input(page).waitFor();
    await expect.poll(() => focused(page)).toBe('');
    const started = Date.now();
    await page.keyboard.type('cardio', { delay: 60 });
    await page.locator('.cp-search__option mark').first().waitFor();
    const elapsed = Date.now() - started;
    expect(searchRequests(tab)).toHaveLength(1); // debounced: one request for six keys
    expect(searchRequests(tab)[0]).toContain('query=cardio');
    const headings = await page.locator('.cp-search__heading').allTextContents();
    expect(headings).toEqual(['Suggestions', 'Direct matches']);
    const lists = page.locator('.cp-search__section ul[role="listbox"]');
    const suggestions = await lists.nth(0).locator('[role="option"]').allTextContents();
    const matches = await lists.nth(1).locator('[role="option"]').count();
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    expect(new Set(suggestions.map((s) => s.toLowerCase())).size).toBe(suggestions.length);
    expect(matches).toBeGreaterThan(0);
    expect(matches).toBeLessThanOrEqual(5);
    expect((await page.locator('.cp-search__option mark').first().textContent())!.toLowerCase()).toBe('cardio');
    await expect
      .poll(() => page.locator('.cp-search [role="status"]').textContent(), { timeout: 15_000 })
      .toMatch(/\d+ suggestions available/);
    await expectNoAxeViolations(page);
    await shot(page, 'suggestions-1280');
    console.info(`[portal-search] typing 6 keys → suggestions shown: ${elapsed} ms (last key at ~${5 * 60} ms)`);

    // Index 0 is the typed text; Up from 0 wraps to the last option, Down from there back to 0.
    expect(await activeText(page)).toBe('Search for “cardio”');
    await page.keyboard.press('ArrowUp');
    const last = await page.locator('[role="option"]').last().locator('.cp-search__text').textContent();
    expect(await activeText(page)).toBe(last);
    await page.keyboard.press('ArrowDown');
    expect(await activeText(page)).toBe('Search for “cardio”');
    await page.keyboard.press('ArrowDown');
    const first = suggestions[0];
    expect(await activeText(page)).toBe(first);
    expect(await input(page).getAttribute('aria-activedescendant')).toBeTruthy();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => route(page)).toBe('CongressResources');
    expect(new URL(page.url()).searchParams.get('q')).toBe(first);
  });

  it('recent searches persist across a reload, show first on an empty query and can be removed with Delete; a match opens its detail route', async () => {
    const tab = await open('/portal/accessibility');
    const { page } = tab;
    await page.keyboard.press('Control+k');
    await input(page).waitFor();
    await page.keyboard.type('telemedizin');
    await page.keyboard.press('Enter'); // index 0: the typed text, before any suggestion arrived
    await expect.poll(() => route(page)).toBe('CongressResources');
    expect(new URL(page.url()).searchParams.get('q')).toBe('telemedizin');

    await open('/portal/accessibility', 1280, page);
    await page.keyboard.press('Control+k');
    await input(page).waitFor();
    const recent = page.locator('.cp-search__section', { hasText: 'Recent searches' });
    await recent.waitFor();
    expect(await recent.locator('[role="option"]').allTextContents()).toContain('telemedizin');
    await shot(page, 'empty-1280');

    // A match: type, wait for the matches, move to the first one and open it.
    await page.keyboard.type('genomic');
    const matchList = page.locator('.cp-search__section', { hasText: 'Direct matches' });
    await matchList.locator('[role="option"]').first().waitFor();
    // Its type is read once it is active.
    const firstMatch = matchList.locator('[role="option"]').first();
    await arrowDownTo(page, firstMatch);
    const type = await firstMatch.locator('.cp-search__type').textContent();
    await page.keyboard.press('Enter');
    const expected = { Lecture: 'CRDetail', Session: 'EventDetail', Speaker: 'SpeakerDetail' }[type!.trim()];
    await expect.poll(() => route(page), { timeout: 15_000 }).toBe(expected);

    // Reload: the viewed item and the recent search are still there; Delete removes the highlighted recent search.
    await open('/portal/accessibility', 1280, page);
    await page.keyboard.press('Control+k');
    await recent.waitFor();
    expect(
      await page.locator('.cp-search__section', { hasText: 'Recently viewed' }).locator('[role="option"]').count(),
    ).toBe(1);
    await page.keyboard.press('ArrowDown');
    expect(await activeText(page)).toBe('telemedizin');
    await page.keyboard.press('Delete');
    await expect.poll(() => page.locator('.cp-search [role="status"]').textContent()).toContain('removed');
    expect(await page.locator('.cp-search__section', { hasText: 'Recent searches' }).count()).toBe(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('history') ?? '{}').searches)).toEqual([]);
    await expectNoAxeViolations(page);
  });

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

/**
 * Arrows down until `option` is the active one: suggestions may still be arriving on a busy machine, so a counted
 * number of presses could land elsewhere.
 */
async function arrowDownTo(page: Page, option: Locator): Promise<void> {
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
async function activateFirstMatch(page: Page, query: string): Promise<string> {
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
