/**
 * Consent and analytics in real Chromium against the reference server: without consent nothing is sent, with it the
 * server receives page views (with their dimensions and the user id) and error reports; the host's setConsent; the
 * cookie banner by keyboard with no layout shift; the Privacy page; axe scans and screenshots.
 */
import { describe, expect, it } from 'vitest';
import { waitForPainted } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { chromeSuite, SHOTS, SNIPPET, inPortal, statementLink, heading, focused } from './support/chrome';

const { demo, open, readBack, editPage } = chromeSuite();

describe('consent off: no analytics and no error report without consent (issue 10 item 11)', () => {
  it('a visitor who has not chosen, and one who declined, send nothing; the error-report chunk is never loaded', async () => {
    const tab = await open('/portal');
    await expect.poll(() => inPortal(tab.page, '.cp-consent').count()).toBe(1);
    await inPortal(tab.page, '.cp-footer a[href*="/privacy"]').first().click();
    await expect.poll(() => tab.page.url()).toContain('/portal/privacy');
    await inPortal(tab.page, '.cp-consent button:has-text("Only required")').click();
    await expect.poll(() => inPortal(tab.page, '.cp-consent').count()).toBe(0);
    expect((await tab.context.cookies()).find((c) => c.name === 'cp_consent')?.value).toBe('none');
    await statementLink(tab.page).click();
    await expect.poll(() => heading(tab.page)).toBe('Accessibility statement');
    await tab.page.waitForTimeout(1500);
    expect(tab.telemetry).toEqual([]);
    expect(await readBack('analytics/matomo')).toEqual([]);
    expect(await readBack('sentry/events')).toEqual([]);
  });
});

describe('consent on: the server receives page views and error reports (issue 10 item 11)', () => {
  it('accept all → a Matomo page view per page (site id 3, dimension 9 = 14, visitor id); broken content → a Sentry envelope', async () => {
    const tab = await open('/portal/privacy');
    await inPortal(tab.page, '.cp-consent button:has-text("Accept all")').click();
    await expect.poll(() => focused(tab.page)).toMatch(/^main:/);
    await expect.poll(async () => (await readBack('analytics/matomo')).length).toBe(1);
    const [view] = await readBack('analytics/matomo');
    expect(view.body).toMatchObject({ idsite: '3', rec: '1', url: `${demo.url}/portal/privacy`, dimension9: '14' });
    expect(view.body._id).toMatch(/^[0-9a-f]{16}$/);
    expect((await tab.context.cookies()).find((c) => c.name === 'cp_consent')?.value).toBe('analytics.errorMonitoring');

    expect((await editPage(3, { title: { broken: true } })).status).toBe(200);
    try {
      await inPortal(tab.page, '.cp-footer__legal a:has-text("Imprint")').click();
      await expect.poll(() => heading(tab.page)).toBe('Something went wrong');
      await expect.poll(async () => (await readBack('sentry/events?client=demo')).length, { timeout: 10_000 }).toBe(1);
      const [report] = await readBack('sentry/events?client=demo');
      expect(report.body.items[0].payload).toMatchObject({
        level: 'error',
        exception: { values: [{ type: 'MalformedResponseError' }] },
        tags: { client: 'demo', screen: 'Page' },
      });
      expect(report.body.items[0].payload.exception.values[0].value).toContain('title is not text');
      expect(tab.telemetry.some((u) => u.includes('sentry-client'))).toBe(true);
      expect(await readBack('analytics/matomo')).toHaveLength(2);
    } finally {
      await editPage(3, { title: 'Imprint' });
    }
  });
});

