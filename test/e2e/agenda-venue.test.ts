/**
 * The agenda at the venue, in real Chromium against the reference server, on the host page's timetable: with the
 * whole API cut (settings, configuration, programme: no network), the timetable renders the kept programme with the
 * settings it kept and "Offline — programme as of hh:mm", and "My schedule" shows the saved session from it; "Open my
 * agenda on my phone" works inside the widget: a visitor signed in on the site gets a code whose link opens the
 * portal's favourites signed in on the phone, and a guest is sent to the portal to sign in. Axe on each state; the
 * console is quiet but for the failures the cut causes, each named.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { memberToken, star } from './support/agenda';
import { expectNoAxeViolations } from './support/axe';
import { networkQuiet, waitForPainted } from './support/browser';
import { withDemo } from './support/suite';

const demo = withDemo();
const wait = { timeout: 20_000 };
const PAGE = '/timetable.html?only=main&fakenow=2026-03-04T07:30:00%2B01:00';
const SESSIONS = '#timetable .tt-panel .tt-block, #timetable .tt-panel .tt-row';
/** Every request to the API: what "no network at the venue" takes away (the host page and the SDK's files stay). */
const API = /\/api\//;

/** The JSON of the programme kept in this page's origin (one project), '' when none. */
const keptJson = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('congress-portal-offline');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('programmes')) return resolve('');
          const all = db.transaction('programmes').objectStore('programmes').getAll();
          all.onsuccess = () => {
            resolve(String(all.result[0]?.json ?? ''));
            db.close();
          };
        };
      }),
  );

describe('at the venue without any network (deliverable 4)', () => {
  it('the whole API cut: the kept programme renders with the kept settings, the notice and My schedule', async () => {
    const tab = await demo.open(PAGE, { painted: 'timetable' });
    const { page } = tab;
    await page.locator(SESSIONS).first().waitFor(wait);
    const slug = await page.evaluate(() => {
      const block = document
        .querySelector('#timetable')
        ?.shadowRoot?.querySelector<HTMLElement>('.tt-panel .tt-block[data-slug], .tt-panel .tt-row[data-slug]');
      return block?.dataset.slug ?? '';
    });
    expect(slug).not.toBe('');
    await star(page, slug, wait);
    // Kept with the settings of the widget that showed it (by widget name).
    await expect.poll(() => keptJson(page), wait).toContain('"settings":{"default":{');
    const sessions = await page.locator(SESSIONS).count();
    expect(tab.noise).toEqual([]);

    await page.context().route(API, (route) => route.abort('internetdisconnected'));
    await page.reload();
    const notice = page.locator('#timetable .tt-offline');
    await notice.waitFor(wait);
    expect(await notice.textContent()).toMatch(/^Offline — programme as of \d\d:\d\d$/);
    expect(await page.locator(SESSIONS).count()).toBe(sessions);
    await expectNoAxeViolations(page);

    // The agenda from the kept programme: the saved session with its room and time.
    await page.locator('#timetable').getByRole('button', { name: 'My schedule', exact: true }).click();
    await expect.poll(() => page.locator('#timetable .cp-agenda__item').count(), wait).toBe(1);
    // The kept settings, not the defaults: only the server entry names the portal's agenda page (`agendaLink`).
    await page.locator('#timetable').getByRole('button', { name: 'Open my agenda on my phone' }).waitFor(wait);
    await expectNoAxeViolations(page);

    // Meaningful quiet console: API requests failed (so the cut happened); besides them, one line naming it.
    const cut = (line: string) => /ERR_INTERNET_DISCONNECTED/.test(line);
    expect(tab.noise.some(cut)).toBe(true);
    expect(tab.noise.filter((line) => !cut(line))).toEqual([
      expect.stringMatching(/^console warning: \[CongressPortal\] the API could not be reached/),
    ]);
  });
});

