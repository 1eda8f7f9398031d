/**
 * The set-up the portal-detail browser-test files share: the demo data's resources and sessions of dmc2026 with
 * finders for each case, the file's server and browser (quiet, screenshots in test-results/portal-detail/), and
 * pages opened signed in as the demo member.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from '../../../demo/server/app';
import { withDemo } from './suite';

export type R = Record<string, unknown> & { slug: string; project: string; id: number };

export const resources: R[] = JSON.parse(
  readFileSync(join(REPO_ROOT, 'demo/data/dataset/demo/congressresources.json'), 'utf8'),
).filter((r: R) => r.project === 'dmc2026');
export const events: R[] = JSON.parse(
  readFileSync(join(REPO_ROOT, 'demo/data/dataset/demo/events.json'), 'utf8'),
).filter((e: R) => e.project === 'dmc2026');
export const find = (test: (r: R) => boolean): R => {
  const found = resources.find(test);
  if (!found) throw new Error('the demo data lacks a resource for this case');
  return found;
};
export const notExternal = (r: R) => r.crdisplaytype !== 'external-link';
/** A published lecture with consent, not an external link: one the player plays. */
export const playableLecture = (r: R) => r.status === 6 && r.consent === 1 && r.crtype === 'lecture' && notExternal(r);
export const infotextLong = (r: R) => String(r.infotext).includes('<ul>');
export const SHOTS = 'test-results/portal-detail';
/**
 * Unknown content: for a visitor the guard's capability check answers 404 and shows PageNotFound (spec 1 §5); the
 * page itself shows PageNotFound when its own load finds nothing (e.g. a skipped check).
 */
export const notFound = (page: Page) =>
  expect.poll(() => page.locator('.cp-portal').textContent(), { timeout: 10_000 }).toMatch(/not found/i);
export const crPath = (r: R) => `/portal/${r.project}/crs/${r.slug}`;
export const heading = (page: Page) => page.locator('#cp-portal-title');
export const route = (page: Page) => page.locator('.cp-portal').getAttribute('data-route');
export const pathOf = (page: Page) => new URL(page.url()).pathname;
export const shot = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  await page.screenshot({ path: `${SHOTS}/${name}-full.png`, fullPage: true });
};

/** Call once at the top of a file: starts its server and browser (`withDemo`). */
export function detailSuite() {
  const demo = withDemo({ shots: SHOTS, quiet: true });

  /**
   * A test that judges a page at 1280 and 375 px opens it once and resizes it: a cold load of a detail page costs
   * ≈ 1.4 s of Chromium's CPU here, a resize ≈ 0.2 s; cold loads at phone width are demo-site's and phone-reach's.
   * Opens a portal path signed in as the demo member (most content is members-only: docs/api.md "Capability rules";
   * the guard signs in by the query token and strips it). The cookie banner is answered so screenshots show the page.
   */
  async function open(
    path: string,
    width = 1280,
    member = true,
    before?: (page: Page) => Promise<unknown>,
  ): Promise<Page> {
    return (await demo.open(path, { width, member, before, painted: 'portal', acceptCookies: true })).page;
  }
  return { demo, open };
}
