/**
 * The agenda family's helpers (`agenda`, `agenda-venue`, `calendar-feed`): a member's token for the portal's sign-in
 * by query (`?jwtoken=`), and starring a session of a host page's timetable.
 */
import { SignJWT } from 'jose';
import type { Page } from 'playwright-core';

/** A JWT the reference server accepts as a member `subject` of the demo project (its demo secret; one hour). */
export const memberToken = (subject: string, name = 'Agenda Member') =>
  new SignJWT({ name, membership: 'member' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('demo-jwt-secret'));

/** Stars a session of the host page's timetable (`#timetable`) through its overlay (deep link by slug). */
export async function star(page: Page, slug: string, wait = { timeout: 25_000 }): Promise<void> {
  await page.evaluate((s) => {
    location.hash = s;
  }, slug);
  const dialog = page.locator('#timetable [role="dialog"]');
  await dialog.getByRole('button', { name: /Add to my schedule/ }).click(wait);
  await dialog.getByRole('button', { name: /Remove from my schedule/ }).waitFor(wait);
  await page.keyboard.press('Escape');
  // Closing clears the hash: the next star's hash must not land before that, or the close takes it away too.
  await dialog.waitFor({ state: 'detached', ...wait });
  await page.waitForFunction(() => location.hash === '', undefined, wait);
}
