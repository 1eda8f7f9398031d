/**
 * One agenda, in real Chromium against the reference server: a guest's stars in the timetable merge into the account
 * on sign-in (2 + account's 1 overlapping and 1 other = 3, no duplicates); two browser profiles signed in as the same
 * user agree within one poll (Playwright's clock moves one poll ahead); the timetable on a host page and the portal's
 * favourites show one list; a star made offline is sent when the network returns; a session moved since it was
 * saved is marked in "My schedule". Axe on both views, a quiet console, screenshots at 375 and 1280 px
 * (test-results/agenda/, git-ignored).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from '../../demo/server/app';
import { AGENDA_POLL_MS } from '../../src/core/agenda';
import { memberToken, star } from './support/agenda';
import { waitForPainted } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { withDemo } from './support/suite';

const SHOTS = 'test-results/agenda';
const demo = withDemo({ quiet: true, shots: SHOTS });
const wait = { timeout: 15_000 };

beforeAll(async () => {
  await fetch(`${demo.url}/api/search/demo?limit=0`); // builds the search index before the first page asks
}, 60_000);

type Ev = { id: number; slug: string; project: string; title: string };
const events: Ev[] = JSON.parse(readFileSync(join(REPO_ROOT, 'demo/data/dataset/demo/events.json'), 'utf8')).filter(
  (e: Ev) => e.project === 'dmc2026',
);
const [s1, s2, s3, s4] = events;

async function apiSession(subject: string): Promise<string> {
  const answer = await fetch(`${demo.url}/api/login/demo/jwtlogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: await memberToken(subject) }),
  });
  return ((await answer.json()) as { access_token: string }).access_token;
}
async function basketEvents(token: string): Promise<string[]> {
  const answer = await fetch(`${demo.url}/api/basket`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await answer.json()) as { data: { items: { item_type: string; item_id: string }[] } };
  return data.items.filter((i) => i.item_type === 'event').map((i) => i.item_id);
}
async function addToBasket(token: string, ids: number[]): Promise<void> {
  await fetch(`${demo.url}/api/basket/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      events: ids.map((id) => ({ event: 'ADD_ITEM', item_type: 'event', item_id: id, timestamp: Date.now() })),
    }),
  });
}

async function open(path: string, options: { member?: string; clock?: boolean; width?: number } = {}) {
  const sep = path.includes('?') ? '&' : '?';
  const member = options.member ? `${sep}jwtoken=${await memberToken(options.member)}` : '';
  return demo.open(`${path}${member}`, { clock: options.clock, width: options.width });
}
const agendaItems = (page: Page) => page.locator('.cp-agenda__item');

describe('One agenda (timetable and portal favourites, guest and account)', () => {
  it('merge on sign-in: a guest stars 2 sessions, the account has 1 of them and 1 other → 3, no duplicates', async () => {
    const token = await apiSession('agenda-merge');
    await addToBasket(token, [s2.id, s3.id]);
    const { page } = await open('/timetable.html');
    await waitForPainted(page, 'timetable');
    await star(page, s1.slug);
    await star(page, s2.slug);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('congress-portal:agenda:demo') ?? '{}'));
    expect(stored).toMatchObject({ owner: null, ids: [String(s2.id), String(s1.id)] });

    await page.goto(`${demo.url}/portal/favourites?jwtoken=${await memberToken('agenda-merge')}`);
    await waitForPainted(page, 'portal');
    await expect.poll(() => agendaItems(page).count(), wait).toBe(3);
    await expect
      .poll(async () => (await basketEvents(token)).sort(), wait)
      .toEqual([s1.id, s2.id, s3.id].map(String).sort());
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/favourites-1280.png`, fullPage: true });
  });

  it('two browsers (profiles) signed in as one user agree within one poll', async () => {
    const token = await apiSession('agenda-two');
    await addToBasket(token, [s1.id, s2.id]);
    const a = await open('/portal/favourites', { member: 'agenda-two' });
    const b = await open('/portal/favourites', { member: 'agenda-two', clock: true });
    await waitForPainted(a.page, 'portal');
    await expect.poll(() => agendaItems(a.page).count(), wait).toBe(2);
    await expect.poll(() => agendaItems(b.page).count(), wait).toBe(2);
    await a.page.getByRole('button', { name: `Remove ${s1.title} from my schedule` }).click();
    await expect.poll(() => basketEvents(token), wait).toEqual([String(s2.id)]);
    // One poll later (the clock moved, not waited for) the other profile shows the change.
    await b.page.clock.fastForward(AGENDA_POLL_MS);
    await expect.poll(() => agendaItems(b.page).count(), wait).toBe(1);
  });

  it('the timetable on a host page and the portal agree; a star made offline is sent when back online', async () => {
    const token = await apiSession('agenda-offline');
    await addToBasket(token, [s1.id, s2.id]);
    const { page, context } = await open('/portal/favourites', { member: 'agenda-offline' });
    await waitForPainted(page, 'portal');
    await expect.poll(() => agendaItems(page).count(), wait).toBe(2);
    // The host page's timetable, signed in by the site's session (cookie + one refresh), shows the same list.
    await page.goto(`${demo.url}/timetable.html`);
    await waitForPainted(page, 'timetable');
    const tt = page.locator('#timetable');
    await tt.getByRole('button', { name: 'My schedule', exact: true }).click();
    await expect.poll(() => tt.locator('.cp-agenda__item').count(), wait).toBe(2);
    await expect(tt.locator('.cp-agenda__note').textContent()).resolves.toContain('Saved in your account');

    await context.setOffline(true);
    await star(page, s4.slug);
    await expect.poll(() => tt.locator('.cp-agenda__item').count(), wait).toBe(3);
    await expect(tt.locator('.cp-agenda__note').textContent()).resolves.toContain('Not yet saved');
    expect(await basketEvents(token)).not.toContain(String(s4.id));
    await context.setOffline(false);
    await expect.poll(async () => (await basketEvents(token)).includes(String(s4.id)), wait).toBe(true);
    await expect.poll(() => tt.locator('.cp-agenda__note').textContent(), wait).toContain('Saved in your account');
    await expectNoAxeViolations(page);
  });

  it('now and next: a session moved since it was saved is marked in "My schedule" (375 and 1280 px)', async () => {
    const { page } = await open('/timetable.html');
    await waitForPainted(page, 'timetable');
    // As saved an hour earlier and in another room than the programme has it now.
    await page.evaluate(
      ({ id, title }) => {
        const start = Date.parse('2026-03-04T06:00:00Z');
        localStorage.setItem(
          'congress-portal:agenda:demo',
          JSON.stringify({
            owner: null,
            ids: [id],
            saved: { [id]: { start, end: start + 3_600_000, room: 'Old hall', title, project: 'dmc2026' } },
          }),
        );
      },
      { id: String(s1.id), title: s1.title },
    );
    await page.reload();
    await waitForPainted(page, 'timetable');
    const tt = page.locator('#timetable');
    await tt.getByRole('button', { name: 'My schedule', exact: true }).click();
    await expect(tt.locator('.cp-agenda__badge--change').textContent(wait)).resolves.toMatch(
      /^Moved: was .*07:00, Old hall$/,
    );
    await expectNoAxeViolations(page);
    await tt.screenshot({ path: `${SHOTS}/timetable-agenda-1280.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await tt.locator('.cp-agenda__item').first().waitFor(wait);
    await tt.screenshot({ path: `${SHOTS}/timetable-agenda-375.png` });
  });
});
