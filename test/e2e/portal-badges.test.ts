/**
 * CRDetail's extra badge images (spec 2 §2 "access badge and extra badge images", spec 1 §3 clientAssets
 * `badge.{name}`, spec 2 §8 "missing badge assets: logged only") in real Chromium against the reference server: a
 * demo resource with the badges `award` (the demo client's asset `badge.award` exists) and `cme` (no asset). The
 * award badge shows as its image, loaded, with its name as alternative text; cme shows nothing and is said once in
 * the console as a warning. Axe finds nothing; no page errors or console errors.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withDemo } from './support/suite';
import { openPage, waitForPainted } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { REPO_ROOT } from '../../demo/server/app';

type R = Record<string, unknown> & { slug: string; project: string };
const resources: R[] = JSON.parse(
  readFileSync(join(REPO_ROOT, 'demo/data/dataset/demo/congressresources.json'), 'utf8'),
);

const demo = withDemo({ quiet: true });

describe('spec 2 §2, §8: extra badge images from the client assets', () => {
  it('a badge whose asset exists shows its image; one without shows nothing and is logged once', async () => {
    const resource = resources.find(
      (r) =>
        r.project === 'dmc2026' &&
        r.crdisplaytype !== 'external-link' &&
        Array.isArray(r.badges) &&
        r.badges.includes('award') &&
        r.badges.includes('cme'),
    )!;
    const tab = await openPage(demo.browser);
    demo.tabs.push(tab);
    const { page } = tab;
    await page.setViewportSize({ width: 1280, height: 900 });
    // Most content is members-only (docs/api.md "Capability rules"): the guard signs the demo member in by the token.
    await page.goto(`${demo.url}/portal/${resource.project}/crs/${resource.slug}?token=demo-member-token`);
    await waitForPainted(page, 'portal');
    const badges = page.locator('[data-congress-portal] .cp-detail__badges');
    const award = badges.locator('img[alt="award"]');
    await award.waitFor({ timeout: 10_000 });
    expect(await award.getAttribute('src')).toMatch(/\/api\/assets\/file\/badge-award\.svg$/);
    await expect
      .poll(() =>
        award.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      )
      .toBe(true);
    expect(await badges.locator('img').count()).toBe(1);
    expect(await badges.textContent()).not.toContain('cme');
    const warnings = () => tab.console.filter((l) => l.startsWith('warning') && l.includes('badge "cme"'));
    await expect.poll(() => warnings().length).toBe(1);
    expect(tab.console.some((l) => l.includes('badge "award"'))).toBe(false);
    await page
      .getByRole('button', { name: 'Accept all' })
      .click({ timeout: 10_000 })
      .catch(() => undefined);
    await expectNoAxeViolations(page);
    await tab.close();
  });
});
