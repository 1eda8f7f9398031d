/**
 * boxes.css: the reserved boxes of reserved-box.ts as a stylesheet, so a page that links it in its `<head>` has every
 * mount point's box at its first paint — before loader.js (`async`, at the end of the body) has run. A linked
 * stylesheet is render-blocking and allowed by a strict CSP's `style-src` like any file from the SDK's origin; no
 * inline style, no script. The build writes it from the size rules (rollup.config.ts), so the two never disagree.
 *
 * Its rules step aside once loader.js has reserved the box itself (inline styles and `data-cp-box`, box-style.ts):
 * from then on the inline box, which settings may change, is the only one, and it is the same box, so nothing
 * moves. The portal's viewport minimum alone holds until unmount (boxDeclarations says why). Every selector names a mount attribute: the stylesheet touches no other element of the host page.
 * A stated box is read with CSS typed `attr()` (Chromium 133+); a browser without it drops those declarations
 * and takes the stated box from loader.js.
 */
import type { SizeRule } from './reserved-box';
import { DEFAULT_CONTENT_HEIGHT, SIZE_RULES } from './size-rules';

/**
 * How a page writes mount points: the widget name's attribute (on `element`, any element when empty), the portal's
 * selector, and the attributes that state a box. One row per syntax: custom elements get a row of their own
 * (`congress-widget[widget]`, `congress-portal`, `height`, `aspect-ratio`) and the same rules; being inline until
 * defined, they also need a `display: block` rule of their own (the attribute syntax sits on the host's blocks).
 */
export interface MountSyntax {
  element: string;
  widgetAttribute: string;
  portal: string;
  height: string;
  aspectRatio: string;
}

export const MOUNT_SYNTAXES: readonly MountSyntax[] = [
  {
    element: '',
    widgetAttribute: 'data-congress-widget',
    // A mount point with both attributes is a widget (loader/mount-attributes.ts).
    portal: '[data-congress-portal]:not([data-congress-widget])',
    height: 'data-height',
    aspectRatio: 'data-aspect-ratio',
  },
  {
    element: 'congress-widget',
    widgetAttribute: 'widget',
    portal: 'congress-portal',
    height: 'height',
    aspectRatio: 'aspect-ratio',
  },
];

/** The attribute loader.js writes with its inline box (box-style.ts BOX_ATTRIBUTE): the stylesheet's rules end there. */
const RESERVED = 'data-cp-box';

/** A rule's default box as declarations, the same the loader writes inline (box-style.ts `writeBox`). */
export function boxDeclarations([kind, value, setting, top]: SizeRule): string {
  if (kind === 'aspect') {
    // The same number the loader hands the style setter: the same box to the last fraction of a pixel.
    const row = top ? `;padding-top:${top}px;box-sizing:content-box` : '';
    return `aspect-ratio:${value}${row};min-height:auto`;
  }
  if (kind === 'fixed') return `height:${value}px;min-height:auto`;
  // The portal: at least the viewport's height, as the loader core reserves it (innerHeight). loader.js writes its
  // plain value first (a viewport rule there would cost loader.js bytes it does not have), so this one holds over the
  // inline box while the portal is mounted (see syntaxRules): the box never shrinks to the value in between.
  return setting === 'viewport' ? `min-height:max(${value}px,100vh)!important` : `min-height:${value}px`;
}

/** A box that holds while the mount point is mounted, over the inline one (the portal's viewport minimum). */
const holds = (rule: SizeRule) => rule[2] === 'viewport';

/** A syntax's widget selector, for one widget or (no name) any. */
const widgetOf = ({ element, widgetAttribute }: MountSyntax, name?: string) =>
  `${element}[${widgetAttribute}${name === undefined ? '' : `="${name}"`}]`;

/**
 * The rules: the custom elements' display, the fallback box, each widget's default box, then the stated boxes. A
 * default box is one rule for every syntax (`:is()` over their selectors), bytes of a render-blocking response; it
 * steps aside where any syntax's stated box is present (a `<div>` with `height` or an element with `data-height` is
 * no mount point anyone writes, and loader.js reserves their box a moment later anyway).
 */
function stylesheetRules(syntaxes: readonly MountSyntax[], rules: Readonly<Record<string, SizeRule>>): string[] {
  const stating = syntaxes.map(({ height, aspectRatio }) => `[${height}],[${aspectRatio}]`).join(',');
  const unstated = `:not([${RESERVED}],${stating})`;
  // Until unmount releases the box (box-style.ts clearBox).
  const unreleased = `:not([${RESERVED}="none"],${stating})`;
  const fallback = boxDeclarations(['content', DEFAULT_CONTENT_HEIGHT]);
  // Widgets with the same box share a rule; a box equal to the fallback needs none.
  const byBox = new Map<string, string[]>();
  for (const [name, rule] of Object.entries(rules)) {
    const declarations = boxDeclarations(rule);
    if (name !== 'portal' && declarations === fallback) continue;
    const selectors = syntaxes.map((syntax) => (name === 'portal' ? syntax.portal : widgetOf(syntax, name)));
    const key = `${holds(rule) ? unreleased : unstated}{${declarations}}`;
    byBox.set(key, [...(byBox.get(key) ?? []), ...selectors]);
  }
  const elements = syntaxes.filter((syntax) => syntax.element).flatMap(({ element, portal }) => [element, portal]);
  return [
    // Custom elements are inline until a stylesheet says otherwise (before loader.js defined them too); `:where`
    // keeps the rule's weight at zero, so any rule of the host page for the element wins.
    ...(elements.length ? [`:where(${elements.join(',')}){display:block}`] : []),
    `:is(${syntaxes.map((syntax) => widgetOf(syntax)).join(',')})${unstated}{${fallback}}`,
    ...[...byBox].map(([rule, selectors]) => `:is(${selectors.join(',')})${rule}`),
    ...syntaxes.flatMap((syntax) => statedRules(syntax)),
  ];
}

/**
 * A syntax's stated boxes. data-height wins over data-aspect-ratio (reserved-box.ts statedBox). "480" and "480px" are
 * both sizes: each reading falls back to zero where the other one matches (an attr() fallback cannot hold a second
 * attr()). "16/9", "16 / 9", "2.5": CSS's own ratio syntax, read as tokens (Chromium 156 matches no `type(<ratio>)`);
 * "16:9" is no CSS: that box comes with loader.js.
 */
function statedRules(syntax: MountSyntax): string[] {
  const { portal, height, aspectRatio } = syntax;
  const any = `:is(${widgetOf(syntax)},${portal})`;
  return [
    `${any}[${height}]:not([${RESERVED}]){height:calc(attr(${height} type(<number>),0)*1px + attr(${height} type(<length>),0px))}`,
    `${any}[${aspectRatio}]:not([${RESERVED}],[${height}]){aspect-ratio:attr(${aspectRatio} type(*))}`,
  ];
}

/** The text of boxes.css: one rule a line. */
export function boxStylesheet(
  syntaxes: readonly MountSyntax[] = MOUNT_SYNTAXES,
  rules: Readonly<Record<string, SizeRule>> = SIZE_RULES,
): string {
  return `${stylesheetRules(syntaxes, rules).join('\n')}\n`;
}
