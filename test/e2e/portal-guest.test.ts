/**
 * One banner per page (shared/ARCHITECTURE.md "The portal: a guest in someone else's page"; WCAG 1.3.1, 2.4.1): the
 * portal at body level under a host header and footer (demo/site/members.html) adds no second banner, main or
 * contentinfo landmark, and axe finds nothing on Home, the library, a detail page and Login; the standalone portal
 * (portal.html) keeps exactly one of each; a host page that adds its own header after the portal mounted is followed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from '../../demo/server/app';
import { withDemo } from './support/suite';
import { waitForPainted } from './support/browser';
import { expectNoAxeViolations } from './support/axe';

const demo = withDemo({ quiet: true });

const open = async (path: string) => (await demo.open(path, { height: 720, painted: 'portal' })).page;

/** Playwright's roles pierce shadow roots and scope header and footer across them, as browsers and axe do. */
const landmarkCounts = async (page: Page) => ({
  banner: await page.getByRole('banner').count(),
  main: await page.getByRole('main').count(),
  contentinfo: await page.getByRole('contentinfo').count(),
});
const access = (page: Page) => page.locator('.cp-portal').getAttribute('data-access');
const route = (page: Page) => page.locator('.cp-portal').getAttribute('data-route');

describe('the portal at body level under the host header and footer (members.html)', () => {
  it('Home, the library, a detail page and Login: one banner, one main, one contentinfo, and axe clean', async () => {
    // A resource a visitor may open (PROMO, published, consent given; not an external link).
    const open1 = (
      JSON.parse(readFileSync(join(REPO_ROOT, 'demo/data/dataset/demo/congressresources.json'), 'utf8')) as Record<
        string,
        unknown
      >[]
    ).find(
      (r) =>
        r.project === 'dmc2026' &&
        r.PROMO === 'yes' &&
        r.status === 6 &&
        r.consent === 1 &&
        r.crdisplaytype !== 'external-link',
    )!;
    const page = await open('/members');
    // The library redirects to its default view (a route of its own name).
    for (const [path, name] of [
      ['/members', /^Home$/],
      ['/members/library', /^(?!Home$)\w+$/],
      [`/members/dmc2026/crs/${String(open1.slug)}`, /^CRDetail$/],
      ['/members/login', /^Login$/],
    ] as const) {
      if (new URL(page.url()).pathname !== path) {
        await page.goto(`${demo.url}${path}`);
        await waitForPainted(page, 'portal');
      }
      await expect.poll(() => route(page), { timeout: 15_000 }).toMatch(name);
      await expect.poll(() => access(page), { timeout: 15_000 }).toBe('allowed');
      // The page's one h1 is the portal's (the host page has none of its own): scanned once the screen shows it.
      await page.locator('.cp-portal h1').first().waitFor({ timeout: 15_000 });
      expect(await landmarkCounts(page), path).toEqual({ banner: 1, main: 1, contentinfo: 1 });
      // The page's banner and contentinfo are the society's; the portal's header and footer are named regions.
      expect(await page.getByRole('banner').getAttribute('class')).toBe('site-header');
      expect(await page.getByRole('contentinfo').getAttribute('class')).toBe('site-footer');
      await expect.poll(() => page.getByRole('region', { name: 'Congress portal: header' }).count()).toBe(1);
      await expectNoAxeViolations(page);
    }
  }, 180_000); // four routes, each with an axe scan
});

describe('standalone and late host landmarks', () => {
  it('the standalone portal (no host landmarks) keeps exactly one banner, main and contentinfo of its own', async () => {
    const page = await open('/portal');
    await expect.poll(() => access(page), { timeout: 15_000 }).toBe('allowed');
    expect(await landmarkCounts(page)).toEqual({ banner: 1, main: 1, contentinfo: 1 });
    expect(await page.locator('.cp-header').getAttribute('role')).toBe('banner');
    expect(await page.locator('#cp-portal-main').getAttribute('role')).toBe('main');
    expect(await page.locator('.cp-footer').getAttribute('role')).toBe('contentinfo');
  });

  it('a host header added after the portal mounted: the portal header becomes a region, and back when it goes', async () => {
    const page = await open('/portal');
    await page.evaluate(() => {
      const header = document.createElement('header');
      header.id = 'late-host-header';
      header.textContent = 'The host site';
      document.body.prepend(header);
    });
    await expect.poll(() => page.locator('.cp-header').getAttribute('role')).toBe('region');
    expect(await page.locator('.cp-header').getAttribute('aria-label')).toBe('Congress portal: header');
    expect(await landmarkCounts(page)).toEqual({ banner: 1, main: 1, contentinfo: 1 });
    await page.evaluate(() => document.getElementById('late-host-header')!.setAttribute('hidden', ''));
    await expect.poll(() => page.locator('.cp-header').getAttribute('role')).toBe('banner');
  });
});
