/**
 * Hash scroll (spec 3 §9, core `hashScroll`): 1 s after a page with a location hash is shown, the element with that
 * id comes into view. The browser cannot do it: the portal and its widgets render in shadow roots, where a
 * document fragment does not reach, so deep links to a section would land at the top. Content that paints later
 * above the section does not carry it away: for a few seconds the scroll follows it (./keep-placed.ts, a lazy chunk
 * requested during the second's wait, so a page without a hash never loads it).
 */
import { useEffect } from 'react';
import { hashScroll } from '../core/menus/hash-scroll';

/** How long after the scroll a section is kept in view while the content above it settles. */
const SETTLE_MS = 3_000;

export function useHashScroll(root: ShadowRoot, path: string, hash: string, ready: boolean): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies(path): a new page with the same hash scrolls again
  useEffect(() => {
    const scroll = ready ? hashScroll(hash) : null;
    if (!scroll) return undefined;
    let stop: (() => void) | undefined;
    let live = true;
    // Requested now, during the second's wait; a chunk that does not come leaves the page where it is.
    const keeper = import('./keep-placed');
    const timer = window.setTimeout(() => {
      keeper.then(
        ({ keepTargetInView }) => {
          if (live) stop = keepTargetInView(root, scroll.id, SETTLE_MS);
        },
        () => undefined,
      );
    }, scroll.delayMs);
    return () => {
      live = false;
      window.clearTimeout(timer);
      stop?.();
    };
  }, [root, path, hash, ready]);
}
