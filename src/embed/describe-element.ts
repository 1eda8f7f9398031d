/**
 * `<div data-congress-widget="foo" id="x">` or `<congress-widget widget="foo">` — names a mount point in console
 * messages, with the attributes that tell it apart (both syntaxes' names).
 */
export function describeElement(el: Element): string {
  const attrs = [
    'id',
    'data-congress-widget',
    'data-congress-portal',
    'data-project',
    'data-name',
    'widget',
    'project',
    'name',
  ]
    .filter((name) => el.hasAttribute(name))
    .map((name) => (el.getAttribute(name) === '' ? ` ${name}` : ` ${name}="${el.getAttribute(name)}"`));
  return `<${el.tagName.toLowerCase()}${attrs.join('')}>`;
}

export const LOG_PREFIX = '[CongressPortal]';

/** A console warning with our prefix; never throws (a host page without a console must not break). */
export function warnInConsole(message: string): void {
  try {
    // biome-ignore lint/style/useTemplate: the concatenation minifies 3 bytes smaller, and loader.js has 2 kB
    console.warn(LOG_PREFIX + ' ' + message);
  } catch {
    /* no console: nothing to report to */
  }
}
