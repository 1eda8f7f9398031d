import { describe, expect, it } from 'vitest';
import {
  activeGroupOf,
  flattenMenu,
  headerNavigation,
  menuNavType,
  resolveMenuLink,
  spotlightsMenuItems,
  userMenuItems,
} from '../../../../src/core/menus/navigation';
import { breadcrumbTrail, currentItemTitle } from '../../../../src/core/menus/breadcrumb';
import { breadcrumbTitle } from '../../../../src/core/content/truncation-sites';
import { logoTarget, userDisplayName } from '../../../../src/core/menus/header';
import { flyoutPosition } from '../../../../src/core/menus/flyout-position';
import { isSearchShortcut, searchShortcutKey, type ShortcutPress } from '../../../../src/core/menus/search-shortcut';
import type { MenuItem } from '../../../../src/core/types';

let id = 0;
const item = (over: Partial<MenuItem> & Record<string, unknown>): MenuItem =>
  ({ id: ++id, text: `item ${id}`, position: 'header', ...over }) as MenuItem;

const clientItems = [
  item({ id: 1, text: 'Home', link: 'Home' }),
  item({ id: 2, text: 'Programme', nav_type: 'dropdown' }),
  item({ id: 3, text: 'Timetable', parent_id: 2, link_type: 'path', link: '/c1/schedule' }),
  item({ id: 4, text: 'Level 3', parent_id: 3, link_type: 'path', link: '/c1/channels' }),
  item({
    id: 5,
    text: 'Website',
    side: 'right',
    link_type: 'external',
    link: 'https://example.org',
    link_target: '_blank',
  }),
  item({ id: 6, text: 'Members', side: 'right', show_loggedoff: 0, link: 'Favourites' }),
  item({ id: 7, text: 'Deutsch', languages: ['de'], link: 'Home' }),
  item({ id: 8, text: 'Only c1', project: 'c1', link: 'Home' }),
  item({ id: 9, text: 'Only g1', group: 'g1', link: 'Home' }),
  item({ id: 10, text: 'Profile', position: 'usermenu', show_loggedoff: 0, link: 'Favourites' }),
  item({ id: 11, text: 'Highlights', position: 'spotlightsmenu', link: 'Spotlights', assetname: 'spot' }),
  item({ id: 12, text: 'Footer', position: 'footer', link: 'Home' }),
];
const config = {
  menuitems: clientItems,
  showUserMenu: 1,
  showSpotlightsMenu: 1,
  groups: {
    g1: { name: 'g1', title: 'Group one', projects: ['c1', 'c2', 'c3'] },
    g2: { name: 'g2', title: 'Group two', projects: ['c4'] },
  },
  projects: {
    c1: { name: 'c1', title: 'Congress one', group: 'g1' },
    c2: { name: 'c2', title: 'Congress two', group: 'g1' },
    c3: { name: 'c3', title: 'Preview congress', group: 'g1', preview: 1 },
    c4: {
      name: 'c4',
      title: 'Congress four',
      group: 'g2',
      overwriteClientHeaderNavigation: 1,
      menuitems: [item({ id: 40, text: 'C4 only', link: 'Home' })],
    },
  },
};
const texts = (items: MenuItem[]): unknown[] =>
  items.map((i) => (i.childItems?.length ? [i.text, texts(i.childItems)] : i.text));

describe('spec 3 §2 Main navigation: header items by position, side, login state, group, project and language', () => {
  it.each([
    [
      'a visitor in English outside any scope',
      { loggedIn: false, locale: 'en' },
      ['Home', ['Programme', [['Timetable', ['Level 3']]]]],
      ['Website'],
    ],
    [
      'a signed-in user sees show_loggedin items',
      { loggedIn: true, locale: 'en' },
      ['Home', ['Programme', [['Timetable', ['Level 3']]]]],
      ['Website', 'Members'],
    ],
    [
      'German adds the de-only item',
      { loggedIn: false, locale: 'de' },
      ['Home', ['Programme', [['Timetable', ['Level 3']]]], 'Deutsch'],
      ['Website'],
    ],
    [
      'in project c1 (group g1 through the project)',
      { loggedIn: false, locale: 'en', project: 'c1' },
      ['Home', ['Programme', [['Timetable', ['Level 3']]]], 'Only c1', 'Only g1'],
      ['Website'],
    ],
    [
      'in group g1 only',
      { loggedIn: false, locale: 'en', group: 'g1' },
      ['Home', ['Programme', [['Timetable', ['Level 3']]]], 'Only g1'],
      ['Website'],
    ],
  ])('%s', (_t, scope, left, right) => {
    const nav = headerNavigation(config, scope);
    expect(texts(nav.left)).toEqual(left);
    expect(texts(nav.right)).toEqual(right);
  });

  it('a project that overrides the client header navigation shows its own items only', () => {
    expect(texts(headerNavigation(config, { loggedIn: false, locale: 'en', project: 'c4' }).left)).toEqual(['C4 only']);
  });

  it('a group that overrides it shows the group items for its projects; the project override wins over the group', () => {
    const withGroup = {
      ...config,
      groups: {
        ...config.groups,
        g1: {
          ...config.groups.g1,
          overwriteClientHeaderNavigation: 1,
          menuitems: [item({ id: 50, text: 'G1 nav', link: 'Home' })],
        },
      },
    };
    expect(texts(headerNavigation(withGroup, { loggedIn: false, project: 'c1' }).left)).toEqual(['G1 nav']);
    expect(texts(headerNavigation(withGroup, { loggedIn: false, group: 'g1' }).left)).toEqual(['G1 nav']);
    expect(texts(headerNavigation(withGroup, { loggedIn: false, project: 'c4' }).left)).toEqual(['C4 only']);
  });

  it('a hidden parent hides its children (a child is shown only under a visible parent)', () => {
    const items = [
      item({ id: 60, text: 'Members area', show_loggedoff: 0 }),
      item({ id: 61, text: 'Child', parent_id: 60, link: 'Home' }),
    ];
    expect(texts(headerNavigation({ menuitems: items }, { loggedIn: false }).left)).toEqual([]);
    expect(texts(headerNavigation({ menuitems: items }, { loggedIn: true }).left)).toEqual([
      ['Members area', ['Child']],
    ]);
  });

  it('nested childItems are read like parent ids; children inherit position and side', () => {
    const nested = [
      {
        id: 70,
        text: 'Parent',
        position: 'header',
        side: 'right',
        childItems: [{ id: 71, text: 'Child', link: 'Home' }],
      },
    ];
    expect(flattenMenu(nested).map((i) => [i.id, i.parent_id ?? null, i.position, i.side])).toEqual([
      [70, null, 'header', 'right'],
      [71, 70, 'header', 'right'],
    ]);
    expect(texts(headerNavigation({ menuitems: nested }, { loggedIn: false }).right)).toEqual([['Parent', ['Child']]]);
  });

  it('the active group is the route group, else the group of the route project', () => {
    expect(activeGroupOf(config, 'g2', 'c1')).toBe('g2');
    expect(activeGroupOf(config, null, 'c1')).toBe('g1');
    expect(activeGroupOf(config, undefined, 'nope')).toBeNull();
  });
});

