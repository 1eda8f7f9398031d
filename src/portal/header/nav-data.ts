import type { MenuItem } from '../../core/types';
import { menuNavType } from '../../core/menus/navigation';
import type { MenuLinkResolver } from './menu-links';

/** The navigation's menus as the bar and the phone dialog read them, with the resolver of their links. */
export interface NavData {
  left: MenuItem[];
  right: MenuItem[];
  /** The spotlights menu's items, for a spotlights nav item without children of its own. */
  spotlights: MenuItem[];
  resolve: MenuLinkResolver;
}

/** The entries a nav item opens (children, or for spotlights the spotlights menu); empty for a plain link. */
export function panelItems(item: MenuItem, spotlights: MenuItem[]): MenuItem[] {
  const children = item.childItems ?? [];
  return menuNavType(item) === 'spotlights' && children.length === 0 ? spotlights : children;
}
