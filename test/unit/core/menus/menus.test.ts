import { describe, expect, it } from 'vitest';
import { isMenuItemVisible, navigationMenuSource, visibleMenuItems } from '../../../../src/core/menus/visibility';
import { menuItemLink, menuLinkType, parseMenuParams } from '../../../../src/core/menus/link';
import { buildMenuTree, sitemapTree } from '../../../../src/core/menus/tree';
import type { MenuItem } from '../../../../src/core/types';

const item = (over: Record<string, unknown>): MenuItem =>
  ({ id: 1, text: 'x', position: 'header', ...over }) as MenuItem;
const ctx = { loggedIn: false, locale: 'en', group: 'cardio', project: 'esc2026' };

describe('spec 1 §5 / spec 3 §2 Menu visibility: show_loggedin / show_loggedoff, language, side, group, project', () => {
  it.each([
    ['flags missing', item({}), ctx, true],
    ['logged off, show_loggedoff 0', item({ show_loggedoff: 0 }), ctx, false],
    ['logged off, show_loggedoff 1', item({ show_loggedoff: 1, show_loggedin: 0 }), ctx, true],
    ['logged in, show_loggedin false', item({ show_loggedin: false }), { ...ctx, loggedIn: true }, false],
    ['logged in, show_loggedin "1"', item({ show_loggedin: '1', show_loggedoff: 0 }), { ...ctx, loggedIn: true }, true],
    ['language listed', item({ languages: ['de', 'en'] }), ctx, true],
    ['language not listed', item({ languages: ['de'] }), ctx, false],
    ['empty language list', item({ languages: [] }), ctx, true],
    ['languages but no locale', item({ languages: ['en'] }), { ...ctx, locale: null }, false],
    ['side asked and matches', item({ side: 'left' }), { ...ctx, side: 'left' }, true],
    ['side asked and differs', item({ side: 'right' }), { ...ctx, side: 'left' }, false],
    ['other group', item({ group: 'onco' }), ctx, false],
    ['same group', item({ group: 'cardio' }), ctx, true],
    ['other project', item({ project: 'esc2025' }), ctx, false],
    ['project item without an active project', item({ project: 'esc2026' }), { loggedIn: false }, false],
    ['not an object', null, ctx, false],
  ])('%s → %s', (_label, menuItem, context, expected) => {
    expect(isMenuItemVisible(menuItem, context)).toBe(expected);
  });

  it('filters one position', () => {
    const items = [item({ id: 1 }), item({ id: 2, position: 'footer' }), item({ id: 3, languages: ['fr'] }), 'junk'];
    expect(visibleMenuItems(items, 'header', ctx).map((i) => i.id)).toEqual([1]);
    expect(visibleMenuItems(null, 'header', ctx)).toEqual([]);
  });
});

describe('spec 1 §5 Header and footer navigation overwrite flags of group and project', () => {
  const client = { menuitems: [item({ id: 1 })] };
  const group = { overwriteClientHeaderNavigation: 1, menuitems: [item({ id: 2 })] };
  const project = { overwriteClientFooterNavigation: true, menuitems: [item({ id: 3 })] };
  it.each([
    ['header', [2]],
    ['footer', [3]],
    ['usermenu', [1]],
  ])('%s → items %j', (position, ids) => {
    expect(navigationMenuSource(client, group, project, position).map((i) => i.id)).toEqual(ids);
  });

  it('without flags the client items are used; malformed owners are ignored', () => {
    expect(navigationMenuSource(client, null, { menuitems: [item({ id: 9 })] }, 'header').map((i) => i.id)).toEqual([
      1,
    ]);
    expect(navigationMenuSource(null, 'x', 5, 'header')).toEqual([]);
  });
});

describe('spec 3 §2/§5 Menu link types default, path, external; JSON params, bad params ignored', () => {
  it.each([
    ['default', 'default'],
    ['path', 'path'],
    ['external', 'external'],
    ['javascript', null],
    ['', null],
    [null, null],
  ])('link type %j → %j', (value, expected) => {
    expect(menuLinkType(value)).toBe(expected);
  });

  it.each([
    ['{"project":"esc2026","id":5}', { project: 'esc2026', id: '5' }],
    ['{"a":{"b":1},"c":null,"d":""}', {}],
    ['{bad', {}],
    ['[1,2]', {}],
    ['', {}],
    [null, {}],
  ])('params %j → %j', (params, expected) => {
    expect(parseMenuParams(params)).toEqual(expected);
  });

  it.each([
    [
      { link_type: 'default', link: 'ProjectHome', params: '{"project":"esc"}' },
      { type: 'default', name: 'ProjectHome', params: { project: 'esc' } },
    ],
    [
      { link_type: 'default', link: 'Library', params: 'nope' },
      { type: 'default', name: 'Library', params: {} },
    ],
    [
      { link_type: 'path', link: '/esc/pages/faq' },
      { type: 'path', path: '/esc/pages/faq', target: null },
    ],
    [
      { link_type: 'external', link: 'https://x.org', link_target: '_blank' },
      { type: 'external', href: 'https://x.org', target: '_blank' },
    ],
    [
      { link_type: 'external', link: 'https://x.org', link_target: '_parent' },
      { type: 'external', href: 'https://x.org', target: null },
    ],
    [{ link_type: 'mailto', link: 'a@b' }, null],
    [{ link_type: 'path', link: '' }, null],
    [null, null],
  ])('%j → %j', (menuItem, expected) => {
    expect(menuItemLink(menuItem)).toEqual(expected);
  });
});

describe('spec 3 §2 Menu tree by parent_id (childItems) and footer sitemap to 3 levels without spotlights', () => {
  const flat = [
    item({ id: 1 }),
    item({ id: 2, parent_id: 1 }),
    item({ id: 3, parent_id: 2 }),
    item({ id: 4, parent_id: 3 }),
    item({ id: 5, parent_id: null, nav_type: 'spotlights' }),
    item({ id: 6, parent_id: 5 }),
    item({ id: 7, parent_id: 99 }),
    item({ id: 8, parent_id: 0 }),
    item({ id: 9, parent_id: '1' }),
  ];
  const ids = (tree: MenuItem[]): unknown[] =>
    tree.map((i) => (i.childItems?.length ? [i.id, ids(i.childItems)] : i.id));

  it('nests children under their parents; orphans are dropped', () => {
    expect(ids(buildMenuTree(flat))).toEqual([[1, [[2, [[3, [4]]]], 9]], [5, [6]], 8]);
  });

  it('does not loop on cycles and tolerates junk', () => {
    expect(buildMenuTree([item({ id: 1, parent_id: 2 }), item({ id: 2, parent_id: 1 })])).toEqual([]);
    expect(buildMenuTree([null, 'x', { text: 'no id' }])).toEqual([]);
    expect(buildMenuTree('menu')).toEqual([]);
  });

  it('the sitemap keeps 3 levels and drops spotlights', () => {
    expect(ids(sitemapTree(buildMenuTree(flat)))).toEqual([[1, [[2, [3]], 9]], 8]);
    expect(sitemapTree(null)).toEqual([]);
  });
});
