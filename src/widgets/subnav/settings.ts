/** Settings of the subnav widget (spec 3 §2 "Subnav (in page widgets)"; docs/widgets/subnav.md). */
export interface SubnavSettings extends Record<string, unknown> {
  /** The navigation's name (its landmark label and toggle text); a translated "Section navigation" when empty. */
  title: string;
  /** Menu items (spec 3 §3 Menu item: text, link, link_type, params, link_target), nested in childItems or flat by id / parent_id. */
  items: unknown[];
  customClasses: string;
}

export const subnavDefaults: SubnavSettings = { title: '', items: [], customClasses: '' };
