/**
 * The set-up the portal-library browser-test files share: the file's server (with the Camp 2019 frab excerpt as an
 * imported schedule) and browser, quiet, and the library listing's helpers.
 */
import { join } from 'node:path';
import { beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from '../../../demo/server/app';
import { withDemo } from './suite';

export const SHOTS = 'test-results/portal-library';
/** The listing has its answer (data-state done) and no request is pending. */
export const settled = (page: Page) => page.locator('.cp-library[data-state="done"]').waitFor();
export const pathOf = (page: Page) => {
  const u = new URL(page.url());
  return u.pathname + u.search;
};
export const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
export const titles = (page: Page) => page.locator('.cp-card__title, .cp-library__table tbody th').allTextContents();
export const countText = (page: Page) => page.locator('.cp-library__count').textContent();
export const route = (page: Page) => page.locator('.cp-portal').getAttribute('data-route');

/** Call once at the top of a file: starts its server and browser (`withDemo`) and warms the search index. */
export function librarySuite() {
  const demo = withDemo({
    shots: SHOTS,
    server: { schedules: [join(REPO_ROOT, 'test/fixtures/schedules/camp2019-excerpt.frab.json')] },
    quiet: true,
  });
  // Builds the search index before the first page asks.
  beforeAll(() => fetch(`${demo.url}/api/search/demo?limit=0`));

  async function open(path: string, width = 1280): Promise<Page> {
    const { page } = await demo.open(path, { width, painted: 'portal' });
    await settled(page);
    return page;
  }

  return { demo, open };
}
