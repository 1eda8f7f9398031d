import { describe, expect, it } from 'vitest';
import {
  accessibilityStatementTarget,
  footerSocialLinks,
  showFooterLanguageSelect,
} from '../../../../src/core/menus/footer';
import { headerLiveCounter } from '../../../../src/core/menus/header';
import { isWidgetShown, pageGridCells, pageWidgetRows } from '../../../../src/core/menus/page-layout';

describe('spec 3 §5 Footer language select only with more than one language', () => {
  it.each([
    [[{ short_code: 'en' }, { short_code: 'de' }], true],
    [[{ short_code: 'en' }], false],
    [[{ short_code: 'en' }, { short_code: 'en' }], false],
    [['en', 'de'], true],
    [[], false],
    [null, false],
    [[{}, null], false],
  ])('%j → %s', (languages, expected) => {
    expect(showFooterLanguageSelect(languages)).toBe(expected);
  });
});

describe('spec 3 §2/§9 Footer social services: the five, from client URLs', () => {
  it('lists services with a URL in the fixed order', () => {
    const client = {
      youtubeUrl: 'https://yt',
      facebookUrl: 'https://fb',
      xUrl: '',
      linkedinUrl: null,
      instagramUrl: 'https://ig',
      tiktokUrl: 'https://tt',
    };
    expect(footerSocialLinks(client)).toEqual([
      { service: 'facebook', url: 'https://fb' },
      { service: 'instagram', url: 'https://ig' },
      { service: 'youtube', url: 'https://yt' },
    ]);
    expect(footerSocialLinks(null)).toEqual([]);
  });
});

describe('spec 3 §2 Accessibility statement: client a11yStatementUrl, else built-in /accessibility', () => {
  it.each([
    [{ a11yStatementUrl: 'https://client/a11y' }, { href: 'https://client/a11y', external: true }],
    [{ a11yStatementUrl: '' }, { href: '/accessibility', external: false }],
    [null, { href: '/accessibility', external: false }],
  ])('%j → %j', (client, expected) => {
    expect(accessibilityStatementTarget(client)).toEqual(expected);
  });
});

describe("spec 3 §2 Header live counter: needs enableLiveCounter, hideLiveCounterInHeader 1 hides, icon 'eye' or 'users'", () => {
  it.each([
    [{ enableLiveCounter: true }, 'eye', { visible: true, icon: 'eye' }],
    [{ enableLiveCounter: 1, hideLiveCounterInHeader: 0 }, 'users', { visible: true, icon: 'users' }],
    [{ enableLiveCounter: true, hideLiveCounterInHeader: 1 }, 'eye', { visible: false, icon: 'eye' }],
    [{ enableLiveCounter: true, hideLiveCounterInHeader: '1' }, 'eye', { visible: false, icon: 'eye' }],
    [{ enableLiveCounter: false }, 'eye', { visible: false, icon: 'eye' }],
    [{ enableLiveCounter: true }, 'star', { visible: true, icon: 'users' }],
    [null, undefined, { visible: false, icon: 'users' }],
  ])('%j with icon %j → %j', (client, icon, expected) => {
    expect(headerLiveCounter(client, icon)).toEqual(expected);
  });
});

describe('spec 3 §2/§9 Page widgets: rows by y on a 12-column grid; layout.hide hidden unless query hidden', () => {
  const widgets = [
    { id: 'b', layout: { x: 6, y: 0, w: 6 } },
    { id: 'a', layout: { x: 0, y: 0, w: 6 } },
    { id: 'c', layout: { x: '0', y: '4', w: 20 } },
    { id: 'hidden', layout: { x: 0, y: 2, w: 12, hide: true } },
    { id: 'd', layout: { x: 11, y: 2 } },
    { id: 'e' },
    null,
  ];
  const shape = (rows: ReturnType<typeof pageWidgetRows<{ id: string }>>) =>
    rows.map((r) => r.widgets.map((p) => `${p.widget.id}:${p.x}+${p.w}`));

  it('groups by y, orders by x, clamps to the grid, hides layout.hide', () => {
    expect(shape(pageWidgetRows(widgets))).toEqual([['a:0+6', 'b:6+6'], ['d:11+1'], ['c:0+12'], ['e:0+12']]);
  });

  it('shows hidden widgets when the query hidden is set', () => {
    expect(shape(pageWidgetRows(widgets, true))[1]).toEqual(['hidden:0+12', 'd:11+1']);
  });

  it('isWidgetShown and malformed input', () => {
    expect(isWidgetShown({ layout: { hide: 1 } }, false)).toBe(false);
    expect(isWidgetShown({ layout: { hide: 1 } }, true)).toBe(true);
    expect(isWidgetShown({ layout: null }, false)).toBe(true);
    expect(pageWidgetRows('x')).toEqual([]);
  });
});

describe('spec 3 §2 Page widgets: rows by y on the 12-column grid, each y on lines of its own', () => {
  const cells = (widgets: unknown[]) =>
    pageGridCells<{ id: string }>(widgets).map((c) => `${c.widget.id}:r${c.row}:${c.x}+${c.w}`);

  it('a widget with a later y starts a line below, even when the columns beside the earlier one are free', () => {
    const widgets = [
      { id: 'left', layout: { x: 0, y: 0, w: 6 } },
      { id: 'right-later', layout: { x: 6, y: 1, w: 6 } },
    ];
    expect(cells(widgets)).toEqual(['left:r1:0+6', 'right-later:r2:6+6']);
  });

  it('widgets of one y share a line while they do not overlap; overlapping ones wrap in order', () => {
    const widgets = [
      { id: 'a', layout: { x: 0, y: 0, w: 4 } },
      { id: 'b', layout: { x: 4, y: 0, w: 8 } },
      { id: 'c', layout: { x: 0, y: 3, w: 12 } },
      { id: 'd', layout: { x: 0, y: 3, w: 6 } },
      { id: 'e' },
      { id: 'f' },
    ];
    expect(cells(widgets)).toEqual(['a:r1:0+4', 'b:r1:4+8', 'c:r2:0+12', 'd:r3:0+6', 'e:r4:0+12', 'f:r5:0+12']);
  });

  it('hidden widgets take no line; malformed input gives no cells', () => {
    expect(
      cells([
        { id: 'h', layout: { y: 0, hide: true } },
        { id: 'x', layout: { y: 1 } },
      ]),
    ).toEqual(['x:r1:0+12']);
    expect(pageGridCells(null)).toEqual([]);
  });
});
