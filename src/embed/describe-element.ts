/** `<div data-congress-widget="foo" id="x">` — names a mount point in console messages. */
export function describeElement(el: Element): string {
  const attrs = ['id', 'data-congress-widget', 'data-congress-portal', 'data-project', 'data-name']
    .filter((name) => el.hasAttribute(name))
    .map((name) => (el.getAttribute(name) === '' ? ` ${name}` : ` ${name}="${el.getAttribute(name)}"`));
  return `<${el.tagName.toLowerCase()}${attrs.join('')}>`;
}

export const LOG_PREFIX = '[CongressPortal]';
