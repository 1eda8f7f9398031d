/**
 * Issue 11 item 6 in real Chromium against the reference server: a signed-in favourite from a library card shows
 * on /favourites and survives a reload (stored by the server), and is removed there — likewise a session saved on
 * EventDetail and a slide from the slides list; a favourite the server fails restores the button; likes toggle with
 * one batch like-count request per listing (the library and EventDetail's resources), and a like survives a reload
 * (the batch carries the user; CRDetail asks alreadyLiked); a like the server refuses (the session revoked: a real
 * 401) restores the button and says so; a visitor's favourite or like opens the sign-in prompt (library, CRDetail);
 * the share dialog's link (with t: a slide's time, the video's current time on CRDetail) and the citation (BibTeX,
 * plain) are copied; axe scans of both dialogs and the Favourites screen; screenshots at 375 and 1280 px
 * (test-results/portal-social/, git-ignored).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { REPO_ROOT } from '../../demo/server/app';
import { openPage, waitForPainted, type TrackedPage } from './support/browser';
import { withDemo } from './support/suite';
import { expectNoAxeViolations } from './support/axe';

const SHOTS = 'test-results/portal-social';

const demo = withDemo({ shots: SHOTS, quiet: true });
// Builds the search index before the first page asks.
beforeAll(() => fetch(`${demo.url}/api/search/demo?limit=0`));

const memberToken = (subject: string) =>
  new SignJWT({ name: 'Social Member', membership: 'member' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('demo-jwt-secret'));

/** `watch`: set up before the first navigation (request listeners, routes). */
async function open(
  path: string,
  options: { width?: number; member?: string; watch?: (page: Page) => void } = {},
): Promise<{ page: Page; tab: TrackedPage }> {
  const sep = path.includes('?') ? '&' : '?';
  const member = options.member ? `${sep}jwtoken=${await memberToken(options.member)}` : '';
  const tab = await demo.open(`${path}${member}`, {
    width: options.width,
    painted: 'portal',
    before: async (page) => {
      options.watch?.(page);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demo.url });
    },
  });
  return { page: tab.page, tab };
}
const listing = (page: Page) => page.locator('.cp-library[data-state="done"]').waitFor({ timeout: 10_000 });
const route = (page: Page) => page.locator('.cp-portal').getAttribute('data-route');
const firstCard = (page: Page) => page.locator('.cp-library__tiles .cp-card').first();
/** The first card a like shows on (published resources only: core canLike). */
const likeCard = (page: Page) => page.locator('.cp-library__tiles .cp-card:has(.cp-social__like)').first();
const wait = { timeout: 10_000 };

type R = Record<string, unknown> & { id: number; slug: string; project: string; title: string };
const dataset = (list: string): R[] =>
  JSON.parse(readFileSync(join(REPO_ROOT, `demo/data/dataset/demo/${list}.json`), 'utf8'));
/** A published lecture open to visitors (PROMO / free: docs/api.md "Capability rules"), with a player and a session. */
const lecture = dataset('congressresources').find(
  (r) =>
    r.project === 'dmc2026' &&
    r.status === 6 &&
    r.consent === 1 &&
    r.crtype === 'lecture' &&
    r.crdisplaytype !== 'external-link' &&
    (r.PROMO === 'yes' || r.free === 1) &&
    !!(r.event as { slug?: string } | undefined)?.slug,
)!;
const lecturePath = `/portal/${lecture.project}/crs/${lecture.slug}`;
const session = dataset('events').find((e) => e.slug === (lecture.event as { slug: string }).slug)!;
const sessionPath = `/portal/${session.project}/events/${session.slug}`;
const detailBar = (page: Page) => page.locator('.cp-detail__main > .cp-detail__actions');
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Waits for a toggle's call to end (the store's loading flag, spec 2 §4). */
const settled = (button: ReturnType<Page['locator']>) =>
  expect.poll(() => button.getAttribute('aria-busy'), wait).toBe(null);

