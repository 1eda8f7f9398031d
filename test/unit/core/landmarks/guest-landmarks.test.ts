/**
 * The portal as a guest (shared/ARCHITECTURE.md "The portal: a guest in someone else's page"; WCAG 1.3.1, 2.4.1):
 * it adds no second banner, main or contentinfo landmark to a page that has its own, and keeps them on a page of
 * its own.
 */
import { describe, expect, it } from 'vitest';
import { guestLandmarks, pageLandmarkOf, type HostElementFacts } from '../../../../src/core/landmarks/guest-landmarks';

const el = (tag: string, more: Partial<HostElementFacts> = {}): HostElementFacts => ({
  tag,
  role: null,
  scoped: false,
  hidden: false,
  ...more,
});

describe('pageLandmarkOf: which host elements are page landmarks (HTML-AAM)', () => {
  it.each([
    ['a header at body level', el('HEADER'), 'banner'],
    ['a header inside an article, aside, main, nav or section', el('header', { scoped: true }), null],
    ['a footer at body level', el('footer'), 'contentinfo'],
    ['a footer inside a section', el('footer', { scoped: true }), null],
    ['main', el('main'), 'main'],
    ['main inside a section (still main)', el('main', { scoped: true }), 'main'],
    ['role="banner" on a div', el('div', { role: 'banner' }), 'banner'],
    ['role="contentinfo" on a div, scoped or not', el('div', { role: ' contentinfo ', scoped: true }), 'contentinfo'],
    ['role="main" in another case', el('div', { role: 'MAIN' }), 'main'],
    ['a header with another role', el('header', { role: 'presentation' }), null],
    ['a hidden header', el('header', { hidden: true }), null],
    ['a div', el('div'), null],
  ])('%s → %s', (_label, facts, landmark) => {
    expect(pageLandmarkOf(facts)).toBe(landmark);
  });
});

describe('guestLandmarks: the decision rule', () => {
  it('standalone (no host landmarks): the portal keeps its banner, main and contentinfo', () => {
    expect(guestLandmarks([], false)).toEqual({ banner: 'landmark', main: 'landmark', contentinfo: 'landmark' });
  });

  it('at body level under a host header and footer: header and footer become named regions, main stays', () => {
    expect(guestLandmarks(['banner', 'contentinfo', null], false)).toEqual({
      banner: 'region',
      main: 'landmark',
      contentinfo: 'region',
    });
  });

  it('beside a host main (not inside it): the main area becomes a region', () => {
    expect(guestLandmarks(['main'], false)).toEqual({ banner: 'landmark', main: 'region', contentinfo: 'landmark' });
  });

  it('inside a host landmark (its main, a labelled section): every part is plain', () => {
    expect(guestLandmarks(['banner', 'main', 'contentinfo'], true)).toEqual({
      banner: 'plain',
      main: 'plain',
      contentinfo: 'plain',
    });
    expect(guestLandmarks([], true)).toEqual({ banner: 'plain', main: 'plain', contentinfo: 'plain' });
  });
});
