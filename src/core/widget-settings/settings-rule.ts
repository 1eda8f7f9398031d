/**
 * When a widget's settings are complete (spec 3 §3 widget settings, §8 "no widget settings found"). Each widget
 * names the settings it cannot render without; the runtime reads the rule twice: before the widget's chunk arrives
 * (whether to ask the server for a settings entry at all) and after the merge (which settings are missing).
 * A widget definition declares its rule (`WidgetDefinition.settingsRule`, normally its entry here, which the runtime
 * already used before the chunk arrived).
 */
export interface SettingsRule {
  /**
   * The settings the widget cannot render without. When data-settings give them all, data-settings are the whole
   * settings: no server entry is asked for, so a widget configured inline makes no request that can fail. When
   * neither the server entry nor data-settings give one, the mount names what is missing.
   */
  required: readonly string[];
  /**
   * `'required'`: the settings describe what only the server entry knows (the timetable: the project's zone and
   * hours); without an entry the widget shows "no widget settings found", whatever data-settings carry.
   */
  entry?: 'required';
}

/** Rules of the widgets that have one; every other widget renders from its defaults (its entry is optional). */
export const SETTINGS_RULES: Readonly<Record<string, SettingsRule>> = {
  'html-text': { required: ['html'] },
  'single-image': { required: ['assetnames'] },
  timetable: { required: [], entry: 'required' },
};

const OPTIONAL: SettingsRule = { required: [] };

/** The rule for a widget name (no required settings, an optional entry, for names without one). */
export function settingsRuleOf(widget: string): SettingsRule {
  return Object.hasOwn(SETTINGS_RULES, widget) ? SETTINGS_RULES[widget] : OPTIONAL;
}

/**
 * A setting is given when it carries something: a non-blank string, a finite number, a boolean, or an object or
 * array with a given member (`assetnames: { default: '' }` names no image).
 */
export function isGiven(value: unknown): boolean {
  return typeof value === 'string'
    ? value.trim() !== ''
    : typeof value === 'number'
      ? Number.isFinite(value)
      : typeof value === 'boolean' || (!!value && typeof value === 'object' && Object.values(value).some(isGiven));
}

type Layer = Record<string, unknown> | null | undefined;

/** The required settings no layer gives, in the rule's order. */
export const missingSettings = (rule: SettingsRule, ...layers: Layer[]): string[] =>
  rule.required.filter((key) => !layers.some((layer) => layer && isGiven(layer[key])));

/**
 * Whether the mount asks the server for its settings entry: always when the entry is required (by the widget's
 * rule or by the mount, `requireEntry`); otherwise not when data-settings give every required setting.
 */
export const asksForEntry = (rule: SettingsRule, inline: Layer, requireEntry?: boolean): boolean =>
  !!requireEntry || !!rule.entry || !rule.required.length || missingSettings(rule, inline).length > 0;

export interface SettingsFacts {
  /** What the server said about the entry; `skipped` when it was not asked (see {@link asksForEntry}). */
  entry: 'found' | 'missing' | 'skipped';
  server?: Layer;
  inline?: Layer;
  /** The mount needs an entry whatever the widget's rule says (the portal's SingleWidget route, spec 3 §2). */
  requireEntry?: boolean;
  /** The mount's settings are complete as given (a portal page module): a missing entry is never needed. */
  entryOptional?: boolean;
}

/**
 * What a mount shows once its settings are known: the widget (an empty list), "no widget settings found" when an
 * entry is needed and there is none (null), or the names of the required settings nobody gave.
 */
export function settingsVerdict(rule: SettingsRule, facts: SettingsFacts): string[] | null {
  const needsEntry = facts.requireEntry || (rule.entry && !facts.entryOptional);
  return facts.entry === 'missing' && needsEntry ? null : missingSettings(rule, facts.server, facts.inline);
}
