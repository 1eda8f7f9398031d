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

import { config, item, texts } from './menu-config';

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
