import { asArray, asRecord, nonEmptyString } from '../values';
import type { MenuItem } from '../types';

/**
 * Spec 3 §2 Main navigation (dropdown): builds the tree by parent_id into childItems. Items whose
 * parent is not in the list (e.g. hidden) are dropped with their subtree; order is kept. Cycles
 * cannot loop: an item is placed once.
 */
export function buildMenuTree(items: unknown): MenuItem[] {
  const list = asArray<MenuItem>(items).filter((i) => asRecord(i) !== null && nonEmptyString(i.id) !== null);
  const nodes = new Map<string, MenuItem>();
  for (const item of list) {
    const id = nonEmptyString(item.id) as string;
    if (!nodes.has(id)) nodes.set(id, { ...item, childItems: [] });
  }
  const roots: MenuItem[] = [];
  const reachable = new Set<string>();
  const attach = (parentKey: string | null, into: MenuItem[]) => {
    for (const [id, node] of nodes) {
      if (reachable.has(id)) continue;
      const parent = nonEmptyString(node.parent_id);
      const isRootLevel = parent === null || parent === '0';
      if (parentKey === null ? isRootLevel : parent === parentKey) {
        reachable.add(id);
        into.push(node);
        attach(id, node.childItems as MenuItem[]);
      }
    }
  };
  attach(null, roots);
  return roots;
}

/**
 * Spec 3 §2 Footer sitemap: the nav items up to 3 levels, excluding spotlights (with their children).
 */
export function sitemapTree(tree: unknown, maxDepth = 3): MenuItem[] {
  if (maxDepth <= 0) return [];
  return asArray<MenuItem>(tree)
    .filter((i) => asRecord(i) !== null && nonEmptyString(i.nav_type) !== 'spotlights')
    .map((i) => ({ ...i, childItems: sitemapTree(i.childItems, maxDepth - 1) }));
}
