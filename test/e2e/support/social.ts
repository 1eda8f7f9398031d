/**
 * The set-up the portal-social browser-test files share: the file's server and browser (`withDemo`, quiet, with a
 * screenshot folder), signed-in tabs by a member's JWT, and the demo data's published lecture and its session.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { beforeAll, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from '../../../demo/server/app';
import type { TrackedPage } from './browser';
import { withDemo } from './suite';

export type R = Record<string, unknown> & { id: number; slug: string; project: string; title: string };

export const SHOTS = 'test-results/portal-social';
export const memberToken = (subject: string) =>
  new SignJWT({ name: 'Social Member', membership: 'member' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('demo-jwt-secret'));
export const listing = (page: Page) => page.locator('.cp-library[data-state="done"]').waitFor({ timeout: 10_000 });
export const route = (page: Page) => page.locator('.cp-portal').getAttribute('data-route');
export const firstCard = (page: Page) => page.locator('.cp-library__tiles .cp-card').first();
/** The first card a like shows on (published resources only: core canLike). */
export const likeCard = (page: Page) => page.locator('.cp-library__tiles .cp-card:has(.cp-social__like)').first();
export const wait = { timeout: 10_000 };
export const dataset = (list: string): R[] =>
  JSON.parse(readFileSync(join(REPO_ROOT, `demo/data/dataset/demo/${list}.json`), 'utf8'));
/** A published lecture open to visitors (PROMO / free: docs/api.md "Capability rules"), with a player and a session. */
export const lecture = dataset('congressresources').find(
  (r) =>
    r.project === 'dmc2026' &&
    r.status === 6 &&
    r.consent === 1 &&
    r.crtype === 'lecture' &&
    r.crdisplaytype !== 'external-link' &&
    (r.PROMO === 'yes' || r.free === 1) &&
    !!(r.event as { slug?: string } | undefined)?.slug,
)!;
export const lecturePath = `/portal/${lecture.project}/crs/${lecture.slug}`;
export const session = dataset('events').find((e) => e.slug === (lecture.event as { slug: string }).slug)!;
export const sessionPath = `/portal/${session.project}/events/${session.slug}`;
export const detailBar = (page: Page) => page.locator('.cp-detail__main > .cp-detail__actions');
export const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Waits for a toggle's call to end (the store's loading flag, spec 2 §4). */
export const settled = (button: ReturnType<Page['locator']>) =>
  expect.poll(() => button.getAttribute('aria-busy'), wait).toBe(null);

/** Call once at the top of a file: starts its server and browser (`withDemo`) and warms the search index. */
export function socialSuite() {
  const demo = withDemo({ shots: SHOTS, quiet: true });
  // Builds the search index before the first page asks.
  beforeAll(() => fetch(`${demo.url}/api/search/demo?limit=0`));

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

  return { demo, open };
}
