/**
 * Issue 11 item 5: the resource lists of EventDetail (20 a page) and SpeakerDetail (40 a page, date descending),
 * their retry state, and CRDetail's transcript download without a known language, in real Chromium.
 *
 * The demo data has at most 4 resources per event, 24 per speaker, and every resource names its transcript
 * languages. Changing the generator for these cases would move the counts other files rely on, so this file
 * serves a copy of the demo dataset with additions of its own (deterministic: derived from the committed JSON):
 * one new session and one new speaker, each with 45 new resources at distinct times, and one new lecture whose
 * transcript languages are empty. The server is the real reference server reading that copy (`datasetDir`).
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from '../../demo/server/app';
import { tempDataDir, withDemo } from './support/suite';

type R = Record<string, unknown> & { slug: string; project: string; id: number };
const DEMO = join(REPO_ROOT, 'demo/data/dataset');
const read = (file: string): R[] => JSON.parse(readFileSync(join(DEMO, 'demo', file), 'utf8'));
const ADDED = 45;

/** The additions: a session and a speaker with 45 resources each (3 pages of 20, 2 pages of 40), and a lecture without transcript languages. */
function additions() {
  const resources = read('congressresources.json');
  const events = read('events.json');
  const speakers = read('speakers.json');
  const template = resources.find(
    (r) =>
      r.project === 'dmc2026' &&
      r.status === 6 &&
      r.consent === 1 &&
      r.crtype === 'lecture' &&
      r.crdisplaytype === 'html',
  )!;
  const event = {
    ...events.find((e) => e.project === 'dmc2026')!,
    id: 1_190_001,
    pid: 1_191_001,
    slug: 'dmc2026-paging-session',
    number: 'DMC2026-PAGING',
    title: 'Paging session',
    de_title: 'Seitenweise Sitzung',
  };
  const speaker = { ...speakers[0], id: 1_090_001, firstname: 'Paula', lastname: 'Paging' };
  const person = {
    id: speaker.id,
    firstname: speaker.firstname,
    lastname: speaker.lastname,
    title: (speakers[0] as { title?: unknown }).title,
  };
  // Distinct start times over the congress days (08:00–22:00 Berlin), so "date descending" has one right order.
  const at = (k: number) => `2026-03-0${4 + Math.floor(k / 15)}T${String(8 + (k % 15)).padStart(2, '0')}:00:00+01:00`;
  const added: R[] = Array.from({ length: ADDED }, (_, k) => ({
    ...template,
    id: 1_290_001 + k,
    slug: `paging-resource-${k}`,
    title: `Paging resource ${k}`,
    de_title: `Seitenweise ${k}`,
    datestart: at(k),
    event: { id: event.id, slug: event.slug, title: event.title, number: event.number },
    speakers: [person],
    contribution: `P${k}`,
    survey_link: null,
  }));
  const noLanguages: R = {
    ...template,
    id: 1_290_100,
    slug: 'no-transcript-language',
    title: 'A lecture without transcript languages',
    de_title: 'Ohne Transkriptsprachen',
    contribution: 'P-none',
    meta_selectedTranscriptLanguages: '',
    meta_transcriptDownload: 'true',
  };
  return {
    resources: [...resources, ...added, noLanguages],
    events: [...events, event],
    speakers: [...speakers, speaker],
    added,
    event,
    speaker,
    noLanguages,
  };
}

const data = additions();
/** The demo dataset with this file's resources, events and speakers in place of the demo ones. */
const dataset = tempDataDir('cp-e2e-detail-dataset-');
beforeAll(() => {
  cpSync(DEMO, dataset.dir, { recursive: true });
  writeFileSync(join(dataset.dir, 'demo/congressresources.json'), JSON.stringify(data.resources));
  writeFileSync(join(dataset.dir, 'demo/events.json'), JSON.stringify(data.events));
  writeFileSync(join(dataset.dir, 'demo/speakers.json'), JSON.stringify(data.speakers));
});
afterAll(() => dataset.remove());
const demo = withDemo({ server: { datasetDir: dataset.dir }, quiet: true });

