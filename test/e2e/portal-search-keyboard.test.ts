/**
 * The portal's search dialog by keyboard only (spec 2 §2) in real Chromium against the reference server: Ctrl+K and
 * when it is left alone, the autocomplete after 600 ms with highlighted words and wrapping arrows, and recent searches
 * across a reload.
 */
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import {
  searchSuite,
  dialog,
  input,
  route,
  activeText,
  focused,
  shot,
  searchRequests,
  arrowDownTo,
} from './support/search';

const { open } = searchSuite();

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
});
