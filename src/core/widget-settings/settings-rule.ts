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
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'boolean') return true;
  if (value && typeof value === 'object') return Object.values(value).some(isGiven);
  return false;
}

type Layer = Record<string, unknown> | null | undefined;

/** The required settings no layer gives, in the rule's order. */
export function missingSettings(rule: SettingsRule, ...layers: Layer[]): string[] {
  return rule.required.filter((key) => !layers.some((layer) => !!layer && isGiven(layer[key])));
}

/**
 * Whether the mount asks the server for its settings entry: always when the entry is required (by the widget's
 * rule or by the mount, `requireEntry`); otherwise not when data-settings give every required setting.
 */
export function asksForEntry(rule: SettingsRule, inline: Layer, requireEntry = false): boolean {
  if (requireEntry || rule.entry === 'required' || rule.required.length === 0) return true;
  return missingSettings(rule, inline).length > 0;
}

export type SettingsVerdict = { kind: 'ready' } | { kind: 'noEntry' } | { kind: 'missing'; settings: string[] };

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
 * What a mount shows once its settings are known: the widget (`ready`), "no widget settings found" when an entry
 * is needed and there is none (`noEntry`), or the names of the required settings nobody gave (`missing`).
 */
export function settingsVerdict(rule: SettingsRule, facts: SettingsFacts): SettingsVerdict {
  const needsEntry = facts.requireEntry === true || (rule.entry === 'required' && facts.entryOptional !== true);
  if (facts.entry === 'missing' && needsEntry) return { kind: 'noEntry' };
  const settings = missingSettings(rule, facts.server, facts.inline);
  return settings.length ? { kind: 'missing', settings } : { kind: 'ready' };
}
