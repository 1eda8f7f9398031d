import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, currentItemTitle } from '../../../../src/core/menus/breadcrumb';
import { breadcrumbTitle } from '../../../../src/core/content/truncation-sites';
import { logoTarget, userDisplayName } from '../../../../src/core/menus/header';
import { flyoutPosition } from '../../../../src/core/menus/flyout-position';
import { isSearchShortcut, searchShortcutKey, type ShortcutPress } from '../../../../src/core/menus/search-shortcut';

import { config } from './menu-config';

describe('spec 3 §2 Header breadcrumb: Home, group with siblings, project with non-preview siblings, section, current item', () => {
  const kinds = (route: { chain: string[]; params: Record<string, string> }, title?: string) =>
    breadcrumbTrail(config, route, title).map((c) => [
      c.kind,
      c.title,
      c.target?.name ?? null,
      c.siblings.map((s) => s.name),
    ]);
  it('Home has no trail', () => {
    expect(breadcrumbTrail(config, { chain: ['Home'], params: {} })).toEqual([]);
  });
  it('a project resource: Home › group (sibling g2) › project (sibling c2, not the preview c3) › item', () => {
    expect(kinds({ chain: ['Project', 'CRDetail'], params: { project: 'c1', slug: 's' } }, 'A talk')).toEqual([
      ['home', null, 'Home', []],
      ['group', 'Group one', 'Group', ['g2']],
      ['project', 'Congress one', 'Project', ['c2']],
      ['item', 'A talk', null, []],
    ]);
  });
  it('the project library: … › project › Library', () => {
    expect(
      kinds({ chain: ['Project', 'ProjectLibrary', 'ProjectEvents'], params: { project: 'c1' } }).map((c) =>
        c.slice(0, 3),
      ),
    ).toEqual([
      ['home', null, 'Home'],
      ['group', 'Group one', 'Group'],
      ['project', 'Congress one', 'Project'],
      ['library', null, 'ProjectLibrary'],
    ]);
  });
  it('the group home: the group crumb is the current page (no link)', () => {
    expect(kinds({ chain: ['Group', 'GroupHome'], params: { group: 'g1' } })).toEqual([
      ['home', null, 'Home', []],
      ['group', 'Group one', null, ['g2']],
    ]);
  });
  it.each([
    [
      ['Packages'],
      {},
      [
        ['home', 'Home'],
        ['packages', null],
      ],
    ],
    [
      ['PackageDetail'],
      { slugOrSku: 'p' },
      [
        ['home', 'Home'],
        ['packages', 'Packages'],
        ['item', null],
      ],
    ],
    [
      ['EducationItemDetail'],
      { slug: 'e' },
      [
        ['home', 'Home'],
        ['education', 'Education'],
        ['item', null],
      ],
    ],
    [
      ['Library', 'CongressResources'],
      {},
      [
        ['home', 'Home'],
        ['library', 'Library'],
      ],
    ],
  ])('%j: fixed section crumbs', (chain, params, expected) => {
    expect(breadcrumbTrail(config, { chain, params }, 'Item').map((c) => [c.kind, c.target?.name ?? null])).toEqual(
      expected,
    );
  });
});

describe('spec 3 §2 the breadcrumb names only the current item (cut to 60 by the screens: spec 2 §5 breadcrumbTitle)', () => {
  const last = (title: string) =>
    breadcrumbTrail(config, { chain: ['Project', 'CRDetail'], params: { project: 'c1', slug: 's' } }, title).at(-1);
  it('the reported title is the last crumb, as reported', () => {
    const cut = breadcrumbTitle('Long-term outcomes of minimally invasive cardiac surgery in paediatric patients');
    expect(cut).toBe('Long-term outcomes of minimally invasive cardiac surgery in…');
    expect(last(cut)?.title).toBe(cut);
  });
  it.each([
    ['the title reported for this path', { path: '/c1/crs/s', title: 'A talk' }, '/c1/crs/s', 'A talk'],
    ['a title left from the page shown before', { path: '/pages/imprint', title: 'Imprint' }, '/c1/crs/s', null],
    ['a blank title', { path: '/c1/crs/s', title: '  ' }, '/c1/crs/s', null],
    ['nothing reported', null, '/c1/crs/s', null],
  ])('%s', (_label, reported, path, expected) => {
    expect(currentItemTitle(reported, path)).toBe(expected);
  });
});

