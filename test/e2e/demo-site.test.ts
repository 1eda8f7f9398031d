/**
 * Every demo page in the sweep of the demo site (support/site-sweep.ts: CLS ≤ 0.01 before and after the scroll to the
 * end, everything rendered, a quiet console under both names of the server, controls in reach at 375 px, axe at
 * 1280 px, screenshots). The widget gallery pages are swept by demo-site-gallery.test.ts; the page of deliberate
 * mistakes (mistakes.html) has its own tests (embed-runtime, layout-shift).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_VISITS, FIRST_SCREEN, demoPages, siteSweep } from './support/site-sweep';

const { sweep } = siteSweep();

describe('the demo site', () => {
  it('every demo page is in the sweep with its first-screen widgets', () => {
    expect(demoPages).toEqual(
      expect.arrayContaining([
        'csp.html',
        'dynamic.html',
        'index.html',
        'live.html',
        'messages.html',
        'mount.html',
        'overflow.html',
        'snippet.html',
        'timetable.html',
      ]),
    );
    expect(demoPages.filter((file) => !(file in FIRST_SCREEN))).toEqual([]);
  });

  sweep(DEMO_VISITS);
});
