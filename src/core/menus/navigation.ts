import { asArray, asRecord, isOn, nonEmptyString, parseJson } from '../values';
import type { MenuItem } from '../types';
import { menuLinkType } from './link';
import { buildMenuTree } from './tree';
import { navigationMenuSource, visibleMenuItems, type MenuContext } from './visibility';
import { safeUrl } from '../url/safe-url';

/** Where the portal is: login state, language and the active group and project (names). */
export interface NavigationScope {
  loggedIn: boolean;
  locale?: string | null;
  group?: string | null;
  project?: string | null;
}

export interface HeaderNavigation {
  left: MenuItem[];
  right: MenuItem[];
}

function entity(
  config: unknown,
  kind: 'groups' | 'projects',
  name: string | null | undefined,
): Record<string, unknown> | null {
  const key = nonEmptyString(name);
  return key === null ? null : asRecord(asRecord(asRecord(config)?.[kind])?.[key]);
}

/**
 * The active group of a route (spec 1 §2 Group "sets the active group"): the route's group, else the group
 * of the route's project (project.group), else none.
 */
export function activeGroupOf(config: unknown, group: unknown, project: unknown): string | null {
  return nonEmptyString(group) ?? nonEmptyString(entity(config, 'projects', nonEmptyString(project))?.group);
}

/**
 * Spec 1 §5/§6, spec 3 §2 Main navigation: the header's top navigation, left and right. The items come
 * from the project when it overrides the client's header navigation, else from the group when it does,
 * else from the client (`navigationMenuSource`); they are filtered by position header, login state,
 * language, group and project (`isMenuItemVisible`), split by side (anything but 'right' is left) and
 * built into a tree by parent id (dropdown children). A child is shown only when it is visible itself.
 */
export function headerNavigation(config: unknown, scope: NavigationScope): HeaderNavigation {
  const group = activeGroupOf(config, scope.group, scope.project);
  const source = navigationMenuSource(
    config,
    entity(config, 'groups', group),
    entity(config, 'projects', scope.project),
    'header',
  );
  const context: MenuContext = {
    loggedIn: scope.loggedIn,
    locale: scope.locale,
    group,
    project: nonEmptyString(scope.project),
  };
  const visible = visibleMenuItems(flattenMenu(source), 'header', context);
  const tree = buildMenuTree(visible);
  return {
    left: tree.filter((i) => nonEmptyString(i.side) !== 'right'),
    right: tree.filter((i) => nonEmptyString(i.side) === 'right'),
  };
}

/**
 * Menu items arrive flat (parent_id) or nested (childItems); both shapes become one flat list with
 * parent ids filled in from the nesting, so filtering and `buildMenuTree` see every item once.
 */
export function flattenMenu(items: unknown, parent: MenuItem | null = null): MenuItem[] {
  const out: MenuItem[] = [];
  for (const raw of asArray<MenuItem>(items)) {
    const item = asRecord(raw) as MenuItem | null;
    if (!item) continue;
    const { childItems, ...rest } = item;
    // Nested children may leave out what their parent says (position, side).
    const flat: MenuItem = parent
      ? { ...rest, parent_id: parent.id, position: rest.position ?? parent.position, side: rest.side ?? parent.side }
      : rest;
    out.push(flat);
    out.push(...flattenMenu(childItems, flat));
  }
  return out;
}

/**
 * Spec 1 §3/§6: the user menu's items (position usermenu) for the login state and language; shown only
 * when the client's showUserMenu toggle is on (an absent toggle counts as on).
 */
export function userMenuItems(config: unknown, scope: NavigationScope): MenuItem[] {
  const c = asRecord(config);
  if (c && 'showUserMenu' in c && !isOn(c.showUserMenu)) return [];
  return buildMenuTree(visibleMenuItems(flattenMenu(c?.menuitems), 'usermenu', menuContextOf(config, scope)));
}

/** Spec 1 §3/§6: the spotlights mega menu's items (position spotlightsmenu) when showSpotlightsMenu is on. */
export function spotlightsMenuItems(config: unknown, scope: NavigationScope): MenuItem[] {
  const c = asRecord(config);
  if (!isOn(c?.showSpotlightsMenu)) return [];
  return buildMenuTree(visibleMenuItems(flattenMenu(c?.menuitems), 'spotlightsmenu', menuContextOf(config, scope)));
}

function menuContextOf(config: unknown, scope: NavigationScope): MenuContext {
  return {
    loggedIn: scope.loggedIn,
    locale: scope.locale,
    group: activeGroupOf(config, scope.group, scope.project),
    project: nonEmptyString(scope.project),
  };
}

/**
 * Spec 3 §2 Main navigation: nav type dropdown (children by parent id) or spotlights (a mega menu with the
 * item images). A spotlights item without children of its own shows the spotlights menu's items.
 */
export function menuNavType(item: unknown): 'dropdown' | 'spotlights' | null {
  const t = nonEmptyString(asRecord(item)?.nav_type);
  return t === 'dropdown' || t === 'spotlights' ? t : null;
}

export type MenuLinkProblem = 'bad-params' | 'unknown-route' | 'refused-url' | 'bad-type';

/** Where a menu item leads, ready for the UI; `problem` tells why a link was dropped (or params ignored). */
export type ResolvedMenuLink =
  | { kind: 'portal'; path: string; problem: 'bad-params' | null }
  | { kind: 'href'; href: string; newTab: boolean; problem: null }
  | { kind: 'none'; problem: MenuLinkProblem | null };

/**
 * Spec 3 §2/§5 Main navigation link types:
 * - default: a named route with optional JSON params (`pathOf(name, params)` builds the portal path, null for
 *   an unknown route or missing parameters). Params that are not a JSON object are ignored (problem
 *   'bad-params', the route is still tried without them); an unknown route gives no link ('unknown-route').
 * - path: a portal path ('/dmc2026/timetable'), or an other URL the URL gate lets through (same tab unless
 *   link_target is _blank).
 * - external: a URL through the URL gate, in a new tab when link_target is _blank.
 * Any other link type gives no link ('bad-type'); an item without a link gives no link and no problem (a
 * dropdown parent). The caller logs each problem once.
 */
export function resolveMenuLink(
  item: unknown,
  pathOf: (name: string, params: Record<string, string>) => string | null,
): ResolvedMenuLink {
  const i = asRecord(item);
  const link = nonEmptyString(i?.link);
  if (link === null) return { kind: 'none', problem: null };
  const type = menuLinkType(i?.link_type ?? 'default');
  if (type === null) return { kind: 'none', problem: 'bad-type' };
  const newTab = nonEmptyString(i?.link_target) === '_blank';
  if (type === 'default') {
    const raw = i?.params;
    const parsed = raw === null || raw === undefined || raw === '' ? {} : asRecord(parseJson(raw));
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(parsed ?? {})) {
      const v = nonEmptyString(value);
      if (v !== null) params[key] = v;
    }
    const path = pathOf(link, params);
    if (path === null) return { kind: 'none', problem: 'unknown-route' };
    return { kind: 'portal', path, problem: parsed === null ? 'bad-params' : null };
  }
  const href = safeUrl(link);
  if (href === null) return { kind: 'none', problem: 'refused-url' };
  if (type === 'path' && href.startsWith('/') && !href.startsWith('//') && !newTab)
    return { kind: 'portal', path: href, problem: null };
  return { kind: 'href', href, newTab, problem: null };
}
