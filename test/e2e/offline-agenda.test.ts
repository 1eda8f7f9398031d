/**
 * At the venue without network (deliverable 4) and the hand-off to the phone (deliverable 3), in real Chromium against
 * the reference server. Offline: after one online visit the timetable keeps its programme in IndexedDB; with the
 * programme's requests cut (net::ERR_INTERNET_DISCONNECTED) it paints the kept copy with "Offline — programme as of
 * hh:mm" and refreshes when the browser is back online; a corrupted entry is discarded (the network answers);
 * without storage it says it cannot keep the programme. Hand-off: a signed-in browser makes a code, a second one (the
 * phone) opens its link and lands on the favourites signed in; the link used again shows a message above the normal sign-in.
 * Axe on each state; the console is quiet but for the failures the test causes, each named.
 */
import { SignJWT } from 'jose';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openPage, waitForPainted } from './support/browser';
import { watchNoise } from './support/noise';
import { startDemoServer, type DemoServer } from './support/server';

let server: DemoServer;
let browser: Browser;
beforeAll(async () => {
  server = await startDemoServer();
  browser = await launchBrowser();
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const wait = { timeout: 20_000 };
const PAGE = '/timetable.html?only=main&fakenow=2026-03-04T07:30:00%2B01:00';
const SESSIONS = '.tt-panel .tt-block, .tt-panel .tt-row';
/** The programme's two requests (channels, events): what "no network" takes away in these tests. */
const PROGRAMME = /\/api\/[^/]+\/wcm\/(channels|events)\.json/;

/** The keys the offline cache holds in this page's origin. */
const keptKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('congress-portal-offline');
        // Looking must not create the database (the SDK's own open would then find no stores to upgrade).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('programmes')) return resolve([]);
          const keys = db.transaction('programmes').objectStore('programmes').getAllKeys();
          keys.onsuccess = () => {
            resolve(keys.result.map(String));
            db.close();
          };
        };
      }),
  );

/** One online visit: the programme renders and is kept. */
async function visitOnline(page: Page): Promise<string> {
  await page.goto(`${server.url}${PAGE}`);
  await page.locator(SESSIONS).first().waitFor(wait);
  await expect.poll(() => keptKeys(page), wait).toHaveLength(1);
  // The structured data's chunk comes in an idle period after the paint: a reload before it has come aborts its
  // request, which the quiet-console check would count.
  await page.waitForFunction(() => document.head.querySelector('script[type="application/ld+json"]'), undefined, wait);
  return (await keptKeys(page))[0];
}

/** Cuts the programme's requests as a dead Wi-Fi does (the page, scripts and settings still come, from the host). */
const cutProgramme = (context: BrowserContext) =>
  context.route(PROGRAMME, (route) => route.abort('internetdisconnected'));

/** Noise lines the cut causes: the failed programme requests and Chromium's console line for each. */
const causedByCut = (line: string) =>
  (PROGRAMME.test(line) && /ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(line)) ||
  line === 'console error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED';

describe('at the venue without network (deliverable 4)', () => {
  it('after one online visit, the kept programme shows with the offline notice; back online it refreshes', async () => {
    const { page, context } = await openPage(browser);
    const noise = watchNoise(page);
    await visitOnline(page);
    expect(noise).toEqual([]);
    const sessions = await page.locator(SESSIONS).count();

    await cutProgramme(context);
    await page.reload();
    const notice = page.locator('.tt-offline');
    await notice.waitFor(wait);
    expect(await notice.textContent()).toMatch(/^Offline — programme as of \d\d:\d\d$/);
    expect(await notice.getAttribute('role')).toBe('status');
    expect(await page.locator(SESSIONS).count()).toBe(sessions);
    await expectNoAxeViolations(page);
    // Meaningful quiet console: the cut requests failed (so the test did cut them), and nothing else complained.
    expect(noise.some((line) => PROGRAMME.test(line))).toBe(true);
    expect(noise.filter((line) => !causedByCut(line))).toEqual([]);

    // The network returns: the browser's `online` event refreshes at once, and the notice goes.
    await context.unroute(PROGRAMME);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => notice.count(), wait).toBe(0);
    // The notice goes with the fresh answer; its sessions render in the frames after.
    await expect.poll(() => page.locator(SESSIONS).count(), wait).toBe(sessions);
  });

  it('a German page says it in German', async () => {
    const { page, context } = await openPage(browser);
    // The same page with the loader's data-locale="de".
    await context.route(/\/timetable\.html/, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.text()).replace('data-client="demo"', 'data-client="demo" data-locale="de"');
      await route.fulfill({ response: answer, body });
    });
    await page.goto(`${server.url}${PAGE}`);
    await page.locator(SESSIONS).first().waitFor(wait);
    await expect.poll(() => keptKeys(page), wait).toHaveLength(1);
    await cutProgramme(context);
    await page.reload();
    await page.locator('.tt-offline').waitFor(wait);
    expect(await page.locator('.tt-offline').textContent()).toMatch(/^Offline – Programm mit Stand von \d\d:\d\d$/);
  });

  it('a corrupted entry is discarded (one console line naming it) and the widget loads from the network', async () => {
    const { page } = await openPage(browser);
    const noise = watchNoise(page);
    const key = await visitOnline(page);
    await page.evaluate(
      (k) =>
        new Promise<void>((resolve) => {
          const open = indexedDB.open('congress-portal-offline');
          open.onsuccess = () => {
            const tx = open.result.transaction('programmes', 'readwrite');
            tx.objectStore('programmes').put({ v: 1, key: k, savedAt: 1, bytes: 9, json: '{"events' }, k);
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
          };
        }),
      key,
    );
    await page.reload();
    await page.locator(SESSIONS).first().waitFor(wait);
    expect(await page.locator('.tt-offline').count()).toBe(0);
    expect(noise).toEqual([
      expect.stringMatching(/^console warning: \[CongressPortal\] the offline programme .* is unreadable/),
    ]);
    // Kept again from the network answer.
    await expect
      .poll(
        () =>
          page.evaluate(
            (k) =>
              new Promise<number>((resolve) => {
                const open = indexedDB.open('congress-portal-offline');
                open.onsuccess = () => {
                  const get = open.result.transaction('programmes').objectStore('programmes').get(k);
                  get.onsuccess = () => resolve(get.result?.savedAt ?? 0);
                };
              }),
            key,
          ),
        wait,
      )
      .toBeGreaterThan(1);
  });

  it('storage disabled (private mode): the timetable works and says it cannot keep the programme', async () => {
    const { page } = await openPage(browser);
    const noise = watchNoise(page);
    await page.addInitScript(() => {
      IDBFactory.prototype.open = () => {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError');
      };
    });
    await page.goto(`${server.url}${PAGE}`);
    await page.locator(SESSIONS).first().waitFor(wait);
    const notice = page.locator('.tt-offline');
    await notice.waitFor(wait);
    expect(await notice.textContent()).toBe('This browser does not keep the programme for use without network.');
    await expectNoAxeViolations(page);
    expect(noise).toEqual([expect.stringMatching(/^console warning: \[CongressPortal\] .*IndexedDB refused/)]);
  });
});

