import { asArray, asRecord, nonEmptyString } from '../values';
import type { MenuItem } from '../types';
import { subnavAlwaysOpen } from './header-chrome';
import { buildMenuTree } from './tree';

/** Levels a subnav shows (spec 3 §2 Main navigation: "it has three levels"). */
export const SUBNAV_LEVELS = 3;

/**
 * Spec 3 §2 Main navigation, §9: the subnav is open below 1024 px whatever was toggled (`subnavAlwaysOpen`);
 * from 1024 px on it is open only while toggled open (a click toggles, Esc closes).
 */
export function subnavOpen(width: unknown, toggledOpen: boolean): boolean {
  return subnavAlwaysOpen(width) || toggledOpen;
}

const cap = (items: unknown, depth: number): MenuItem[] =>
  depth <= 0
    ? []
    : asArray<MenuItem>(items)
        .filter((i) => asRecord(i) !== null && nonEmptyString(i.text) !== null)
        .map((i) => ({ ...i, childItems: cap(i.childItems, depth - 1) }));

/**
 * Spec 3 §2 "Subnav … has three levels", §3 Menu item: the subnav's items as a tree of at most three levels.
 * Items come nested (childItems) or flat with id / parent_id (built like the main navigation, core
 * `buildMenuTree`); items without a text and a fourth level are dropped.
 */
export function subnavTree(items: unknown): MenuItem[] {
  const list = asArray<MenuItem>(items);
  const nested = list.some((i) => asArray(asRecord(i)?.childItems).length > 0);
  return cap(nested ? list : buildMenuTree(list), SUBNAV_LEVELS);
}
