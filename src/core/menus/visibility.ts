import { asArray, asRecord, isOn, nonEmptyString, splitList } from '../values';
import type { MenuItem } from '../types';

export interface MenuContext {
  loggedIn: boolean;
  /** Current language short code, e.g. 'en'. */
  locale?: string | null;
  /** Only items on this side (header left/right), when given. */
  side?: string | null;
  /** Active group and project names (items restricted to another group or project are hidden). */
  group?: string | null;
  project?: string | null;
}

/** A show_* flag: a missing flag (null/undefined) counts as on, so old items stay visible. */
function flagOn(value: unknown): boolean {
  return value === null || value === undefined || isOn(value);
}

/**
 * Spec 1 §5, spec 3 §2 Main navigation: a menu item shows by show_loggedin / show_loggedoff (for the
 * current login state), language (an empty list means all), side, group and project.
 */
export function isMenuItemVisible(item: unknown, context: MenuContext): boolean {
  const i = asRecord(item);
  if (!i) return false;
  if (!flagOn(context.loggedIn ? i.show_loggedin : i.show_loggedoff)) return false;
  const languages = splitList(i.languages);
  const locale = nonEmptyString(context.locale);
  if (languages.length > 0 && (locale === null || !languages.includes(locale))) return false;
  const side = nonEmptyString(context.side);
  if (side !== null && nonEmptyString(i.side) !== side) return false;
  const group = nonEmptyString(i.group);
  if (group !== null && group !== nonEmptyString(context.group)) return false;
  const project = nonEmptyString(i.project);
  if (project !== null && project !== nonEmptyString(context.project)) return false;
  return true;
}

/** The items of one position (header, footer, usermenu, spotlightsmenu) visible in a context. */
export function visibleMenuItems(items: unknown, position: string, context: MenuContext): MenuItem[] {
  return asArray<MenuItem>(items).filter(
    (item) => nonEmptyString(asRecord(item)?.position) === position && isMenuItemVisible(item, context),
  );
}

/**
 * Spec 1 §5: a group or project can override the client's header and footer navigation
 * (overwriteClientHeaderNavigation, overwriteClientFooterNavigation). The project wins over the
 * group; other positions always use the client's items.
 */
export function navigationMenuSource(client: unknown, group: unknown, project: unknown, position: string): MenuItem[] {
  const flag =
    position === 'header'
      ? 'overwriteClientHeaderNavigation'
      : position === 'footer'
        ? 'overwriteClientFooterNavigation'
        : null;
  if (flag !== null) {
    for (const owner of [project, group]) {
      const o = asRecord(owner);
      if (o && isOn(o[flag])) return asArray<MenuItem>(o.menuitems);
    }
  }
  return asArray<MenuItem>(asRecord(client)?.menuitems);
}