const memberToken = (subject: string) =>
  new SignJWT({ name: 'Phone Member', membership: 'member' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('demo-jwt-secret'));

describe('open my agenda on my phone (deliverable 3)', () => {
  it('browser A makes a code; the phone opens its link signed in on the agenda; a second use signs in normally', async () => {
    const desk = await openPage(browser);
    const deskNoise = watchNoise(desk.page);
    await desk.page.goto(`${server.url}/portal/favourites?jwtoken=${await memberToken('handoff-member')}`);
    await waitForPainted(desk.page, 'portal');
    const open = desk.page.getByRole('button', { name: 'Open my agenda on my phone' });
    await open.waitFor(wait);
    await open.click();
    const dialog = desk.page.getByRole('dialog', { name: 'Open my agenda on my phone' });
    await dialog.locator('.cp-handoff__code').waitFor(wait);
    const code = (await dialog.locator('.cp-handoff__code').textContent())!;
    expect(code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    const link = (await dialog.locator('.cp-handoff__link').textContent())!;
    expect(link).toBe(`${server.url}/portal/favourites?handoff=${code}`);
    expect(await dialog.locator('svg.cp-handoff__qr').getAttribute('aria-label')).toBeTruthy();
    expect(await dialog.locator('[role="status"]').textContent()).toMatch(/^Valid once, for [45]:\d\d more\.$/);
    await expectNoAxeViolations(desk.page);
    expect(deskNoise).toEqual([]);

    const phone = await openPage(browser);
    const phoneNoise = watchNoise(phone.page);
    await phone.page.setViewportSize({ width: 375, height: 740 });
    await phone.page.goto(link);
    await expect.poll(() => phone.page.locator('.cp-portal').getAttribute('data-route'), wait).toBe('Favourites');
    // The code does not stay in the address or the history.
    await expect.poll(() => new URL(phone.page.url()).search, wait).toBe('');
    await phone.page.getByRole('button', { name: 'Open my agenda on my phone' }).waitFor(wait);
    expect(await phone.page.getByText('Sign in to see your favourites.').count()).toBe(0);
    await expectNoAxeViolations(phone.page);
    expect(phoneNoise).toEqual([]);

    const again = await openPage(browser);
    const againNoise = watchNoise(again.page);
    await again.page.goto(link);
    const alert = again.page.locator('.cp-favourites [role="alert"]');
    await alert.waitFor(wait);
    expect(await alert.textContent()).toContain('has been used already or is older than 5 minutes');
    await expect.poll(() => new URL(again.page.url()).search, wait).toBe('');
    // The normal sign-in: the visitor's prompt and its button to the sign-in page.
    await again.page.getByRole('button', { name: 'Sign in', exact: true }).waitFor(wait);
    await expectNoAxeViolations(again.page);
    // The refused exchange: its 401 (with Chromium's line for it) and our one warning naming it, nothing else.
    expect(
      againNoise.filter((l) => !/\/api\/login\/demo\/handoff/.test(l) && !/hand-off code was refused/.test(l)),
    ).toEqual([]);
    expect(againNoise.some((l) => /hand-off code was refused \(401\)/.test(l))).toBe(true);
  });
});
