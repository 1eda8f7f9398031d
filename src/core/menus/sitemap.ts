import { asArray, asRecord, nonEmptyString } from '../values';
import type { MenuItem } from '../types';
import { buildMenuTree, sitemapTree } from './tree';
import { isMenuItemVisible, type MenuContext } from './visibility';

/**
 * Menu items arrive flat (parent_id) or already nested (childItems, as the client configuration serves header
 * items): both become one flat list with each child's parent_id set, so the tree is built one way.
 */
export function flattenMenuItems(items: unknown): MenuItem[] {
  const out: MenuItem[] = [];
  const walk = (list: unknown, parent: unknown) => {
    for (const item of asArray<MenuItem>(list)) {
      const i = asRecord(item);
      if (!i) continue;
      const { childItems, ...rest } = item;
      out.push({ ...rest, parent_id: (parent ?? rest.parent_id ?? null) as MenuItem['parent_id'] });
      walk(childItems, i.id ?? undefined);
    }
  };
  walk(items, undefined);
  return out;
}

/**
 * Spec 3 §2 Footer sitemap: the navigation items (position header, both sides) visible in the context (login
 * state, language, group, project), as a tree of at most 3 levels, without spotlights menus (and their children).
 */
export function footerSitemap(items: unknown, context: Omit<MenuContext, 'side'>): MenuItem[] {
  const visible = flattenMenuItems(items).filter(
    (item) => nonEmptyString(item.position) === 'header' && isMenuItemVisible(item, { ...context, side: null }),
  );
  return sitemapTree(buildMenuTree(visible), 3);
}