describe("the portal's agenda without network (deliverable 4)", () => {
  it('the favourites cannot load their items: the saved session from the programme a timetable kept, with its notice', async () => {
    const tab = await demo.open(PAGE, { painted: 'timetable' });
    const { page } = tab;
    await page.locator(SESSIONS).first().waitFor(wait);
    const slug = await page.evaluate(
      () =>
        document.querySelector('#timetable')?.shadowRoot?.querySelector<HTMLElement>('.tt-panel [data-slug]')?.dataset
          .slug ?? '',
    );
    await star(page, slug, wait);
    await expect.poll(() => keptJson(page), wait).toContain(`"slug":"${slug}"`);

    // The API's search fails as a dead Wi-Fi does (the portal itself was served).
    const SEARCH = /\/api\/search\//;
    await page.context().route(SEARCH, (route) => route.abort('internetdisconnected'));
    await page.goto(`${demo.url}/portal/favourites`);
    await waitForPainted(page, 'portal');
    const notice = page.locator('.cp-favourites__offline');
    await notice.waitFor(wait);
    expect(await notice.textContent()).toMatch(/^Offline — programme as of \d\d:\d\d$/);
    await expect.poll(() => page.locator('.cp-agenda__item').count(), wait).toBe(1);
    await expectNoAxeViolations(page);
    // The failed requests (and Chromium's line for each); our warning names the address too, and is counted apart.
    const cut = (line: string) =>
      !line.startsWith('console warning:') && (SEARCH.test(line) || /ERR_INTERNET_DISCONNECTED/.test(line));
    expect(tab.noise.some(cut)).toBe(true);
    expect(tab.noise.filter((line) => !cut(line))).toEqual([
      expect.stringMatching(/^console warning: \[CongressPortal\] the favourites could not be loaded/),
    ]);
  });
});

describe('open my agenda on my phone, inside the timetable on a host page (deliverable 3)', () => {
  it('signed in on the site: the widget shows a code whose link opens the favourites signed in on the phone', async () => {
    const desk = await demo.open(`/portal/favourites?jwtoken=${await memberToken('widget-handoff')}`, {
      painted: 'portal',
    });
    // Signed in (the portal's own hand-off button shows only then): the site's session cookie is written.
    await desk.page.getByRole('button', { name: 'Open my agenda on my phone' }).waitFor(wait);
    // Leaving the page cancels what is still in flight (the agenda's first basket poll): the browser reports those
    // as failed requests, which are the test's doing, not the page's.
    await networkQuiet(desk.page);
    await desk.page.goto(`${demo.url}/timetable.html?only=main`);
    await waitForPainted(desk.page, 'timetable');
    const tt = desk.page.locator('#timetable');
    await tt.getByRole('button', { name: 'My schedule', exact: true }).click();
    await tt.getByRole('button', { name: 'Open my agenda on my phone' }).click();
    const dialog = tt.getByRole('dialog', { name: 'Open my agenda on my phone' });
    await dialog
      .locator('.cp-handoff__code')
      .waitFor(wait)
      .catch(async (error) => {
        throw new Error(`${error}: ${await dialog.textContent()} ${desk.noise.join('\n')}`);
      });
    const code = (await dialog.locator('.cp-handoff__code').textContent())!;
    expect(code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    const link = (await dialog.locator('.cp-handoff__link').textContent())!;
    expect(link).toBe(`${demo.url}/portal/favourites?handoff=${code}`);
    expect(await dialog.locator('svg.cp-handoff__qr').getAttribute('aria-label')).toBeTruthy();
    expect(await dialog.locator('[role="status"]').textContent()).toMatch(/^Valid once, for [45]:\d\d more\.$/);
    await expectNoAxeViolations(desk.page);
    await desk.page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), wait).toBe(0);
    expect(desk.noise).toEqual([]);

    const phone = await demo.open(new URL(link).pathname + new URL(link).search, { width: 375, height: 740 });
    await expect.poll(() => phone.page.locator('.cp-portal').getAttribute('data-route'), wait).toBe('Favourites');
    await expect.poll(() => new URL(phone.page.url()).search, wait).toBe('');
    await phone.page.getByRole('button', { name: 'Open my agenda on my phone' }).waitFor(wait);
    expect(await phone.page.getByText('Sign in to see your favourites.').count()).toBe(0);
    expect(phone.noise).toEqual([]);
  });

  it('a guest is asked to sign in on the portal first, with a link to it', async () => {
    const tab = await demo.open('/timetable.html?only=main', { painted: 'timetable' });
    const tt = tab.page.locator('#timetable');
    await tt.getByRole('button', { name: 'My schedule', exact: true }).click();
    await tt.getByRole('button', { name: 'Open my agenda on my phone' }).click();
    const dialog = tt.getByRole('dialog', { name: 'Open my agenda on my phone' });
    const portal = dialog.getByRole('link', { name: 'Go to the portal to sign in' });
    await portal.waitFor(wait);
    expect(await portal.getAttribute('href')).toBe('/portal/favourites');
    await expectNoAxeViolations(tab.page);
    expect(tab.noise).toEqual([]);
  });
});