describe('favourites (spec 1 §2 /favourites, spec 2 §4)', () => {
  it('a favourite saved from a library card shows on /favourites, survives a reload, and is removed there', async () => {
    const { page, tab } = await open('/portal/library', { member: 'social-fav' });
    await listing(page);
    const card = firstCard(page);
    const title = (await card.locator('.cp-card__title').textContent())!.trim();
    const fav = card.locator('.cp-social__favourite');
    await expect.poll(() => fav.getAttribute('aria-pressed'), wait).toBe('false');
    const saved = page.waitForResponse((r) => r.url().includes('/basket/events') && r.request().method() === 'POST');
    await fav.click();
    expect(await fav.getAttribute('aria-pressed')).toBe('true'); // optimistic: at once
    expect((await saved).status()).toBe(200);
    await expect.poll(() => card.locator('[role="status"]').textContent(), wait).toBe('Saved to your favourites.');

    await page.goto(`${demo.url}/portal/favourites`);
    await waitForPainted(page, 'portal');
    const item = page.locator('.cp-favourites__item');
    await expect.poll(() => item.count(), wait).toBe(1);
    expect((await item.locator('.cp-card__title').textContent())!.trim()).toBe(title);
    await page.reload();
    await waitForPainted(page, 'portal');
    await expect.poll(() => item.count(), wait).toBe(1);
    await expectNoAxeViolations(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/favourites-${width}.png`, fullPage: true });
    }

    await item.locator('.cp-social__favourite').click();
    await expect
      .poll(() => page.locator('.cp-favourites').textContent(), wait)
      .toContain('You have not saved any favourites yet.');
    await page.reload();
    await waitForPainted(page, 'portal');
    const explore = page.locator('.cp-favourites a.cp-button');
    await expect.poll(() => explore.textContent(), wait).toBe('Explore the library');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/favourites-empty-1280.png` });
    await explore.click();
    // The library's empty child redirects to the client's default content type (spec 1 §2).
    await expect.poll(() => route(page), wait).toBe('CongressResources');
    await tab.close();
  });
});

