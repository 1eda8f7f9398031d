/**
 * Issue 11 item 8: advertisements placed by their rules on listing and detail routes, against the reference server's
 * ads (demo/data/generate/extras.ts): location `library` on every listing (boost 10), filter `topics==Cardiology`
 * (boost 5), location `crdetail` on lecture pages (boost 3), a module rule `topics: Neurology` (boost 20) on the
 * detail pages of neurology items and nowhere else; an ad without rules shows nowhere. Boost order, the labelled
 * region, axe, no page errors.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withDemo } from './support/suite';
import { networkQuiet, type TrackedPage } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { REPO_ROOT } from '../../demo/server/app';

type R = Record<string, unknown> & { id: number; slug: string; project: string };
const dataset = (name: string): R[] =>
  JSON.parse(readFileSync(join(REPO_ROOT, `demo/data/dataset/demo/${name}.json`), 'utf8'));

const T = { timeout: 10_000 };

const demo = withDemo({ quiet: true });

/** The headings of the shown ads' banners, in order (each ad is a single-image with a heading). */
const adHeadings = (tab: TrackedPage) =>
  tab.page
    .locator('[data-congress-portal] aside.cp-ads .cp-ads__ad')
    .evaluateAll((ads) =>
      ads.map(
        (ad) =>
          ad.getAttribute('data-ad') +
          ':' +
          [...ad.querySelectorAll('.cp-portal-grid__widget')]
            .map((w) => w.shadowRoot?.textContent?.trim() ?? '')
            .join(''),
      ),
    );

const hasTopic = (r: R, topic: string) => Array.isArray(r.topics) && r.topics.includes(topic);
const playableLecture = (r: R) =>
  r.project === 'dmc2026' &&
  r.crtype === 'lecture' &&
  r.status === 6 &&
  r.consent === 1 &&
  r.crdisplaytype !== 'external-link';

describe('issue 11 item 8: advertisements by placement rules', () => {
  it('a listing shows the `library` ad after its results, in a labelled region; axe finds nothing', async () => {
    const tab = await demo.open('/portal/library/congressresources', { painted: 'portal' });
    const region = tab.page.locator('[data-congress-portal] aside.cp-ads');
    await expect.poll(() => region.count(), T).toBe(1);
    expect(await region.getAttribute('aria-label')).toBe('Advertisement');
    await expect.poll(() => adHeadings(tab), T).toEqual([expect.stringContaining('Sponsor in the library')]);
    // After the results: the region follows the listing's body in the document.
    expect(await tab.page.locator('[data-congress-portal] .cp-library__body + aside.cp-ads').count()).toBe(1);
    await tab.page.locator('[data-congress-portal] .cp-library[data-state="done"]').waitFor();
    await expectNoAxeViolations(tab.page);
    await tab.close();
  });

  it('an active Cardiology filter adds its ad, below the higher-boosted library ad', async () => {
    const tab = await demo.open(
      `/portal/library/congressresources?filter=${encodeURIComponent('topics==Cardiology')}`,
      { painted: 'portal' },
    );
    await expect
      .poll(() => adHeadings(tab), T)
      .toEqual([expect.stringContaining('Sponsor in the library'), expect.stringContaining('Cardiology sponsor')]);
    await tab.close();
  });

  it('a lecture page shows the `crdetail` ad; a speaker page none', async () => {
    const lecture = dataset('congressresources').find((r) => playableLecture(r) && !hasTopic(r, 'Neurology'))!;
    const tab = await demo.open(`/portal/${lecture.project}/crs/${lecture.slug}`, { painted: 'portal' });
    await expect.poll(() => adHeadings(tab), T).toEqual([expect.stringContaining('Sponsor of the lectures')]);
    await tab.close();
    const speaker = dataset('speakers')[0];
    const other = await demo.open(`/portal/speakers/${speaker.id}`, { painted: 'portal' });
    await other.page.locator('[data-congress-portal] h1').first().waitFor(T);
    await networkQuiet(other.page);
    expect(await other.page.locator('[data-congress-portal] aside.cp-ads').count()).toBe(0);
    await other.close();
  });

  it('spec 1 §5 module rule: the `topics: Neurology` ad shows on neurology lecture and session pages (first, boost 20), not on other pages nor on a listing filtered by Neurology', async () => {
    const lecture = dataset('congressresources').find((r) => playableLecture(r) && hasTopic(r, 'Neurology'))!;
    const tab = await demo.open(`/portal/${lecture.project}/crs/${lecture.slug}`, { member: true, painted: 'portal' });
    await expect
      .poll(() => adHeadings(tab), T)
      .toEqual([expect.stringContaining('Neurology sponsor'), expect.stringContaining('Sponsor of the lectures')]);
    await tab.close();
    const session = dataset('events').find((e) => e.project === 'dmc2026' && hasTopic(e, 'Neurology'))!;
    const event = await demo.open(`/portal/${session.project}/events/${session.slug}`, {
      member: true,
      painted: 'portal',
    });
    await expect.poll(() => adHeadings(event), T).toEqual([expect.stringContaining('Neurology sponsor')]);
    await event.close();
    const other = dataset('events').find(
      (e) => e.project === 'dmc2026' && Array.isArray(e.topics) && e.topics.length > 0 && !hasTopic(e, 'Neurology'),
    )!;
    const plain = await demo.open(`/portal/${other.project}/events/${other.slug}`, { member: true, painted: 'portal' });
    await plain.page.locator('[data-congress-portal] h1').first().waitFor(T);
    await networkQuiet(plain.page);
    expect(await plain.page.locator('[data-congress-portal] aside.cp-ads').count()).toBe(0);
    await plain.close();
    const listing = await demo.open(
      `/portal/library/congressresources?filter=${encodeURIComponent('topics==Neurology')}`,
      { painted: 'portal' },
    );
    await listing.page.locator('[data-congress-portal] .cp-library[data-state="done"]').waitFor(T);
    await expect.poll(() => adHeadings(listing), T).toEqual([expect.stringContaining('Sponsor in the library')]);
    await listing.close();
  });
});
