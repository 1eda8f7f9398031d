import { describe, expect, it } from 'vitest';
import {
  INITIAL_BOTTOM_BAR,
  liveNowProjects,
  mainNavMode,
  menuButtonAction,
  scrollCheckDelay,
  showsBackToTop,
  nextBottomBar,
  nextHeaderPanel,
  subnavAlwaysOpen,
  type BottomBarState,
  type HeaderPanel,
  type HeaderPanelEvent,
} from '../../../../src/core/menus/header-chrome';
import { showCookieSettingsButton } from '../../../../src/core/menus/footer';

describe('spec 3 §2/§9 Main nav below 1000 px is a modal; subnav always open below 1024 px', () => {
  it.each([
    [999, 'modal', true],
    [1000, 'inline', true],
    [1023, 'inline', true],
    [1024, 'inline', false],
    ['1200', 'inline', false],
    [null, 'modal', true],
  ])('width %j → nav %s, subnav always open %s', (width, nav, subnav) => {
    expect(mainNavMode(width)).toBe(nav);
    expect(subnavAlwaysOpen(width)).toBe(subnav);
  });
});

describe('spec 3 §2/§9 Menu button: toggles the nav; scrolled 100 px or more it scrolls to top', () => {
  it.each([
    [0, 'toggleNav'],
    [99, 'toggleNav'],
    [100, 'scrollToTop'],
    ['250', 'scrollToTop'],
    [undefined, 'toggleNav'],
  ])('scrollY %j → %s', (y, expected) => {
    expect(menuButtonAction(y)).toBe(expected);
  });
});

describe('spec 1 §9 "scroll threshold 300 px": the back-to-top button shows from 300 px', () => {
  it.each([
    [0, false],
    [299, false],
    [300, true],
    ['1200', true],
    [undefined, false],
    [Number.NaN, false],
  ])('scrollY %j → %s', (y, expected) => {
    expect(showsBackToTop(y)).toBe(expected);
  });
});

describe('spec 1 §9 "scroll check throttle 200 ms": scroll checks at most every 200 ms', () => {
  it.each([
    [null, 1000, 0],
    [1000, 1000, 200],
    [1000, 1050, 150],
    [1000, 1200, 0],
    [1000, 5000, 0],
    [1000, 900, 200], // a clock that went back never waits longer than the throttle
  ])('last check %j, now %j → wait %j ms', (last, now, wait) => {
    expect(scrollCheckDelay(last, now)).toBe(wait);
  });
});

describe('spec 3 §2/§9 Header bottom bar: hides past its height on scroll down, re-shows fixed after > 60 px up', () => {
  const run = (positions: number[], height = 50): BottomBarState =>
    positions.reduce((s, y) => nextBottomBar(s, y, height), INITIAL_BOTTOM_BAR);

  it.each([
    ['down within its height', [20, 50], { hidden: false, fixed: false }],
    ['down past its height', [20, 51], { hidden: true, fixed: false }],
    ['up by exactly 60 px', [100, 400, 340], { hidden: true, fixed: false }],
    ['up by 61 px', [100, 400, 339], { hidden: false, fixed: true }],
    ['up in small steps totalling 61 px', [400, 380, 360, 339], { hidden: false, fixed: true }],
    ['down again after re-showing', [400, 300, 320], { hidden: true, fixed: true }],
    ['back at the top', [400, 300, 0], { hidden: false, fixed: false }],
  ])('%s → %j', (_label, positions, expected) => {
    const s = run(positions);
    expect({ hidden: s.hidden, fixed: s.fixed }).toEqual(expected);
  });

  it('tolerates bad input', () => {
    expect(nextBottomBar(INITIAL_BOTTOM_BAR, 'x', null)).toEqual(INITIAL_BOTTOM_BAR);
  });
});

describe('spec 3 §2 Header panels: one open at a time; Escape closes search (and, for keyboard users, any menu); document click closes menus; route change closes nav and mega menus', () => {
  it.each([
    [null, { type: 'toggle', panel: 'search' }, 'search'],
    ['search', { type: 'toggle', panel: 'nav' }, 'nav'],
    ['nav', { type: 'toggle', panel: 'nav' }, null],
    ['search', { type: 'escape' }, null],
    ['usermenu', { type: 'escape' }, null],
    ['usermenu', { type: 'documentClick' }, null],
    ['megaLeft', { type: 'documentClick' }, null],
    ['search', { type: 'documentClick' }, 'search'],
    ['nav', { type: 'routeChange' }, null],
    ['megaRight', { type: 'routeChange' }, null],
    ['usermenu', { type: 'routeChange' }, 'usermenu'],
  ] as [HeaderPanel | null, HeaderPanelEvent, HeaderPanel | null][])('%s + %j → %s', (open, event, expected) => {
    expect(nextHeaderPanel(open, event)).toBe(expected);
  });
});

describe("spec 3 §2 Header 'Live now': live, non-preview projects other than the current one", () => {
  const projects = {
    esc2026: { name: 'esc2026', title: 'ESC 2026', live: 1 },
    hf2026: { name: 'hf2026', title: 'HF 2026', live: true },
    preview: { name: 'preview', live: 1, preview: 1 },
    off: { name: 'off', live: 0 },
    bad: null,
  };
  it('lists the other live projects with their channels path', () => {
    expect(liveNowProjects(projects, 'esc2026')).toEqual([
      { name: 'hf2026', title: 'HF 2026', path: '/hf2026/channels' },
    ]);
    expect(liveNowProjects(Object.values(projects), null).map((p) => p.name)).toEqual(['esc2026', 'hf2026']);
    expect(liveNowProjects('x', null)).toEqual([]);
  });
});

describe('spec 3 §2 Footer cookie settings button: only with consent enabled and not in a widget', () => {
  it.each([
    [{ cookieConsentEnabled: 1 }, false, true],
    [{ cookieConsentEnabled: 1 }, true, false],
    [{ cookieConsentEnabled: 0 }, false, false],
    [null, false, false],
  ])('%j, widget %s → %s', (client, widget, expected) => {
    expect(showCookieSettingsButton(client, widget)).toBe(expected);
  });
});
