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
