/**
 * Every widget gallery page, on air, in the sweep of the demo site (support/site-sweep.ts): each example brought into
 * view and painted, CLS ≤ 0.01, a quiet console under both names of the server (the package gallery's one deliberate
 * warning aside), controls in reach at 375 px, axe at 1280 px, screenshots.
 */
import { describe, expect, it } from 'vitest';
import { GALLERY_VISITS, siteSweep } from './support/site-sweep';

const { sweep } = siteSweep();

describe('the widget gallery pages', () => {
  it('every widget with a gallery page is in the sweep', () => {
    expect(GALLERY_VISITS.length).toBeGreaterThanOrEqual(17);
    expect(GALLERY_VISITS.every((v) => v.examples && v.examples.count >= 1)).toBe(true);
  });

  sweep(GALLERY_VISITS);
});
