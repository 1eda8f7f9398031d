/**
 * Hash scroll (spec 3 §9, core `hashScroll`): 1 s after a page with a location hash is shown, the element with that
 * id comes into view. The browser cannot do it: the portal and its widgets render in shadow roots, where a
 * document fragment does not reach, so deep links to a section would land at the top.
 */
import { useEffect } from 'react';
import { hashScroll } from '../core/menus/hash-scroll';
import { scrollBehavior } from './to-top';

/** The element with `id` in `root` or in any open shadow root below it (page widgets mount in their own). */
function findById(root: ShadowRoot | Element, id: string): Element | null {
  for (const el of root.querySelectorAll('*')) {
    if (el.id === id) return el;
    const inner = el.shadowRoot ? findById(el.shadowRoot, id) : null;
    if (inner) return inner;
  }
  return null;
}

export function useHashScroll(root: ShadowRoot, path: string, hash: string, ready: boolean): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies(path): a new page with the same hash scrolls again
  useEffect(() => {
    const scroll = ready ? hashScroll(hash) : null;
    if (!scroll) return undefined;
    const timer = window.setTimeout(() => {
      const target = findById(root, scroll.id);
      if (!target) return;
      // Below the sticky header, not under it.
      const header = root.querySelector('.cp-header')?.getBoundingClientRect().height ?? 0;
      const top = target.getBoundingClientRect().top + window.scrollY - header - 8;
      window.scrollTo({ top: Math.max(0, top), behavior: scrollBehavior() });
    }, scroll.delayMs);
    return () => window.clearTimeout(timer);
  }, [root, path, hash, ready]);
}
