import { asRecord, isOn } from '../values';
import type { MenuItem } from '../types';
import { activeGroupOf, flattenMenu, type NavigationScope } from './navigation';
import { isMenuItemVisible } from './visibility';

/**
 * Spec 2 §2 Search dialog, spec 1 §3 Menu item: the recommended links of the empty search — the client's menu
 * items (any position, nested ones included) flagged show_in_search_modal, visible for the login state, language,
 * group and project (`isMenuItemVisible`), in configuration order. Links are resolved by the caller (the same
 * resolver as the navigation's, so the URL gate applies).
 */
export function searchModalLinks(config: unknown, scope: NavigationScope): MenuItem[] {
  const context = {
    loggedIn: scope.loggedIn,
    locale: scope.locale,
    group: activeGroupOf(config, scope.group, scope.project),
    project: scope.project ?? null,
  };
  return flattenMenu(asRecord(config)?.menuitems).filter(
    (item) => isOn(item.show_in_search_modal) && isMenuItemVisible(item, context),
  );
}
