/**
 * Focus helpers that see into shadow roots: `document.activeElement` stops at the shadow host, so we walk
 * `shadowRoot.activeElement` down to the real element (ARCHITECTURE.md shadow-root checklist).
 */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active: Element | null = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableWithin(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hasAttribute('hidden') && el.getAttribute('aria-hidden') !== 'true' && el.tabIndex >= 0,
  );
}

/** Next element for Tab / Shift+Tab inside a trap: wraps at both ends; null when nothing is focusable. */
export function nextTrapTarget(
  focusables: readonly HTMLElement[],
  active: Element | null,
  backwards: boolean,
): HTMLElement | null {
  if (focusables.length === 0) return null;
  const index = active ? focusables.indexOf(active as HTMLElement) : -1;
  if (index === -1) return backwards ? focusables[focusables.length - 1] : focusables[0];
  const next = (index + (backwards ? -1 : 1) + focusables.length) % focusables.length;
  return focusables[next];
}
