import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withDemo } from './support/suite';
import { networkQuiet, openPage, waitForPainted } from './support/browser';
import { controlsOutOfReach } from './support/reach';
import { expectNoAxeViolations } from './support/axe';

/** Screens whose layout changed for phones (the content types wrap; the player's controls wrap): axe at 375 px. */
const AXE_AT_375 = new Set(['CongressResources', 'CRDetail']);

const SHOTS = 'test-results/phone-reach';

const demo = withDemo({ shots: SHOTS });

/** One screen of each kind the portal has (spec 1 §2, spec 2 §2, spec 3 §2), with its route name. */
const SCREENS: [string, string][] = [
  ['/portal', 'Home'],
  ['/portal/library/congressresources', 'CongressResources'],
  ['/portal/library/events', 'Events'],
  ['/portal/library/slides', 'Slides'],
  ['/portal/library/speakers', 'Speakers'],
  ['/portal/dmc2026', 'ProjectHome'],
  ['/portal/dmc2026/library/congressresources', 'ProjectCongressResources'],
  ['/portal/dmc2026/crs/diagnosis-ai-assisted-in-cardiology-biomarkers-1200002', 'CRDetail'],
  ['/portal/dmc2026/events/dmc2026-prevention-outcomes-in-surgery-diagnosis-1100001', 'EventDetail'],
  ['/portal/speakers/1000001', 'SpeakerDetail'],
  ['/portal/dmc2026/channels/hall-a', 'ChannelDetail'],
  ['/portal/dmc2026/schedule', 'ProjectSchedule'],
  ['/portal/packages', 'Packages'],
  ['/portal/packages/dmc2026-radiology-package', 'PackageDetail'],
  ['/portal/spotlights', 'Spotlights'],
  ['/portal/spotlights/dmc2026-spotlight-1', 'SpotlightDetail'],
  ['/portal/education', 'Education'],
  ['/portal/education/dmc2026-edu-1620001', 'EducationItemDetail'],
  ['/portal/groups/dms', 'GroupHome'],
  ['/portal/favourites', 'Favourites'],
  ['/portal/pages/imprint', 'Page'],
  ['/portal/login', 'Login'],
  ['/portal/privacy', 'Privacy'],
  ['/portal/accessibility', 'AccessibilityStatement'],
  ['/portal/page-not-found', 'PageNotFound'],
];

/** Spinners, loading states and skeletons left in the portal's shadow root. */
const busy = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('[data-congress-portal]')?.shadowRoot;
    return root?.querySelectorAll('[data-state="loading"], .cp-skeleton, .cp-spinner, [aria-busy="true"]').length ?? -1;
  });

async function show(page: Page, path: string, route: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect.poll(() => page.locator('.cp-portal').getAttribute('data-route')).toBe(route);
  await expect.poll(() => busy(page), { timeout: 20_000 }).toBe(0);
  await networkQuiet(page);
  // Still there once the access check has answered (a guard's redirect would judge another screen).
  expect(await page.locator('.cp-portal').getAttribute('data-route')).toBe(route);
  expect(await page.locator('.cp-portal').getAttribute('data-access')).toBe('allowed');
}

describe('portal screens at 375 px: every control in reach', () => {
  it('each screen, settled, has no control outside the viewport or a sideways box without a cue; screenshots at 375 and 1280 px', async () => {
    const tab = await openPage(demo.browser);
    const { page } = tab;
    await page.setViewportSize({ width: 375, height: 800 });
    // A member (the live channels are members-only on the reference server), signed in once for the whole walk.
    await page.goto(`${demo.url}/portal?token=demo-member-token`);
    await waitForPainted(page, 'portal');
    await page
      .getByRole('button', { name: 'Only required' })
      .click({ timeout: 10_000 })
      .catch(() => undefined);
    await expect.poll(() => page.locator('.cp-portal').getAttribute('data-access')).toBe('allowed');
    const problems: string[] = [];
    for (const [path, route] of SCREENS) {
      await page.setViewportSize({ width: 375, height: 800 });
      await show(page, path, route);
      problems.push(...(await controlsOutOfReach(page)).map((p) => `${path}: ${p}`));
      if (AXE_AT_375.has(route)) await expectNoAxeViolations(page);
      const name = route.replace(/[^A-Za-z]/g, '');
      await page.screenshot({ path: `${SHOTS}/${name}-375.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${SHOTS}/${name}-1280.png` });
    }
    expect(problems).toEqual([]);
    expect(tab.pageErrors).toEqual([]);
  }, 300_000);
});
