/**
 * Likes in real Chromium against the reference server: they toggle with one batch like-count request per listing
 * (the library and EventDetail's resources), and a like survives a reload (the batch carries the user; CRDetail asks
 * alreadyLiked); a like the server refuses (the session revoked: a real 401) restores the button and says so; a
 * visitor's favourite or like opens the sign-in prompt.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import { networkQuiet, openPage, waitForPainted } from './support/browser';
import {
  socialSuite,
  SHOTS,
  memberToken,
  listing,
  route,
  firstCard,
  likeCard,
  wait,
  lecture,
  lecturePath,
  sessionPath,
  detailBar,
  escapeRe,
  settled,
} from './support/social';

const { demo, open } = socialSuite();

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
    // The page's first requests answered (the agenda's basket poll among them): a request with the old session
    // after the revocation would sign the page out, and the click would ask to sign in instead of liking.
    await networkQuiet(page);
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
});
