/**
 * The set-up the page-widgets browser-test files share: the file's server and browser with a screenshot folder
 * (test-results/page-widgets/), the gallery's pages, mounting a widget by code, and the carousel's dot index.
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { withDemo } from './suite';
import { REPO_ROOT } from '../../../demo/server/app';
import { galleryTable } from '../../../demo/server/http/gallery-pages';
import { mountByCode } from './browser';

export const SHOTS = 'test-results/page-widgets';
export const LIVE = 'fakenow=2026-03-04T10:30:00%2B01:00';
/** Every gallery page (demo/site/gallery/widgets.json) and how many mounts it paints: the default and its `more`. */
export const GALLERY = galleryTable(join(REPO_ROOT, 'demo', 'site')).widgets.map(
  ({ widget, more }): [widget: string, painted: number] => [widget, 1 + (more?.length ?? 0)],
);
/** Mounts a widget by code (CongressPortal.mount) into a new element of the page's main. */
export const mount = (page: Page, id: string, widget: string, settings: unknown, extra: Record<string, unknown> = {}) =>
  mountByCode(page, id, { widget, project: 'dmc2026', settings, ...extra });
export const dotIndex = (root: Locator) =>
  root
    .locator('.cp-carousel__dot')
    .evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-current') === 'true'));
/**
 * The dot index once it holds still: a slide change that began just before the pause (hover, focus, the button)
 * finishes its smooth scroll first, and the dots follow the scroll. Reading at once raced it under load.
 */
export async function settledIndex(root: Locator): Promise<number> {
  let last = await dotIndex(root);
  for (let i = 0; i < 10; i++) {
    await new Promise((resolve) => setTimeout(resolve, 400));
    const now = await dotIndex(root);
    if (now === last) return now;
    last = now;
  }
  return last;
}

/** Call once at the top of a file: starts its server and browser (`withDemo`). */
export function pageWidgetsSuite() {
  const demo = withDemo({ shots: SHOTS });

  return { demo };
}
