/**
 * Issue deliverables 2 and 3 (first half) in real Chromium against the reference server: "Subscribe in your calendar"
 * from the timetable's toolbar (a guest gets the programme feed; a signed-in member a private feed) and from the
 * portal's favourites page: an accessible dialog (axe, focus back on the button), the address fetched and read by
 * ical.js, a QR code, a new address that makes the old one answer 410; a quiet console. Screenshots at 375 and
 * 1280 px in test-results/calendar-feed/ (git-ignored).
 */
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { memberToken } from './support/agenda';
import { expectNoAxeViolations } from './support/axe';
import { openPage, waitForPainted } from './support/browser';
import { withDemo } from './support/suite';

const SHOTS = 'test-results/calendar-feed';
const demo = withDemo({ quiet: true, shots: SHOTS });
const wait = { timeout: 15_000 };

async function tab(width = 1280): Promise<Page> {
  const t = await openPage(demo.browser);
  demo.tabs.push(t);
  await t.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demo.url });
  await t.page.setViewportSize({ width, height: 900 });
  return t.page;
}

async function signIn(page: Page, subject: string): Promise<void> {
  await page.goto(`${demo.url}/portal/favourites?jwtoken=${await memberToken(subject)}`);
  await waitForPainted(page, 'portal');
  await page.locator('.cp-favourites').waitFor(wait);
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Subscribe in your calendar' });
const httpsField = (page: Page) =>
  dialog(page)
    .getByLabel(/Address for Google Calendar|Whole programme/)
    .first();

function parse(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
}

async function openTimetable(page: Page): Promise<void> {
  await page.goto(`${demo.url}/timetable.html?only=main`);
  await page.locator('.tt-panel .tt-block, .tt-panel .tt-row').first().waitFor({ timeout: 20_000 });
}

describe('calendar feed dialog on the timetable (a widget on a host page)', () => {
  it('a guest gets the programme feed; the dialog is accessible and gives focus back', async () => {
    const page = await tab();
    await openTimetable(page);
    const button = page.getByRole('button', { name: 'Subscribe in your calendar' });
    await button.click();
    await dialog(page).waitFor(wait);
    await expect
      .poll(() => httpsField(page).inputValue(), wait)
      .toMatch(/\/api\/calendar\/demo\/dmc2026\/programme\.ics\?link=/);
    await dialog(page)
      .getByText(/Sign in to get a private calendar/)
      .waitFor(wait);
    expect(await dialog(page).locator('svg[role="img"]').count()).toBe(1);
    const feed = await fetch(await httpsField(page).inputValue());
    expect(feed.status).toBe(200);
    expect(parse(await feed.text()).length).toBeGreaterThan(10);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(
      await button.evaluate(
        (el) => el.getRootNode() instanceof ShadowRoot && (el.getRootNode() as ShadowRoot).activeElement === el,
      ),
    ).toBe(true);
  });

  it('a signed-in member gets a private feed; a new address makes the old one 410', async () => {
    const page = await tab();
    await signIn(page, 'feed-timetable');
    await openTimetable(page);
    await page.getByRole('button', { name: 'Subscribe in your calendar' }).click();
    const field = dialog(page).getByRole('textbox', {
      name: 'Address for Google Calendar, Outlook and other apps',
      exact: true,
    });
    await expect.poll(() => field.inputValue(), wait).toMatch(/\/private\/[\w-]+\.[\w-]+\.ics$/);
    const first = await field.inputValue();
    expect(await dialog(page).getByRole('link', { name: 'Open in my calendar app' }).getAttribute('href')).toBe(
      first.replace(/^http:/, 'webcal:'),
    );
    const answer = await fetch(first);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/calendar');
    parse(await answer.text());
    await dialog(page).getByLabel('Reminder').selectOption('15');
    await dialog(page).getByText('Reminder saved.').waitFor(wait);
    await page.screenshot({ path: `${SHOTS}/timetable-1280.png` });
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'New address' }).click();
    await dialog(page).getByRole('button', { name: 'Yes, make a new address' }).click();
    await expect.poll(() => field.inputValue(), wait).not.toBe(first);
    expect((await fetch(first)).status).toBe(410);
    expect((await fetch(await field.inputValue())).status).toBe(200);
  });
});

describe('calendar feed dialog on the portal favourites page', () => {
  it.each([375, 1280])('opens with the private feed at %i px, axe clean', async (width) => {
    const page = await tab(width);
    await signIn(page, `feed-portal-${width}`);
    await page.getByRole('button', { name: 'Subscribe in your calendar' }).click();
    const field = dialog(page).getByRole('textbox', {
      name: 'Address for Google Calendar, Outlook and other apps',
      exact: true,
    });
    await expect.poll(() => field.inputValue(), wait).toMatch(/\/api\/calendar\/demo\/dmc2026\/private\//);
    const feed = await fetch(await field.inputValue());
    expect(feed.status).toBe(200);
    expect((await feed.text()).startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    await dialog(page)
      .getByRole('button', { name: 'Copy Address for Google Calendar, Outlook and other apps' })
      .click();
    await dialog(page).getByText('Copied.').waitFor(wait);
    await page.screenshot({ path: `${SHOTS}/favourites-${width}.png` });
    await expectNoAxeViolations(page);
  });

  it('a visitor gets the sign-in prompt and the programme feed', async () => {
    const page = await tab();
    await page.goto(`${demo.url}/portal/favourites`);
    await waitForPainted(page, 'portal');
    await page.getByRole('button', { name: 'Subscribe in your calendar' }).click();
    await expect.poll(() => httpsField(page).inputValue(), wait).toContain('/programme.ics');
    await dialog(page).getByRole('button', { name: 'Sign in' }).waitFor(wait);
    await page.screenshot({ path: `${SHOTS}/favourites-guest-375.png` });
  });
});
