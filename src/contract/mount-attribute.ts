/**
 * Two ways to write a mount point, one set of attribute names: `<div data-congress-widget="timetable"
 * data-project="x">` and `<congress-widget widget="timetable" project="x">` (the custom elements take the data
 * attributes' names without `data-`). Everything that reads a mount attribute goes through `mountAttribute`, so the
 * two syntaxes never drift. Bundled into loader.js: keep it small.
 */

/** The custom elements loader.js defines. */
export const WIDGET_TAG = 'congress-widget';
export const PORTAL_TAG = 'congress-portal';

/** Whether a mount point is one of our custom elements (attributes without `data-`). */
export const isCongressElement = (el: Element): boolean => el.localName.startsWith('congress-');

/** A mount attribute by its name without `data-`: `height` is data-height on a `<div>`, height on an element. */
export const mountAttribute = (el: Element, name: string): string | null =>
  el.getAttribute(isCongressElement(el) ? name : `data-${name}`);

/**
 * The widget name a mount point asks for, untrimmed, for its first box ('portal' for the portal — and for a
 * `<congress-widget>` without a name, which the loader core then reports; it corrects " timetable ").
 */
export const widgetOf = (el: Element): string =>
  el.getAttribute(isCongressElement(el) ? 'widget' : 'data-congress-widget') ?? 'portal';
