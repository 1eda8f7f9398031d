/**
 * The share and citation dialogs in real Chromium against the reference server: the share link (with t: a slide's
 * time, the video's current time on CRDetail) and the citation (BibTeX, plain) are copied; the native share where the
 * browser has it; a stalled chunk shows "took too long" with Try again; CRDetail's action bar, also for a visitor;
 * axe scans of both dialogs; screenshots at 375 and 1280 px (test-results/portal-social/, git-ignored).
 */
import { describe, expect, it } from 'vitest';
import { openPage, waitForPainted } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { socialSuite, SHOTS, listing, route, likeCard, wait, lecturePath, detailBar, settled } from './support/social';

const { demo, open } = socialSuite();

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
