/**
 * The README's pictures (docs/images/*.png) are taken by the browser tests that already visit their pages, at the
 * end of what those tests check, and only when `UPDATE_PICTURES=1` (`npm run pictures`): an ordinary run, in CI
 * too, writes nothing into the tree.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from '../../../demo/server/app';
import { networkQuiet } from './browser';

const wanted = process.env.UPDATE_PICTURES === '1';
/** The README's two windows: a desktop browser and a phone, each one screen high. */
const HEIGHT = { 1280: 900, 375: 760 } as const;

/** Writes `docs/images/<name>-<width>.png`, the first screen of `page` at that width (when pictures are wanted). */
export async function readmePicture(page: Page, name: string, width: keyof typeof HEIGHT): Promise<void> {
  if (!wanted) return;
  await page.setViewportSize({ width, height: HEIGHT[width] });
  await page.evaluate(() => window.scrollTo(0, 0));
  await networkQuiet(page);
  // Two frames, so the layout of the new width is painted.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.screenshot({ path: join(REPO_ROOT, 'docs', 'images', `${name}-${width}.png`) });
}
