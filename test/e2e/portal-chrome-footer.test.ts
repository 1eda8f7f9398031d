/**
 * The portal's footer (spec 3 §2) at 375 and 1280 px in real Chromium against the reference server, its language
 * select re-rendering the portal and page widgets, and the content updater (5 s polls with If-Modified-Since, none
 * while hidden).
 */
import { describe, expect, it } from 'vitest';
import { waitForPainted } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { chromeSuite, SHOTS, inPortal, heading, focused } from './support/chrome';

const { open, editPage } = chromeSuite();

describe('footer (spec 3 §2 Footer; issue 10 item 10) at 375 and 1280 px', () => {
  it('sitemap to 3 levels without spotlights, social, legal, accessibility, cookie settings, language, to top, powered by; axe', async () => {
    const tab = await open('/portal/pages/imprint', { consent: 'none' });
    const footer = inPortal(tab.page, '.cp-footer');
    await expect.poll(() => footer.count()).toBe(1);
    // The demo's header menus (demo/data/generate/config.ts), signed out, in English, outside a project: the
    // Spotlights mega menu is left out with its children; the signed-in-only and German-only items too.
    const level = (n: number) =>
      inPortal(tab.page, `.cp-footer__sitemap-list--${n} > li`).evaluateAll((items) =>
        items.map((li) => li.firstElementChild!.textContent),
      );
    expect(await level(1)).toEqual(['Home', 'Programme', 'Packages', 'About']);
    expect(await level(2)).toEqual([
      'Timetable',
      'Live channels',
      'Library',
      'Imprint',
      'Accessibility',
      'Society website (opens in a new tab)',
    ]);
    expect(await level(3)).toEqual(['Lectures and abstracts', 'Sessions', 'Speakers']);
    expect(
      await inPortal(tab.page, '.cp-footer__social a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ).toEqual([
      'https://facebook.com/example',
      'https://instagram.com/example',
      'https://linkedin.com/company/example',
      'https://x.com/example',
      'https://youtube.com/@example',
    ]);
    expect(await inPortal(tab.page, '.cp-footer__legal li').allTextContents()).toEqual([
      'Copyright',
      'Contact',
      'Data protection',
      'Imprint',
      'Terms and conditions',
      'Accessibility statement',
      'Cookie settings',
    ]);
    expect(await inPortal(tab.page, '.cp-footer__legal a:has-text("Imprint")').getAttribute('href')).toBe(
      '/portal/pages/imprint',
    );
    expect(await inPortal(tab.page, '.cp-footer__legal a:has-text("Contact")').getAttribute('href')).toBe(
      'mailto:office@example.org',
    );
    expect(await inPortal(tab.page, '.cp-footer__meta a').textContent()).toContain('Powered by Congress Portal');
    await tab.page.waitForTimeout(300);
    await expectNoAxeViolations(tab.page);
    for (const width of [1280, 375]) {
      await tab.page.setViewportSize({ width, height: 900 });
      await footer.scrollIntoViewIfNeeded();
      await footer.screenshot({ path: `${SHOTS}/footer-${width}.png` });
    }
    await inPortal(tab.page, '.cp-footer__top').click();
    await expect
      .poll(() =>
        tab.page.evaluate(() => document.querySelector('[data-congress-portal]')!.getBoundingClientRect().top),
      )
      .toBeGreaterThanOrEqual(-1);
    expect(await focused(tab.page)).toMatch(/^main:/);
    await inPortal(tab.page, '.cp-footer__linkbutton').click();
    await expect.poll(() => inPortal(tab.page, '[role="dialog"]').count()).toBe(1);
  }, 120_000);
});

describe('i18n (issue 10 item 12): the footer language select re-renders the portal', () => {
  it('switching to Deutsch translates the portal and page widgets, and is kept on reload (session)', async () => {
    const tab = await open('/portal/accessibility', { consent: 'none' });
    await expect.poll(() => heading(tab.page)).toBe('Accessibility statement');
    await inPortal(tab.page, '.cp-footer__language select').selectOption('de');
    await expect.poll(() => heading(tab.page)).toBe('Erklärung zur Barrierefreiheit');
    expect(await inPortal(tab.page, '.cp-footer__top').textContent()).toContain('Nach oben');
    expect(await inPortal(tab.page, '.cp-footer__language select').inputValue()).toBe('de');
    await tab.page.reload();
    await waitForPainted(tab.page, 'portal');
    await expect.poll(() => heading(tab.page)).toBe('Erklärung zur Barrierefreiheit');
    await inPortal(tab.page, '.cp-footer__language select').selectOption('en');
    await expect.poll(() => heading(tab.page)).toBe('Accessibility statement');
  });
});

describe('content updater (issue 10 item 13): 5 s polls with If-Modified-Since, paused while hidden', () => {
  it('the server changes a page → the portal shows it without a reload', async () => {
    const tab = await open('/portal/pages/imprint', { consent: 'none', clock: true });
    await expect.poll(() => heading(tab.page)).toBe('Imprint');
    const polls: string[] = [];
    tab.page.on('request', (r) => {
      if (r.url().includes('/pages?')) polls.push(r.headers()['if-modified-since'] ?? '');
    });
    try {
      expect((await editPage(3, { title: 'Imprint (updated)' })).status).toBe(200);
      // The page's clock one poll (5 s) ahead: the next poll asks, and the change shows.
      await tab.page.clock.fastForward(5_000);
      await expect.poll(() => heading(tab.page)).toBe('Imprint (updated)');
      expect(polls.length).toBeGreaterThanOrEqual(1);
      expect(polls.every((h) => h !== '')).toBe(true);
    } finally {
      await editPage(3, { title: 'Imprint' });
    }
  }, 60_000);

  it('a hidden page makes no polls', async () => {
    const hidden =
      "Object.defineProperty(Document.prototype, 'hidden', { get: () => true }); Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden' });";
    const tab = await open('/portal/pages/imprint', { consent: 'none', init: hidden, clock: true });
    await expect.poll(() => heading(tab.page)).toBe('Imprint');
    const polls: string[] = [];
    tab.page.on('request', (r) => {
      if (r.url().includes('/pages?')) polls.push(r.url());
    });
    // Two polls' time on the page's clock, then a real second for any request it would have started.
    await tab.page.clock.fastForward(11_000);
    await tab.page.waitForTimeout(1_000);
    expect(polls).toEqual([]);
  }, 60_000);
});