describe('spec 1 §3/§6 user menu and spotlights menu are client toggles', () => {
  it('user menu: usermenu items for the login state, none when showUserMenu is 0', () => {
    expect(texts(userMenuItems(config, { loggedIn: true }))).toEqual(['Profile']);
    expect(texts(userMenuItems(config, { loggedIn: false }))).toEqual([]);
    expect(userMenuItems({ ...config, showUserMenu: 0 }, { loggedIn: true })).toEqual([]);
  });
  it('spotlights menu: spotlightsmenu items only with showSpotlightsMenu', () => {
    expect(texts(spotlightsMenuItems(config, { loggedIn: false }))).toEqual(['Highlights']);
    expect(spotlightsMenuItems({ ...config, showSpotlightsMenu: 0 }, { loggedIn: false })).toEqual([]);
  });
  it.each([
    ['dropdown', 'dropdown'],
    ['spotlights', 'spotlights'],
    ['mega', null],
    [null, null],
  ])('nav type %j → %j', (navType, expected) => {
    expect(menuNavType({ nav_type: navType })).toBe(expected);
  });
});

describe('spec 3 §2/§5 Main navigation link types: default (named route + JSON params), path, external', () => {
  const pathOf = (name: string, params: Record<string, string>) =>
    name === 'Home' ? '/' : name === 'ProjectLibrary' ? (params.project ? `/${params.project}/library` : null) : null;
  it.each([
    [
      'default with JSON params',
      { link: 'ProjectLibrary', params: '{"project":"c1"}' },
      { kind: 'portal', path: '/c1/library', problem: null },
    ],
    ['default without params', { link: 'Home' }, { kind: 'portal', path: '/', problem: null }],
    [
      'default with bad JSON: params ignored, route kept',
      { link: 'Home', params: '{not json' },
      { kind: 'portal', path: '/', problem: 'bad-params' },
    ],
    [
      'default with bad JSON the route needs: no link',
      { link: 'ProjectLibrary', params: '{not json' },
      { kind: 'none', problem: 'unknown-route' },
    ],
    [
      'default with a JSON array: params ignored',
      { link: 'Home', params: '[1]' },
      { kind: 'portal', path: '/', problem: 'bad-params' },
    ],
    ['default naming an unknown route', { link: 'nowhere' }, { kind: 'none', problem: 'unknown-route' }],
    [
      'path inside the portal',
      { link_type: 'path', link: '/c1/schedule' },
      { kind: 'portal', path: '/c1/schedule', problem: null },
    ],
    [
      'path with _blank opens a new tab',
      { link_type: 'path', link: '/c1/schedule', link_target: '_blank' },
      { kind: 'href', href: '/c1/schedule', newTab: true, problem: null },
    ],
    [
      'external in a new tab',
      { link_type: 'external', link: 'https://example.org', link_target: '_blank' },
      { kind: 'href', href: 'https://example.org', newTab: true, problem: null },
    ],
    [
      'external in the same tab',
      { link_type: 'external', link: 'https://example.org' },
      { kind: 'href', href: 'https://example.org', newTab: false, problem: null },
    ],
    [
      'external javascript: refused by the URL gate',
      { link_type: 'external', link: 'javascript:alert(1)' },
      { kind: 'none', problem: 'refused-url' },
    ],
    ['unknown link type', { link_type: 'mailto', link: 'x' }, { kind: 'none', problem: 'bad-type' }],
    ['no link (a dropdown parent)', { nav_type: 'dropdown' }, { kind: 'none', problem: null }],
  ])('%s', (_t, menuItem, expected) => {
    expect(resolveMenuLink(menuItem, pathOf)).toEqual(expected);
  });
});

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