describe('likes (spec 2 §4: toggle; counts in one batch request per list)', () => {
  it('one like-count request per listing; like and unlike move the count', async () => {
    const tab = await openPage(demo.browser);
    demo.tabs.push(tab);
    const { page } = tab;
    const batches: string[] = [];
    page.on('request', (r) => {
      if (/\/like\?resourceIds=/.test(r.url())) batches.push(r.url());
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${demo.url}/portal/library?jwtoken=${await memberToken('social-like')}`);
    await waitForPainted(page, 'portal');
    await listing(page);
    const like = likeCard(page).locator('.cp-social__like');
    await expect.poll(() => batches.length, wait).toBe(1);
    expect(new URL(batches[0]).searchParams.get('resourceIds')!.split(',')).toHaveLength(
      await page.locator('.cp-library__tiles .cp-card').count(),
    );
    const before = Number(await like.textContent());
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed'), wait).toBe('true');
    await expect.poll(() => like.textContent(), wait).toBe(String(before + 1));
    await expect.poll(() => like.getAttribute('aria-busy'), wait).toBe(null);
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed'), wait).toBe('false');
    await expect.poll(() => like.textContent(), wait).toBe(String(before));

    // The next page of the listing: again exactly one batch.
    await page.locator('.cp-pagination a, .cp-pagination button').filter({ hasText: '2' }).first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page'), wait).toBe('2');
    await listing(page);
    await expect.poll(() => batches.length, wait).toBe(2);
    await page.screenshot({ path: `${SHOTS}/library-cards-1280.png` });
    await page.setViewportSize({ width: 375, height: 900 });
    await page.screenshot({ path: `${SHOTS}/library-cards-375.png` });
    await tab.close();
  });

  it('issue 11 bad input: a like the server refuses (session revoked → 401) restores the button and says so', async () => {
    const { page, tab } = await open('/portal/library', { member: 'social-revoked' });
    await listing(page);
    const like = likeCard(page).locator('.cp-social__like');
    await expect.poll(() => like.textContent(), wait).toMatch(/^\d+$/);
    const before = await like.textContent();
    // A real server answer: the user's sessions are revoked in the server's own store (as a logout elsewhere would).
    const db = new Database(join(demo.server.dataDir, 'portal.sqlite'));
    db.prepare("UPDATE sessions SET revoked = 1 WHERE user_id LIKE '%social-revoked%'").run();
    db.close();
    const refused = page.waitForResponse((r) => /\/like\?user_id=/.test(r.url()));
    await like.click();
    expect((await refused).status()).toBe(401);
    await expect
      .poll(() => likeCard(page).locator('.cp-social__like').getAttribute('aria-pressed'), wait)
      .toBe('false');
    expect(await likeCard(page).locator('.cp-social__like').textContent()).toBe(before);
    await expect
      .poll(() => likeCard(page).locator('.cp-social__like + [role="status"]').textContent(), wait)
      .toBe('The like could not be saved. Please try again.');
    await tab.close();
  });

  it('a visitor clicking favourite or like gets the sign-in prompt (Login with a redirect back)', async () => {
    const { page, tab } = await open('/portal/library?page=1');
    await listing(page);
    await likeCard(page).locator('.cp-social__like').click();
    await expect.poll(() => route(page), wait).toBe('Login');
    expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/^\/library(\/congressresources)?\?page=1$/);
    await page.goBack();
    await listing(page);
    await firstCard(page).locator('.cp-social__favourite').click();
    await expect.poll(() => route(page), wait).toBe('Login');
    await tab.close();
  });
});

describe('share and citation dialogs (spec 2 §4)', () => {
  it('share a slide at its time: the link carries t, copied to the clipboard; axe clean; focus returns', async () => {
    const { page, tab } = await open('/portal/library/slides');
    await listing(page);
    await page.locator('.cp-slide').nth(1).click();
    const share = page.locator('.cp-library__slide .cp-social__action');
    await share.click();
    const dialog = page.locator('.cp-dialog');
    await dialog.waitFor(wait);
    expect(await dialog.locator('h2').textContent()).toBe('Share this slide');
    const link = await dialog.locator('input[readonly]').inputValue();
    expect(new URL(link).searchParams.get('t')).toMatch(/^\d+$/);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => dialog.locator('[role="status"]').textContent(), wait).toBe('Copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await dialog.getByRole('checkbox').uncheck();
    expect(new URL(await dialog.locator('input[readonly]').inputValue()).searchParams.has('t')).toBe(false);
    await expectNoAxeViolations(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/share-${width}.png` });
    }
    // No network to LinkedIn here: the pop-up's first request names the address it was opened with.
    const asked = tab.context.waitForEvent('request', (r) => r.url().startsWith('https://www.linkedin.com/'));
    const popup = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'LinkedIn' }).click();
    const opened = await popup;
    expect(new URL((await asked).url()).searchParams.get('url')).toBe(
      await dialog.locator('input[readonly]').inputValue(),
    );
    expect(await opened.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([600, 300]);
    await opened.close();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), wait).toBe(0);
    await expect
      .poll(() => share.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el), wait)
      .toBe(true);
    await tab.close();
  });

  it('spec 3 §7 Share "native share": where the browser has navigator.share the dialog offers it, and it shares the link with the title; without it there is no such button', async () => {
    const { page, tab } = await open('/portal/library/slides', {
      watch: (p) =>
        void p.addInitScript(() => {
          const shared: unknown[] = [];
          (window as unknown as { __shared: unknown[] }).__shared = shared;
          Object.defineProperty(navigator, 'share', {
            configurable: true,
            value: (data: unknown) => {
              shared.push(data);
              return Promise.resolve();
            },
          });
        }),
    });
    await listing(page);
    await page.locator('.cp-slide').nth(1).click();
    await page.locator('.cp-library__slide .cp-social__action').click();
    const dialog = page.locator('.cp-dialog');
    await dialog.waitFor(wait);
    const link = await dialog.locator('input[readonly]').inputValue();
    await dialog.getByRole('button', { name: 'More options …' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: { url: string; title: string }[] }).__shared))
      .toEqual([{ title: expect.any(String), url: link }]);
    await tab.close();

    const plain = await open('/portal/library/slides');
    await listing(plain.page);
    await plain.page.locator('.cp-slide').nth(1).click();
    await plain.page.locator('.cp-library__slide .cp-social__action').click();
    await plain.page.locator('.cp-dialog').waitFor(wait);
    expect(await plain.page.locator('.cp-dialog').getByRole('button', { name: 'More options …' }).count()).toBe(0);
    await plain.tab.close();
  });

  it('spec 1 §8 "script chunk load fails after a 55 s timeout": a stalled library screen and a stalled share dialog show "took too long" with Try again, not a spinner for ever; Try again loads them; axe', async () => {
    const tab = await openPage(demo.browser);
    demo.tabs.push(tab);
    const { page } = tab;
    let release: () => void = () => undefined;
    let asked: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const requested = new Promise<void>((resolve) => (asked = resolve));
    await page.route(/\/chunks\/LibraryRoute-[^/]*\.js/, async (r) => {
      asked();
      await held;
      await r.continue();
    });
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${demo.url}/portal/library/slides`);
    await requested;
    await page.clock.fastForward(55_000);
    const failed = page.locator('[data-congress-portal] [role="alert"]');
    await expect.poll(() => failed.textContent(), wait).toContain('Loading took too long.');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/chunk-timeout-screen-1280.png` });
    release();
    await failed.getByRole('button', { name: 'Try again' }).click();
    await listing(page);

    let releaseDialog: () => void = () => undefined;
    let askedDialog: () => void = () => undefined;
    const heldDialog = new Promise<void>((resolve) => (releaseDialog = resolve));
    const requestedDialog = new Promise<void>((resolve) => (askedDialog = resolve));
    await page.route(/\/chunks\/ShareDialog-[^/]*\.js/, async (r) => {
      askedDialog();
      await heldDialog;
      await r.continue();
    });
    await page.locator('.cp-slide').nth(1).click();
    await page.locator('.cp-library__slide .cp-social__action').click();
    await requestedDialog;
    await page.clock.fastForward(55_000);
    const dialog = page.locator('.cp-dialog');
    await expect.poll(() => dialog.locator('[role="alert"]').textContent(), wait).toContain('Loading took too long.');
    expect(await dialog.locator('h2').textContent()).toBe('Share');
    await expectNoAxeViolations(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/chunk-timeout-dialog-${width}.png` });
    }
    releaseDialog();
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => dialog.locator('h2').textContent(), wait).toBe('Share this slide');
  });

  // The card saved is a published one (likeCard): core canCite, like canLike, wants status 6, so its Cite button shows.
  it('cite a saved resource: BibTeX and plain text copied; axe clean', async () => {
    const { page, tab } = await open('/portal/library', { member: 'social-cite' });
    await listing(page);
    // A published resource (status 6): citation, like likes, is offered for those only (core canCite, canLike).
    const card = likeCard(page);
    await card.waitFor(wait);
    const fav = card.locator('.cp-social__favourite');
    await fav.click();
    await expect.poll(() => fav.getAttribute('aria-pressed'), wait).toBe('true');
    await expect.poll(() => fav.getAttribute('aria-busy'), wait).toBe(null);
    await page.goto(`${demo.url}/portal/favourites`);
    await waitForPainted(page, 'portal');
    const item = page.locator('.cp-favourites__item').first();
    await item.waitFor(wait);
    await item.getByRole('button', { name: 'Cite' }).click();
    const dialog = page.locator('.cp-dialog');
    await dialog.waitFor(wait);
    const text = dialog.locator('textarea');
    expect(await text.inputValue()).toMatch(
      /^@misc\{[\w-]+,\n {2}author = \{.+\},\n {2}title = \{.+\}[\s\S]*url = \{http:\/\/127\.0\.0\.1:\d+\/portal\/.+\}\n\}$/,
    );
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()), wait).toBe(await text.inputValue());
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/cite-bibtex-1280.png` });
    await dialog.getByRole('radio', { name: 'Plain text' }).check();
    const plain = await text.inputValue();
    expect(plain).not.toContain('@misc');
    expect(plain).toMatch(/\. http:\/\/127\.0\.0\.1:\d+\/portal\/\S+$/);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()), wait).toBe(plain);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.screenshot({ path: `${SHOTS}/cite-plain-375.png` });
    await tab.close();
  });
});

