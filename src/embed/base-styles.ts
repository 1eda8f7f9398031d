/**
 * Base CSS of every mount. Sizes are px, never rem: host pages set odd root font sizes (62.5 % is common)
 * and rem would follow them. Fonts: a system font stack, so no `@font-face` is needed (it would be ignored
 * inside a shadow root anyway; docs/theming.md). Inheritance from the host page is cut on `.cp-root`, not on
 * `:host`: the host page's rules for the host element itself (`* { font-family: … }`) beat `:host` rules in
 * the cascade, but nothing of the page reaches the wrapper inside the shadow root.
 */
export const baseStyles = `
:host {
  display: block;
  --cp-i-primary: var(--cp-color-primary, var(--cp-brand-primary, #0b5cad));
  --cp-i-on-primary: var(--cp-color-on-primary, var(--cp-brand-on-primary, #ffffff));
  --cp-i-text: var(--cp-color-text, #1a1a1a);
  --cp-i-muted: var(--cp-color-muted, #555555);
  --cp-i-bg: var(--cp-color-background, transparent);
  --cp-i-surface: var(--cp-color-surface, #ffffff);
  --cp-i-border: var(--cp-color-border, #c4c4c4);
  --cp-i-error: var(--cp-color-error, #b00020);
  --cp-i-font: var(--cp-font-family, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif);
  --cp-i-size: var(--cp-font-size, 16px);
  --cp-i-radius: var(--cp-radius, 4px);
  --cp-i-focus: var(--cp-focus-ring, 0 0 0 3px rgba(11, 92, 173, 0.45));
  --cp-i-layer: var(--cp-z-layer, 2147483000);
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }
/* Dialog layers are portalled next to .cp-root (straight into the shadow root), so they cut inheritance too.
   No \`contain\` on :host: it would make the host the containing block of the fixed dialog layer. */
.cp-root, .cp-layer {
  all: initial;
  display: block;
  position: relative;
  font-family: var(--cp-i-font);
  font-size: var(--cp-i-size);
  line-height: 1.5;
  color: var(--cp-i-text);
  background: var(--cp-i-bg);
}
/* The mount point holds the reserved box (src/embed/reserve.ts, issue 9): the tree fills it, and a box of
   fixed height or aspect ratio scrolls inside rather than grow (error states and late data keep the box). */
.cp-root, .cp-mount { height: 100%; }
:host([data-cp-box="fixed"]) .cp-mount, :host([data-cp-box="aspect"]) .cp-mount { overflow: auto; }
img { max-width: 100%; height: auto; }
a { color: var(--cp-i-primary); }
:focus-visible { outline: none; box-shadow: var(--cp-i-focus); }
.cp-visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
`;
