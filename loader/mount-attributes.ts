import type { MountOptions } from '../src/embed/runtime-api';
import { isCongressElement, mountAttribute, PORTAL_TAG, WIDGET_TAG } from '../src/contract/mount-attribute';

export const MOUNT_SELECTOR = `[data-congress-widget],[data-congress-portal],${WIDGET_TAG},${PORTAL_TAG}`;

/**
 * How a mount attribute becomes an option: `text` (non-empty), `raw` (any value, empty too), `flag` (present and not
 * "false"), `off` ("off" → false), `json` (an object). `portal`/`widget`: for that kind only.
 */
type AttributeRule = readonly [kind: 'text' | 'raw' | 'flag' | 'off' | 'json', only?: 'portal' | 'widget'];

/**
 * Every mount attribute that is an option (README "Mount attributes"), named without `data-`: `data-project` on a
 * `<div>`, `project` on `<congress-widget>`. The option is the camel-cased name (`base-path` → `basePath`). One list
 * for both syntaxes: a row here is an attribute of the data syntax and of the custom elements alike. The attributes
 * read where they are used (boxes, the portal's header) are listed with the elements' own rules
 * (loader/element-link.ts).
 */
export const MOUNT_ATTRIBUTES: Readonly<Record<string, AttributeRule>> = {
  project: ['text'],
  name: ['text', 'widget'],
  channel: ['text'],
  settings: ['json'],
  client: ['text'],
  locale: ['text'],
  eager: ['flag'],
  'base-path': ['text', 'portal'],
  'document-title': ['flag', 'portal'],
  'consent-manager': ['text', 'portal'],
  // Present at all, even empty: the host manages consent (an empty value counts as `host`).
  consent: ['raw'],
  analytics: ['text'],
  // "off": no JSON-LD in the page's head.
  'structured-data': ['off'],
};

/** A mount point's options, and what is wrong with its attributes (warned about, shown by the runtime). */
export interface ParsedMount {
  options: MountOptions;
  problem?: string;
}

const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** settings → object, or the reason it is not one. */
function parseSettings(text: string, attribute: string): { settings?: Record<string, unknown>; problem?: string } {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value))
      return { settings: value as Record<string, unknown> };
    return {
      problem: `${attribute} must be a JSON object, received ${Array.isArray(value) ? 'an array' : String(value)}`,
    };
  } catch (error) {
    return { problem: `${attribute} is not valid JSON (${(error as Error).message})` };
  }
}

/**
 * Reads a mount point's attributes (README "Mount attributes"; the table above): data-congress-widget or
 * data-congress-portal and the data-* attributes on any element, or `<congress-widget widget="…">` /
 * `<congress-portal>` with the same names without `data-`. data-name defaults to `default`. What only the elements
 * have (the `settings` property, the unknown-attribute check) comes with their chunk (loader/element-link.ts
 * `readElement`): a page of `<div>` mount points does not carry it.
 */
export function readMountAttributes(el: Element): ParsedMount {
  const element = isCongressElement(el);
  const portal = element
    ? el.localName === PORTAL_TAG
    : el.hasAttribute('data-congress-portal') && !el.hasAttribute('data-congress-widget');
  const options: MountOptions = {};
  const set = options as Record<string, unknown>;
  let problem: string | undefined;
  for (const [name, [kind, only]] of Object.entries(MOUNT_ATTRIBUTES)) {
    const value = mountAttribute(el, name);
    if (value === null || only === (portal ? 'widget' : 'portal')) continue;
    if (kind === 'flag') {
      if (value !== 'false') set[camel(name)] = true;
    } else if (kind === 'off') {
      if (value === 'off') set[camel(name)] = false;
    } else if (kind === 'json') {
      const parsed = parseSettings(value, element ? name : `data-${name}`);
      if (parsed.settings) set[camel(name)] = parsed.settings;
      problem = parsed.problem;
    } else if (value || kind === 'raw') set[camel(name)] = value;
  }
  if (options.consentManager !== 'host') delete options.consentManager;
  if (portal) options.portal = true;
  else {
    options.widget = el.getAttribute(element ? 'widget' : 'data-congress-widget')?.trim() || undefined;
    options.name ||= 'default';
  }
  return { options, problem };
}

/** The first reason these options cannot mount as given, if any. */
export function mountProblem(options: MountOptions, attributeProblem?: string): string | undefined {
  if (!options.portal && !options.widget)
    return 'no widget name given (data-congress-widget, the widget attribute or the widget option)';
  return attributeProblem;
}