describe('issue 11 item 6 on the detail pages: likes that persist, like counts per list, the action bar', () => {
  it('CRDetail: a signed-in like toggles and survives a reload (GET like/{user}, spec 2 §7 alreadyLiked); unlike too', async () => {
    const checks: string[] = [];
    const { page, tab } = await open(lecturePath, {
      member: 'social-persist',
      watch: (p) =>
        p.on('request', (r) => {
          if (/\/like\/[^/?]+$/.test(new URL(r.url()).pathname)) checks.push(r.url());
        }),
    });
    const like = detailBar(page).locator('.cp-social__like');
    await expect.poll(() => checks.length, wait).toBeGreaterThan(0);
    await expect.poll(() => like.textContent(), wait).toMatch(/^\d+$/);
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    const before = Number(await like.textContent());
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed'), wait).toBe('true');
    await settled(like);
    expect(await like.textContent()).toBe(String(before + 1));
    checks.length = 0;
    await page.reload();
    await waitForPainted(page, 'portal');
    await expect.poll(() => checks.length, wait).toBe(1);
    await expect.poll(() => like.getAttribute('aria-pressed'), wait).toBe('true');
    expect(await like.textContent()).toBe(String(before + 1));
    await like.click(); // unlike: not a second POST
    await expect.poll(() => like.getAttribute('aria-pressed'), wait).toBe('false');
    await settled(like);
    expect(await like.textContent()).toBe(String(before));
    checks.length = 0;
    await page.reload();
    await waitForPainted(page, 'portal');
    await expect.poll(() => checks.length, wait).toBe(1);
    await expect.poll(() => like.textContent(), wait).toBe(String(before));
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await tab.close();
  });

  it('a library card liked before a reload is liked after it: the one batch request carries the user (meta.liked)', async () => {
    const batches: string[] = [];
    const { page, tab } = await open('/portal/library', {
      member: 'social-batch',
      watch: (p) =>
        p.on('request', (r) => {
          if (/\/like\?resourceIds=/.test(r.url())) batches.push(r.url());
        }),
    });
    await listing(page);
    const like = likeCard(page).locator('.cp-social__like');
    await expect.poll(() => like.textContent(), wait).toMatch(/^\d+$/);
    const before = Number(await like.textContent());
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed'), wait).toBe('true');
    await settled(like);
    batches.length = 0;
    await page.reload();
    await waitForPainted(page, 'portal');
    await listing(page);
    await expect.poll(() => like.getAttribute('aria-pressed'), wait).toBe('true');
    expect(await like.textContent()).toBe(String(before + 1));
    expect(batches).toHaveLength(1);
    expect(new URL(batches[0]).searchParams.get('user_id')).toMatch(/social-batch/);
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed'), wait).toBe('false');
    await expect.poll(() => like.textContent(), wait).toBe(String(before));
    await tab.close();
  });

  it('EventDetail: its resources ask their like counts in ONE batch request and show the real counts', async () => {
    // A count above 0 to show: another member likes the session's lecture through the API.
    const login = await fetch(`${demo.url}/api/login/demo/jwtlogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: await memberToken('social-other') }),
    });
    const other = (await login.json()) as { access_token: string; user: { id: string } };
    const liked = await fetch(
      `${demo.url}/api/demo/congressresources/${lecture.id}/like?user_id=${encodeURIComponent(other.user.id)}`,
      { method: 'POST', headers: { authorization: `Bearer ${other.access_token}` } },
    );
    expect(liked.status).toBe(200);
    const batches: Response[] = [];
    const { page, tab } = await open(sessionPath, {
      member: 'social-event',
      watch: (p) =>
        p.on('response', (r) => {
          if (/\/like\?resourceIds=/.test(r.url())) batches.push(r);
        }),
    });
    const like = page
      .locator('.cp-detail__resources')
      .getByRole('button', { name: new RegExp(`^Like: ${escapeRe(lecture.title)}, \\d+ likes$`) });
    await expect.poll(() => batches.length, wait).toBe(1);
    const counts = ((await batches[0].json()) as { data: Record<string, number> }).data;
    expect(Object.keys(counts)).toContain(String(lecture.id));
    expect(counts[lecture.id]).toBeGreaterThanOrEqual(1);
    await expect.poll(() => like.textContent(), wait).toBe(String(counts[lecture.id]));
    expect(batches).toHaveLength(1);
    await tab.close();
  });

  it('CRDetail action bar: share the video at its current time (t), cite as BibTeX and plain text, favourite onto /favourites; axe clean', async () => {
    const { page, tab } = await open(lecturePath, { member: 'social-bar' });
    const bar = detailBar(page);
    const title = (await page.locator('#cp-portal-title').textContent())!.trim();
    await page
      .getByRole('button', { name: /^Play “/ })
      .first()
      .click();
    const video = page.locator('.cp-detail__media video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(1.5);
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    const at = Math.floor(await video.evaluate((v: HTMLVideoElement) => v.currentTime));

    await bar.getByRole('button', { name: 'Share' }).click();
    const dialog = page.locator('.cp-dialog');
    await dialog.waitFor(wait);
    expect(await dialog.locator('h2').textContent()).toBe('Share this video');
    expect(await dialog.getByRole('checkbox').isChecked()).toBe(true);
    const link = new URL(await dialog.locator('input[readonly]').inputValue());
    expect(link.pathname).toBe(lecturePath);
    expect(link.searchParams.get('t')).toBe(String(at));
    expect(link.searchParams.has('jwtoken')).toBe(false); // the page's own address, never its sign-in token
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/detail-share-1280.png` });
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), wait).toBe(0);

    await bar.getByRole('button', { name: 'Cite' }).click();
    await dialog.waitFor(wait);
    const text = dialog.locator('textarea');
    expect(await text.inputValue()).toMatch(/^@misc\{[\w-]+,\n/);
    expect(await text.inputValue()).toContain(`url = {${link.origin}${lecturePath}}`);
    await expectNoAxeViolations(page);
    await dialog.getByRole('radio', { name: 'Plain text' }).check();
    expect(await text.inputValue()).not.toContain('@misc');
    expect(await text.inputValue()).toContain(`${link.origin}${lecturePath}`);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), wait).toBe(0);

    const fav = bar.locator('.cp-social__favourite');
    await expect.poll(() => fav.getAttribute('aria-pressed'), wait).toBe('false');
    await fav.click();
    await expect.poll(() => fav.getAttribute('aria-pressed'), wait).toBe('true');
    await settled(fav);
    await page.goto(`${demo.url}/portal/favourites`);
    await waitForPainted(page, 'portal');
    const item = page.locator('.cp-favourites__item');
    await expect.poll(() => item.count(), wait).toBe(1);
    expect((await item.locator('.cp-card__title').textContent())!.trim()).toBe(title);
    await tab.close();
  }, 180_000); // two axe scans of the whole detail page (≈ 25 s each on a loaded machine)

  it('CRDetail for a visitor: like and favourite open the sign-in prompt (Login with a redirect back)', async () => {
    const { page, tab } = await open(lecturePath);
    const bar = detailBar(page);
    await bar.locator('.cp-social__like').click();
    await expect.poll(() => route(page), wait).toBe('Login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(lecturePath.replace(/^\/portal/, ''));
    await page.goBack();
    await bar.locator('.cp-social__favourite').click();
    await expect.poll(() => route(page), wait).toBe('Login');
    await tab.close();
  });
});