describe('spec 3 §2 Search dialog shortcut: Ctrl/Cmd+K when no text field has focus; configurable per mount', () => {
  it.each([
    [undefined, null, 'k'],
    [false, 'j', null],
    ['j', 'off', 'j'],
    [undefined, 'off', null],
    [undefined, 'false', null],
    [undefined, '/', '/'],
    [undefined, 'K', 'k'],
    ['ctrl+k', null, 'k'],
    [undefined, '', 'k'],
  ])('option %j, attribute %j → key %j', (option, attribute, expected) => {
    expect(searchShortcutKey(option, attribute)).toBe(expected);
  });
  const press = (over: Partial<ShortcutPress>): ShortcutPress => ({
    key: 'k',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    typing: false,
    ...over,
  });
  it.each([
    ['Ctrl+K', press({ ctrlKey: true }), 'k', true],
    ['Cmd+K', press({ metaKey: true }), 'k', true],
    ['Ctrl+Shift+K (capital)', press({ ctrlKey: true, key: 'K' }), 'k', true],
    ['plain K', press({}), 'k', false],
    ['Ctrl+K while typing in a field', press({ ctrlKey: true, typing: true }), 'k', false],
    ['Ctrl+Alt+K', press({ ctrlKey: true, altKey: true }), 'k', false],
    ['Ctrl+Shift+K', press({ ctrlKey: true, shiftKey: true }), 'k', false],
    ['Ctrl+K with the shortcut off', press({ ctrlKey: true }), null, false],
    ['Ctrl+J with key j', press({ ctrlKey: true, key: 'j' }), 'j', true],
    ['Ctrl+K the host page already handled (defaultPrevented)', press({ ctrlKey: true, handled: true }), 'k', false],
  ])('%s → %s', (_t, p, key, expected) => {
    expect(isSearchShortcut(p, key)).toBe(expected);
  });
});

describe('spec 3 §6 The user menu shows the name, or first plus last name; none known → only the logout link', () => {
  it.each([
    [{ name: 'Dr. Ada Lovelace', firstname: 'Ada' }, 'Dr. Ada Lovelace'],
    [{ firstname: 'Ada', lastname: 'Lovelace' }, 'Ada Lovelace'],
    [{ lastname: 'Lovelace' }, 'Lovelace'],
    [{ name: '  ' }, null],
    [null, null],
  ])('%j → %j', (user, expected) => {
    expect(userDisplayName(user)).toBe(expected);
  });
});

describe('spec 3 §2 Header logo: the home target URL (project, else client), else the project, group or client home', () => {
  const cfg = {
    homeTargetUrl: null,
    projects: { p1: { name: 'p1' }, p2: { name: 'p2', homeTargetUrl: 'https://p2.example' } },
    groups: { g1: { name: 'g1' } },
  };
  it.each([
    ['the project home target', cfg, 'p2', null, { kind: 'url', href: 'https://p2.example' }],
    [
      'the client home target',
      { ...cfg, homeTargetUrl: 'https://society.example' },
      'p1',
      null,
      { kind: 'url', href: 'https://society.example' },
    ],
    [
      'a javascript: home target is refused',
      { ...cfg, homeTargetUrl: 'javascript:alert(1)' },
      null,
      null,
      { kind: 'route', name: 'Home', params: {} },
    ],
    ['the project home', cfg, 'p1', 'g1', { kind: 'route', name: 'Project', params: { project: 'p1' } }],
    ['the group home', cfg, null, 'g1', { kind: 'route', name: 'Group', params: { group: 'g1' } }],
    ['the client home', cfg, null, null, { kind: 'route', name: 'Home', params: {} }],
    ['an unknown project: the client home', cfg, 'nope', null, { kind: 'route', name: 'Home', params: {} }],
  ])('%s', (_t, config, project, group, expected) => {
    expect(logoTarget(config, project, group)).toEqual(expected);
  });
});

describe('STACK.md flyout positioner: below, below-end, right (left when no room), span; 8 px inside the viewport', () => {
  const viewport = { width: 1280, height: 800 };
  const panel = { width: 240, height: 300 };
  it.each([
    ['below', { left: 100, top: 60, width: 120, height: 40 }, { left: 100, top: 100 }],
    ['below', { left: 1200, top: 60, width: 60, height: 40 }, { left: 1032, top: 100 }],
    ['below-end', { left: 1100, top: 10, width: 40, height: 40 }, { left: 900, top: 50 }],
    ['below-end', { left: 10, top: 10, width: 40, height: 40 }, { left: 8, top: 50 }],
    ['right', { left: 300, top: 120, width: 240, height: 40 }, { left: 540, top: 120 }],
    ['right', { left: 900, top: 700, width: 240, height: 40 }, { left: 660, top: 492 }],
    ['span', { left: 24, top: 100, width: 1232, height: 52 }, { left: 24, top: 152, width: 1232 }],
  ] as const)('%s of %j', (placement, anchor, expected) => {
    expect(flyoutPosition(anchor, panel, viewport, placement)).toEqual(expected);
  });
});
