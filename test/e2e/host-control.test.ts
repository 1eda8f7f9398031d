/**
 * The host's control in Chromium against the reference server: the host decides where links go (a link hook
 * rewriting session, resource, speaker, channel and package links in widgets; real hrefs; a cancelled
 * `congress-navigate` keeps the page; a throwing or script-scheme hook gives the default link and one warning), consent
 * from the host (no banner, no tracking request before `setConsent`, then requests start) and the host's dataLayer
 * receiving a play event. axe and a quiet console on each page.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { networkQuiet } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { withDemo } from './support/suite';

const demo = withDemo({ quiet: true });
const T = { timeout: 30_000 };

/** The hrefs of the links inside a mount point's shadow root that point at a kind's pages. */
async function hrefs(page: Page, id: string, pattern: RegExp): Promise<string[]> {
  const all = await page
    .locator(`#${id} a[href]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return all.filter((h) => pattern.test(h));
}

const KINDS = [
  ['links-sessions', 'session', /\/events\/|\/session\//],
  ['links-resources', 'resource', /\/crs\/|\/resource\//],
  ['links-speakers', 'speaker', /\/speakers\/|\/speaker\//],
  ['links-channels', 'channel', /channel/],
  ['links-package', 'package', /\/packages\/|\/package\//],
] as const;

async function openLinks(query = ''): Promise<{ page: Page; noise: string[]; close(): Promise<void> }> {
  const tab = await demo.open(`/host-links.html${query}`);
  // Each widget is ready for these tests once its first link is there.
  for (const [id] of KINDS) await tab.page.locator(`#${id} a[href]`).first().waitFor(T);
  await networkQuiet(tab.page);
  return { page: tab.page, noise: tab.noise, close: tab.close };
}

describe('host-links.html: the host decides where links go', () => {
  it('one hook rewrites every session, resource, speaker, channel and package link; links stay real <a href>', async () => {
    const { page, noise, close } = await openLinks();
    for (const [id, kind, pattern] of KINDS) {
      const links = await hrefs(page, id, pattern);
      expect(links.length, `${kind} links in #${id}`).toBeGreaterThan(0);
      for (const href of links) expect(href).toMatch(new RegExp(`^/programme/${kind}/[^/]+$`));
    }
    // Middle click is the browser's: the link is a real anchor with the host's URL, and no congress-navigate fires.
    const first = page.locator('#links-sessions a[href^="/programme/session/"]').first();
    await page.evaluate(() => {
      (window as unknown as { navigations: unknown[] }).navigations = [];
      document.addEventListener('congress-navigate', (e) =>
        (window as unknown as { navigations: unknown[] }).navigations.push((e as CustomEvent).detail),
      );
    });
    await first.dispatchEvent('click', { button: 1 });
    expect(await page.evaluate(() => (window as unknown as { navigations: unknown[] }).navigations)).toEqual([]);
    await expectNoAxeViolations(page);
    expect(noise).toEqual([]);
    await close();
  });

  it('a host that cancels congress-navigate keeps the page and gets the link as detail', async () => {
    const { page, noise, close } = await openLinks();
    const before = page.url();
    await page.evaluate(() => {
      document.addEventListener('congress-navigate', (e) => {
        e.preventDefault();
        (window as unknown as { routed: unknown }).routed = (e as CustomEvent).detail;
      });
    });
    const link = page.locator('#links-package a[href^="/programme/package/"]').first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(before);
    const routed = await page.evaluate(() => (window as unknown as { routed: Record<string, unknown> }).routed);
    expect(routed).toMatchObject({ kind: 'package', url: href, widget: 'package', project: 'dmc2026' });
    expect(noise).toEqual([]);
    await close();
  });

  it('without cancelling, a plain click follows the host URL', async () => {
    const { page, close } = await openLinks();
    const link = page.locator('#links-channels a[href^="/programme/channel/"]').first();
    const href = await link.getAttribute('href');
    await Promise.all([page.waitForURL(`**${href}`), link.click()]);
    expect(new URL(page.url()).pathname).toBe(href);
    await close();
  });

  it('without a hook: the default links, and the code that asks hooks is never loaded', async () => {
    const requested: string[] = [];
    const tab = await demo.open('/host-links.html?hook=none', {
      before: (page) => page.on('request', (r) => requested.push(r.url())),
    });
    for (const [id] of KINDS) await tab.page.locator(`#${id} a[href]`).first().waitFor(T);
    await networkQuiet(tab.page);
    expect(await hrefs(tab.page, 'links-sessions', /^\/programme\//)).toEqual([]);
    expect((await hrefs(tab.page, 'links-package', /\/packages\//))[0]).toMatch(/^\/portal\/packages\//);
    expect(requested.filter((url) => url.includes('/hook-resolver-'))).toEqual([]);
    expect(tab.noise).toEqual([]);
    await tab.close();
  });

  it.each([
    ['throw', 'link hook threw: the programme router is not ready'],
    ['script', 'link hook returned "javascript:alert(1)", expected an http(s), mailto, tel or relative URL'],
  ])('a hook that fails (%s): the default links, and one warning for the whole page', async (mode, message) => {
    const { page, noise, close } = await openLinks(`?hook=${mode}`);
    expect(await hrefs(page, 'links-sessions', /^\/programme\//)).toEqual([]);
    for (const href of await hrefs(page, 'links-sessions', /\/events\//))
      expect(href).toMatch(/^\/portal\/dmc2026\/events\/[^/]+$/);
    expect((await hrefs(page, 'links-package', /\/packages\//))[0]).toMatch(/^\/portal\/packages\//);
    expect(noise).toHaveLength(1);
    expect(noise[0]).toContain(`console warning: [CongressPortal] ${message}`);
    await close();
  });
});

const TRACKING = /\/tracking\/(video|stats)|matomo\.php|sentry|\/envelope/;

describe('host-consent.html: consent and analytics from the host', () => {
  it('no banner and no tracking request before setConsent; then the dataLayer gets congress_play, congress_search, and requests start', async () => {
    const tracking: string[] = [];
    const tab = await demo.open('/host-consent.html', {
      before: (page) =>
        page.on('request', (r) => {
          if (TRACKING.test(r.url())) tracking.push(r.url());
        }),
    });
    const { page, noise } = tab;
    await page.getByRole('button', { name: /^Play “/ }).waitFor(T);
    await page.locator('#consent-portal .cp-footer').waitFor(T);
    await networkQuiet(page);
    expect(await page.locator('#consent-portal .cp-consent').count()).toBe(0);
    const congress = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer ?? []).filter((e) =>
          String(e.event).startsWith('congress_'),
        ),
      );
    // Playing before consent: nothing into the dataLayer, nothing tracked.
    const video = page.locator('#consent-player video');
    await page.getByRole('button', { name: /^Play “/ }).click();
    await page.waitForFunction(() => {
      const v = document.querySelector('#consent-player')?.shadowRoot?.querySelector('video');
      return v !== null && v !== undefined && v.currentTime > 0;
    });
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    await networkQuiet(page);
    expect(await congress()).toEqual([]);
    expect(tracking).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/cp_consent|cp_visitor/);

    await page.evaluate(() =>
      (window as unknown as { CongressPortal: { setConsent(c: unknown): void } }).CongressPortal.setConsent(
        'analytics',
      ),
    );
    await video.evaluate((v: HTMLVideoElement) => v.play());
    await page.waitForFunction(() =>
      (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.some((e) => e.event === 'congress_play'),
    );
    const play = (await congress()).find((e) => e.event === 'congress_play');
    expect(play).toMatchObject({
      event: 'congress_play',
      congress_widget: 'ondemand-player',
      congress_project: 'dmc2026',
      congress_kind: 'resource',
    });
    expect(typeof play?.congress_position).toBe('number');
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    await page.waitForFunction(() =>
      (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.some((e) => e.event === 'congress_pause'),
    );
    // The portal's analytics start with the host's consent (its page view).
    await expect.poll(() => tracking.length, T).toBeGreaterThan(0);
    // A search submitted in the portal reaches the dataLayer as congress_search.
    await page.locator('#consent-portal .cp-header__tools button[aria-label^="Search"]').click();
    await page.locator('#consent-portal .cp-search__input').fill('cardio');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() =>
      (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.some((e) => e.event === 'congress_search'),
    );
    expect((await congress()).find((e) => e.event === 'congress_search')).toMatchObject({
      event: 'congress_search',
      congress_widget: 'portal',
      congress_query: 'cardio',
    });
    await networkQuiet(page);
    expect(await page.locator('#consent-portal .cp-consent').count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(noise).toEqual([]);
    await tab.close();
  });
});