describe('favourites of sessions and slides (spec 1 §2 /favourites; spec 2 §5 the event summary and slides)', () => {
  const group = (page: Page, name: string) =>
    page.locator('.cp-favourites__group').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const removedAll = (page: Page) =>
    expect
      .poll(() => page.locator('.cp-favourites').textContent(), wait)
      .toContain('You have not saved any favourites yet.');
  /** /favourites lists exactly the saved item under its group; removing it there empties the page. */
  const onFavouritesThenRemoved = async (page: Page, name: string, title: string) => {
    await page.goto(`${demo.url}/portal/favourites`);
    await waitForPainted(page, 'portal');
    const items = group(page, name);
    await expect.poll(() => items.locator('.cp-favourites__item').count(), wait).toBe(1);
    expect((await items.locator('.cp-card__title').textContent())!.trim()).toBe(title);
    await items.locator('.cp-social__favourite').click();
    await removedAll(page);
  };

  it('a session saved on its EventDetail shows on /favourites under Sessions and is removed there', async () => {
    const { page, tab } = await open(sessionPath, { member: 'social-event-fav' });
    const fav = page.locator('.cp-detail__header .cp-social__favourite');
    await expect.poll(() => fav.getAttribute('aria-pressed'), wait).toBe('false');
    const title = (await page.locator('#cp-portal-title').textContent())!.trim();
    await fav.click();
    await expect
      .poll(() => page.locator('.cp-detail__header [role="status"]').textContent(), wait)
      .toBe('Saved to your favourites.');
    expect(await fav.getAttribute('aria-pressed')).toBe('true');
    // Sessions on /favourites are the agenda (one list with the timetable's "My schedule"): removed from there.
    await page.goto(`${demo.url}/portal/favourites`);
    await waitForPainted(page, 'portal');
    const remove = group(page, 'Sessions').getByRole('button', { name: `Remove ${title} from my schedule` });
    await expect.poll(() => remove.count(), wait).toBe(1);
    await remove.click();
    await removedAll(page);
    await tab.close();
  });

  it('a slide saved from the slides list shows on /favourites under Slides and is removed there', async () => {
    const { page, tab } = await open('/portal/library/slides', { member: 'social-slide-fav' });
    await listing(page);
    await page.locator('.cp-slide').nth(1).click();
    const panel = page.locator('.cp-library__slide');
    const title = (await panel.locator('.cp-library__slide-title').textContent())!.trim();
    const fav = panel.locator('.cp-social__favourite');
    await expect.poll(() => fav.getAttribute('aria-pressed'), wait).toBe('false');
    await fav.click();
    await expect.poll(() => fav.getAttribute('aria-pressed'), wait).toBe('true');
    await settled(fav);
    await onFavouritesThenRemoved(page, 'Slides', title);
    await tab.close();
  });

  it('issue 11 bad input: a favourite the server fails (500, once) restores the button and says so; the next click saves', async () => {
    const { page, tab } = await open('/portal/library', { member: 'social-fav-500' });
    await listing(page);
    const card = firstCard(page);
    const fav = card.locator('.cp-social__favourite');
    await expect.poll(() => fav.getAttribute('aria-pressed'), wait).toBe('false');
    await page.route(
      (url) => url.pathname.endsWith('/basket/events'),
      (r) =>
        r.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'internal_error', message: 'failed for the test' } }),
        }),
      { times: 1 },
    );
    const failed = page.waitForResponse((r) => r.url().includes('/basket/events'));
    await fav.click();
    expect((await failed).status()).toBe(500);
    await settled(fav);
    expect(await fav.getAttribute('aria-pressed')).toBe('false');
    // The outcome is announced in the button's status region (visually hidden: the button itself shows the state).
    await expect
      .poll(() => card.locator('.cp-social__favourite + [role="status"]').textContent(), wait)
      .toBe('The favourite could not be saved. Please try again.');
    await fav.click();
    await expect
      .poll(() => card.locator('.cp-social__favourite + [role="status"]').textContent(), wait)
      .toBe('Saved to your favourites.');
    expect(await fav.getAttribute('aria-pressed')).toBe('true');
    await tab.close();
  });
});
