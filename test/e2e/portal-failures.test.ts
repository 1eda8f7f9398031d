/**
 * Issue 11 bad input, "failed loads show a retry state, not an empty page", for the detail pages' own item: the
 * request that loads a CRDetail's or an EventDetail's item answers 500 once (page.route); the page shows the
 * translated portal.loadingFailed with Try again instead of a blank page, and Try again shows the item. (The detail
 * pages' resource lists are covered in portal-detail-links.test.ts; the listing and the catalog lists in
 * portal-library-views.test.ts and portal-catalog.test.ts.) Real Chromium, the reference server, zero page errors.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../demo/server/app';
import { openPage, waitForPainted } from './support/browser';
import { withDemo } from './support/suite';
import { expectNoAxeViolations } from './support/axe';

type Entry = {
  id: number;
  slug: string;
  title: string;
  project: string;
  status?: number;
  consent?: number;
  crtype?: string;
};
const dataset = (name: string): Entry[] =>
  JSON.parse(readFileSync(join(REPO_ROOT, `demo/data/dataset/demo/${name}.json`), 'utf8'));
const lecture = dataset('congressresources').find((r) => r.status === 6 && r.consent === 1 && r.crtype === 'lecture')!;
const session = dataset('events')[0];

const WAIT = { timeout: 15_000 };

const demo = withDemo({ quiet: true });

describe('a detail page whose item fails to load shows the retry state (issue 11 bad input)', () => {
  it.each([
    {
      screen: 'CRDetail',
      path: `/portal/${lecture.project}/crs/${lecture.slug}`,
      list: 'congressresources',
      item: lecture,
    },
    { screen: 'EventDetail', path: `/portal/${session.project}/events/${session.slug}`, list: 'events', item: session },
  ])(
    '$screen: its item request answers 500 once → "could not be loaded" with Try again under a heading, no blank page, axe; Try again shows the item',
    async ({ screen, path, list, item }) => {
      const tab = await openPage(demo.browser);
      demo.tabs.push(tab);
      const { page } = tab;
      // Only the item's own request (limit=1, filtered by its slug), not the page's related lists.
      const itemRequest = new RegExp(
        `/api/demo/wcm/${list}\\.json\\?(?=.*limit=1(&|$))(?=.*slug%3D%3D${item.slug}(&|$))`,
      );
      const failed: string[] = [];
      await page.route(
        itemRequest,
        (r) => {
          failed.push(r.request().url());
          return r.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' });
        },
        { times: 1 },
      );
      await page.setViewportSize({ width: 1280, height: 900 });
      // Members-only content: the guard signs the demo member in by the query token (docs/api.md "Capability rules").
      await page.goto(`${demo.url}${path}?token=demo-member-token`);
      await waitForPainted(page, 'portal');
      const error = page.locator('.cp-portal [role="alert"]').filter({ hasText: 'could not be loaded' });
      await error.waitFor(WAIT);
      expect(failed).toHaveLength(1);
      expect(await page.locator('.cp-portal').getAttribute('data-route')).toBe(screen);
      expect(await error.locator('.cp-error__message').textContent()).toBe(
        'This page could not be loaded. Please try again later.',
      );
      expect(await page.locator('#cp-portal-title').count()).toBe(0);
      // The state is the whole page: its title is the page's one heading (axe page-has-heading-one).
      expect(await page.locator('.cp-portal h1').textContent()).toBe('Something went wrong');
      await expectNoAxeViolations(page);
      await error.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => page.locator('#cp-portal-title').textContent(), WAIT).toBe(item.title);
      expect(await page.locator('.cp-error').count()).toBe(0);
      expect(tab.console.some((l) => l.startsWith('warning') && l.includes('the page could not be loaded'))).toBe(true);
      await tab.close();
    },
    90_000,
  );
});
