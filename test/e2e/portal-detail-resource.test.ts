/**
 * CRDetail (spec 2 §2, §4) in real Chromium against the reference server: each status/consent combination of the
 * demo data, the scheduled placeholder, e-posters and abstracts, the transcript download, the survey link's user
 * placeholder and a shared link's start time; axe scans, zero page errors, screenshots at 375 and 1280 px
 * (test-results/portal-detail/, git-ignored). The paged lists of EventDetail and SpeakerDetail are in
 * portal-detail-lists.test.ts (a dataset with more resources per list).
 */
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import {
  detailSuite,
  find,
  notExternal,
  playableLecture,
  infotextLong,
  crPath,
  heading,
  route,
  shot,
} from './support/detail';

const { open } = detailSuite();

describe('CRDetail (spec 2 §2, §4)', () => {
  it('a published lecture: player, type, localised title, badges, speakers, date in the project zone, likes, description read more / less by keyboard, topics; axe clean at 1280 and 375 px', async () => {
    const r = find(
      (x) => playableLecture(x) && infotextLong(x) && Array.isArray(x.speakers) && (x.speakers as unknown[]).length > 0,
    );
    const page = await open(crPath(r));
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe(r.title);
      expect(await route(page)).toBe('CRDetail');
      await page.locator('.cp-detail__media--player video').waitFor({ timeout: 10_000 });
      expect(await page.locator('.cp-detail__kicker').textContent()).toContain('Lecture');
      expect(await page.locator('.cp-detail__speakers a').count()).toBe((r.speakers as unknown[]).length);
      expect(await page.locator('.cp-detail__meta').textContent()).toMatch(/2026/);
      await expect
        .poll(() => page.locator('.cp-detail__actions .cp-social__like').textContent(), { timeout: 10_000 })
        .toMatch(/^\d+$/);
      // Description: clipped at 125 px, read more / less by keyboard (Enter, then Space).
      const more = page.getByRole('button', { name: 'Read more' });
      await more.waitFor({ timeout: 10_000 });
      const clip = page.locator('.cp-detail__clip').first();
      expect(await clip.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(125);
      await more.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => clip.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(125);
      const less = page.getByRole('button', { name: 'Read less' });
      expect(await less.getAttribute('aria-expanded')).toBe('true');
      await less.focus();
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: 'Read more' }).waitFor();
      await page.locator('.cp-detail__related, .cp-detail__tags').first().waitFor({ timeout: 10_000 });
      await shot(page, `cr-player-${width}`);
      await expectNoAxeViolations(page);
    }
    await page.close();
  }, 180_000);

  // Spec 2 §4: the player or poster only for status 6 with consent not 0; otherwise the status placeholder (after the
  // session: processing, with the client's image), and the consent notices: consentLive 0 → not broadcast, consent 0
  // → not on demand. One row per status/consent/consentLive combination of the demo data (dmc2026, not external).
  const BROADCAST = 'not broadcast';
  const ON_DEMAND = 'not available on demand';
  it.each([
    [
      'status 6, consent 0, consentLive 0: no player, both notices',
      { status: 6, consent: 0, consentLive: 0 },
      [BROADCAST, ON_DEMAND],
    ],
    ['status 6, consent 0, consentLive 1: not on demand', { status: 6, consent: 0, consentLive: 1 }, [ON_DEMAND]],
    [
      'status 1, consent 0, consentLive 1: placeholder, not on demand',
      { status: 1, consent: 0, consentLive: 1 },
      ['being processed', ON_DEMAND],
    ],
    ['status 1, consent 1: placeholder only', { status: 1, consent: 1, consentLive: 1 }, ['being processed']],
    [
      'status 2, consent 1 (not yet published): placeholder only',
      { status: 2, consent: 1, consentLive: 1 },
      ['being processed'],
    ],
    [
      'status 2, consent 0, consentLive 0: placeholder, both notices',
      { status: 2, consent: 0, consentLive: 0 },
      ['being processed', BROADCAST, ON_DEMAND],
    ],
    [
      'status 4, consent 0: placeholder, not on demand',
      { status: 4, consent: 0, consentLive: 1 },
      ['being processed', ON_DEMAND],
    ],
    ['status 4, consent 1: placeholder only', { status: 4, consent: 1, consentLive: 1 }, ['being processed']],
  ])(
    '%s; axe clean at 1280 and 375 px',
    async (_name, combo, texts) => {
      const r = find(
        (x) =>
          x.status === combo.status &&
          x.consent === combo.consent &&
          x.consentLive === combo.consentLive &&
          notExternal(x),
      );
      const page = await open(crPath(r));
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.locator('.cp-detail__status').waitFor({ timeout: 10_000 });
        expect(await page.locator('.cp-detail__media video').count()).toBe(0);
        const text = await page.locator('.cp-detail__status').textContent();
        for (const t of texts) expect(text).toContain(t);
        for (const t of [BROADCAST, ON_DEMAND].filter((n) => !texts.includes(n))) expect(text).not.toContain(t);
        // Status 6 is published: only consent keeps the player away, so no "being processed".
        if (combo.status === 6) expect(text).not.toContain('being processed');
        // Nothing is cut off: the placeholder grows to its notices (375 px with two of them).
        expect(await page.locator('.cp-detail__status').evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(
          true,
        );
        if (combo.status !== 6)
          await expect
            .poll(() => page.locator('.cp-detail__status img').getAttribute('src'), { timeout: 10_000 })
            .toContain('status-processing');
        await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe(r.title);
        await shot(page, `cr-status-s${combo.status}c${combo.consent}l${combo.consentLive}-${width}`);
        await expectNoAxeViolations(page);
      }
      await page.close();
    },
    180_000,
  );

  it('before the session (fakenow) the placeholder says scheduled, with the scheduled image', async () => {
    const r = find((x) => x.status === 2 && x.consent === 1 && notExternal(x));
    const page = await open(`${crPath(r)}?fakenow=2026-01-01T10:00:00Z`);
    await page.locator('.cp-detail__status[data-status="scheduled"]').waitFor({ timeout: 10_000 });
    expect(await page.locator('.cp-detail__status').textContent()).toContain('available after the session');
    await expect
      .poll(() => page.locator('.cp-detail__status img').getAttribute('src'), { timeout: 10_000 })
      .toContain('status-scheduled');
    await page.close();
  });

  it('a published e-poster shows its poster, PDF links, co-authors with a count-aware heading; an abstract has no description section', async () => {
    const r = find(
      (x) => x.status === 6 && x.consent === 1 && x.crtype === 'eposter' && x.crdisplaytype === 'pdf' && !!x.CoAuthors,
    );
    const page = await open(crPath(r));
    await page.locator('.cp-detail__media--poster').waitFor({ timeout: 10_000 });
    expect(await page.getByRole('link', { name: /Open poster/ }).getAttribute('href')).toContain(
      '/api/player/translations/',
    );
    expect(await page.getByRole('link', { name: 'Download PDF' }).count()).toBe(1);
    expect(await page.locator('.cp-detail__people h2').first().textContent()).toBe('Co-authors (2)');
    await shot(page, 'cr-poster-1280');
    await expectNoAxeViolations(page);
    await page.close();
    const abstract = find((x) => x.crtype === 'abstract' && notExternal(x));
    const second = await open(crPath(abstract));
    await expect.poll(() => heading(second).textContent(), { timeout: 10_000 }).toBe(abstract.title);
    expect(await second.getByRole('heading', { name: 'Description' }).count()).toBe(0);
    await second.close();
  });

  it('transcript download: a PDF link once the player languages are known', async () => {
    const r = find((x) => playableLecture(x) && x.meta_transcriptDownload === 'true');
    const page = await open(crPath(r));
    const link = page.getByRole('link', { name: 'Download transcript (PDF)' });
    await link.waitFor({ timeout: 10_000 });
    expect(await link.getAttribute('href')).toMatch(/\/player\/translations\/\d+\/transcript_doc_en\.pdf$/);
    await page.close();
  });

  it("survey link: the user-id placeholder becomes the signed-in user's URL-encoded uuid (spec 2 §5)", async () => {
    const r = find((x) => String(x.survey_link).includes('###uuid###') && notExternal(x));
    const page = await open(crPath(r));
    const link = page.getByRole('link', { name: 'Take the survey' });
    await link.waitFor({ timeout: 10_000 });
    // The demo accounts carry no separate uuid: the portal falls back to the user id (src/portal/detail/parts.tsx), 'u-member'.
    expect(await link.getAttribute('href')).toBe(
      String(r.survey_link).replace('###uuid###', encodeURIComponent('u-member')),
    );
    expect(await link.getAttribute('href')).toBe('https://example.org/survey?user=u-member');
    await page.close();
  });

  it('a shared link with t starts the video there (spec 2 §4 share with timestamp)', async () => {
    const r = find((x) => x.status === 6 && x.consent === 1 && x.crtype === 'lecture' && notExternal(x));
    const page = await open(`${crPath(r)}?t=8`);
    const video = page.locator('.cp-detail__media--player video');
    await video.waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: /^Play “/ }).click();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(8);
    await page.close();
  }, 60_000);
});