describe('spec 2 §7 / spec 3 §7 dimensions 4–8, spec 1 §4 the analytics user id', () => {
  /** The detail page loads its item before its page view goes: generous on a loaded machine. */
  const T = { timeout: 20_000 };
  it('a resource page view carries 4 ondemand, 5 event, 6 type, 7 location, 8 topics and the member id; after logout the next view has no uid and starts a new visit', async () => {
    const cr = '/portal/dmc2026/crs/diagnosis-ai-assisted-in-cardiology-biomarkers-1200002';
    const tab = await open(`${cr}?token=demo-member-token`, { consent: 'analytics' });
    // Found by its address (the newest first): tabs of earlier tests sent views of their own.
    const viewOf = async (url: string) => (await readBack('analytics/matomo')).find((v) => v.body.url === url);
    await expect.poll(async () => !!(await viewOf(`${demo.url}${cr}`)), T).toBe(true);
    const view = (await viewOf(`${demo.url}${cr}`))!;
    expect(view.body).toMatchObject({
      url: `${demo.url}${cr}`,
      uid: 'u-member',
      dimension4: 'Diagnosis AI-assisted in cardiology: biomarkers',
      dimension5: 'Outcomes therapy in cardiology: long-term',
      dimension6: 'lecture',
      dimension7: 'Hall A',
      dimension8: 'Radiology, Paediatrics',
      dimension9: '14',
    });
    expect(view.body).not.toHaveProperty('new_visit');
    // Sign out inside the page (as the header's link does), so the portal knows whose id it sent last.
    await tab.page.evaluate(() => {
      history.pushState(null, '', '/portal/logout');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => tab.page.url(), T).not.toContain('/logout');
    // The sign-out page's own view still names the member; the page the visitor lands on after it must not.
    const landed = tab.page.url();
    const landedView = async () => (await readBack('analytics/matomo')).find((v) => v.body.url === landed);
    await expect.poll(async () => (await readBack('analytics/matomo')).map((v) => v.body.url), T).toContain(landed);
    const after = (await landedView())!;
    expect(after.body).not.toHaveProperty('uid');
    expect(after.body).not.toHaveProperty('dimension4');
    expect(after.body).toMatchObject({ dimension9: '14', new_visit: '1' });
  });
});

describe('CongressPortal.setConsent from the host (issue 10 item 11)', () => {
  it('a host consent manager decides before the loader arrives: no banner, no cookie settings button, page views flow; setConsent(false) stops them', async () => {
    const before = (await readBack('analytics/matomo')).length;
    const tab = await open('/portal/accessibility', {
      init: `${SNIPPET} CongressPortal.setConsent({ analytics: true });`,
    });
    await expect.poll(async () => (await readBack('analytics/matomo')).length).toBe(before + 1);
    expect(await inPortal(tab.page, '.cp-consent').count()).toBe(0);
    expect(await inPortal(tab.page, '.cp-footer__linkbutton').count()).toBe(0);
    expect((await tab.context.cookies()).find((c) => c.name === 'cp_consent')?.value).toBe('analytics');
    await tab.page.evaluate(() => window.CongressPortal!.setConsent(false));
    await tab.page.evaluate(() => window.CongressPortal!.setConsent('maybe' as never));
    expect(tab.console.some((l) => l.startsWith('warning') && l.includes('setConsent expected'))).toBe(true);
    await inPortal(tab.page, '.cp-footer a[href*="/privacy"]').first().click();
    await expect
      .poll(() => inPortal(tab.page, '.cp-privacy p').first().textContent())
      .toBe('You allowed only the required cookies.');
    await tab.page.waitForTimeout(1000);
    expect((await readBack('analytics/matomo')).length).toBe(before + 1);
    expect(tab.telemetry.filter((u) => u.includes('sentry'))).toEqual([]);
  });
});

describe('the cookie banner: keyboard, focus, no layout shift, axe (spec 3 §4)', () => {
  it('is fixed over the page (content does not move), reachable first by Tab, settings dialog traps focus and Esc returns it', async () => {
    for (const width of [1280, 375]) {
      const tab = await open('/portal', { width });
      await expect.poll(() => inPortal(tab.page, '.cp-consent').count()).toBe(1);
      expect(await inPortal(tab.page, '.cp-consent').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
      // At the bottom of the viewport whatever the header does (issue 9: nothing grows above what the reader sees).
      const banner = (await inPortal(tab.page, '.cp-consent').boundingBox())!;
      expect(Math.abs(banner.y + banner.height - 900)).toBeLessThan(2);
      const headingBox = await inPortal(tab.page, 'h1').boundingBox();
      await tab.page.waitForTimeout(300);
      await expectNoAxeViolations(tab.page);
      await tab.page.screenshot({ path: `${SHOTS}/banner-${width}.png` });
      let first: string | null = null;
      for (let i = 0; i < 30 && !first; i += 1) {
        await tab.page.keyboard.press('Tab');
        first = await focused(tab.page);
      }
      expect(first).toBe('a:Privacy policy (opens in a new window)');
      await tab.page.keyboard.press('Tab');
      expect(await focused(tab.page)).toBe('button:Settings');
      await tab.page.keyboard.press('Enter');
      await expect.poll(() => inPortal(tab.page, '[role="dialog"]').count()).toBe(1);
      expect(await focused(tab.page)).toMatch(/^button:/);
      await expect
        .poll(() => inPortal(tab.page, '[role="dialog"] li').allTextContents())
        .toEqual([
          'Keeps you signed in (refresh token) 18 months',
          'Remembers calendar entries you added 12 months',
          'Stores your cookie choice 400 days',
          'Video statistics and analytics visitor IDs 13 months',
        ]);
      if (width === 1280) {
        await expectNoAxeViolations(tab.page);
        await tab.page.screenshot({ path: `${SHOTS}/cookie-settings-${width}.png` });
      }
      await tab.page.keyboard.press('Escape');
      await expect.poll(() => inPortal(tab.page, '[role="dialog"]').count()).toBe(0);
      expect(await focused(tab.page)).toBe('button:Settings');
      await tab.page.keyboard.press('Tab');
      expect(await focused(tab.page)).toBe('button:Only required');
      await tab.page.keyboard.press('Tab');
      expect(await focused(tab.page)).toBe('button:Accept all');
      await tab.page.keyboard.press('Enter');
      await expect.poll(() => inPortal(tab.page, '.cp-consent').count()).toBe(0);
      expect(await inPortal(tab.page, 'h1').boundingBox()).toEqual(headingBox);
    }
  }, 180_000);
});

describe('Privacy (spec 1 §2; issue 10 item 6)', () => {
  it('shows the client page of type privacy and the cookie choice; axe; screenshots', async () => {
    const tab = await open('/portal/privacy', { consent: 'analytics' });
    await expect.poll(() => heading(tab.page)).toBe('Privacy');
    await expect.poll(() => inPortal(tab.page, '.cp-privacy p').first().textContent()).toBe('You allowed: analytics.');
    await waitForPainted(tab.page, 'html-text');
    await tab.page.waitForTimeout(300);
    await expectNoAxeViolations(tab.page);
    for (const width of [1280, 375]) {
      await tab.page.setViewportSize({ width, height: 900 });
      await tab.page.screenshot({ path: `${SHOTS}/privacy-${width}.png`, fullPage: true });
    }
  }, 120_000);
});