async function open(path: string, width = 1280, before?: (page: Page) => Promise<unknown>): Promise<Page> {
  return (await demo.open(path, { width, before, member: true, painted: 'portal', acceptCookies: true })).page;
}
const cards = (page: Page) => page.locator('.cp-detail__resources .cp-card');
/** The slugs of the listed resources, in their order on screen. */
const listedSlugs = (page: Page) =>
  page
    .locator('.cp-detail__resources .cp-card__title a')
    .evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').split('/').pop()));
const startOf = new Map(data.added.map((r) => [r.slug, Date.parse(String(r.datestart))]));
const pageParam = (page: Page) => new URL(page.url()).searchParams.get('page');

describe('SpeakerDetail: their resources, 40 a page, date descending (spec 2 §2)', () => {
  it('page 1 lists the 40 newest, page 2 the other 5, in descending start time; the page is in the URL', async () => {
    const page = await open(`/portal/speakers/${data.speaker.id}`);
    await expect
      .poll(() => page.locator('#cp-detail-resources').textContent(), { timeout: 15_000 })
      .toBe(`Contributions (${ADDED})`);
    await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(40);
    const first = await listedSlugs(page);
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect.poll(() => pageParam(page), { timeout: 10_000 }).toBe('2');
    await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(ADDED - 40);
    const all = [...first, ...(await listedSlugs(page))];
    expect(new Set(all).size).toBe(ADDED);
    const times = all.map((slug) => startOf.get(String(slug)));
    expect(times).toEqual([...times].sort((a, b) => Number(b) - Number(a)));
    // Topics stay those of the first page while the list pages on (no flicker of the tags).
    expect(await page.locator('.cp-detail__tags a').count()).toBeGreaterThan(0);
    await page.close();
  }, 120_000);
});

describe('EventDetail: 20 resources a page (spec 2 §2)', () => {
  it('a deep link to page 2 shows the next 20; the pagination moves on to page 3 with the rest', async () => {
    const page = await open(`/portal/dmc2026/events/${data.event.slug}?page=2`);
    await expect
      .poll(() => page.locator('#cp-detail-resources').textContent(), { timeout: 15_000 })
      .toBe(`Contributions (${ADDED})`);
    await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(20);
    expect(await page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    const second = await listedSlugs(page);
    const newestFirst = [...data.added]
      .sort((a, b) => Date.parse(String(b.datestart)) - Date.parse(String(a.datestart)))
      .map((r) => r.slug);
    expect(second).toEqual(newestFirst.slice(20, 40));
    await page.getByRole('link', { name: 'Page 3' }).click();
    await expect.poll(() => pageParam(page), { timeout: 10_000 }).toBe('3');
    await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(ADDED - 40);
    await page.close();
  }, 120_000);

  it('a failed list shows the translated retry state; "Try again" loads it', async () => {
    let blocked = true;
    // Only the session's resource list fails (the api client's two retries included), the page itself loads.
    const page = await open(`/portal/dmc2026/events/${data.event.slug}`, 1280, (p) =>
      p.route(
        (url) =>
          url.pathname.endsWith('/congressresources.json') &&
          (url.searchParams.get('filter') ?? '').includes(`event.slug==${data.event.slug}`),
        (route) => (blocked ? route.abort() : route.continue()),
      ),
    );
    const alert = page.locator('.cp-detail__resources [role="alert"]');
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toContain('Loading failed');
    blocked = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(20);
    expect(await alert.count()).toBe(0);
    await page.close();
  }, 120_000);
});

describe('CRDetail: transcript download without a known player language (spec 2 §4)', () => {
  it('the button is disabled and says the transcript is not available', async () => {
    const page = await open(`/portal/dmc2026/crs/${data.noLanguages.slug}`);
    const button = page.getByRole('button', { name: 'Transcript not available' });
    await button.waitFor({ timeout: 15_000 });
    expect(await button.isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Download transcript (PDF)' }).count()).toBe(0);
    await page.close();
  }, 60_000);
});
