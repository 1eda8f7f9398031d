/**
 * Keeps the page scrolled to a place that may still move: a section a deep link names lies below widgets and lists
 * that can paint after the scroll (a slow network, a busy phone) and push it down, so one scroll would leave the
 * reader somewhere else. Scrolls now (or once the place exists), then again whenever `watch` changes size, until
 * `settleMs` have passed or the reader acts (wheel, touch, key, pointer): from then on the page is theirs.
 */
import { scrollBehavior } from './to-top';

export interface KeepPlacedOptions {
  /** The document scroll top that shows the place, or null while it is not in the page. */
  place(): number | null;
  /** The element whose size changes move the place (the portal's mount element). */
  watch: Element;
  settleMs: number;
  /** The first scroll's behaviour (smooth unless reduced motion); corrections jump, so they never fight it. */
  behavior: ScrollBehavior;
}

const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Starts keeping the place; the function returned stops it (unmount, another page). */
export function keepPlaced(options: KeepPlacedOptions): () => void {
  let scrolled = false;
  let height = options.watch.getBoundingClientRect().height;
  const scroll = () => {
    const top = options.place();
    if (top === null || (scrolled && Math.abs(top - window.scrollY) < 2)) return;
    window.scrollTo({ top, behavior: scrolled ? 'auto' : options.behavior });
    scrolled = true;
  };
  // Only a real change of size moves the place: the observer's first report (and a smooth scroll under way) does not.
  const observer =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(() => {
          const now = options.watch.getBoundingClientRect().height;
          if (now === height) return;
          height = now;
          scroll();
        })
      : undefined;
  const stop = () => {
    observer?.disconnect();
    window.clearTimeout(timer);
    for (const type of READER_INPUT) window.removeEventListener(type, stop, true);
  };
  const timer = window.setTimeout(stop, options.settleMs);
  for (const type of READER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  observer?.observe(options.watch);
  scroll();
  return stop;
}

/** The element with `id` in `root` or in any open shadow root below it (page widgets mount in their own). */
function findById(root: ShadowRoot | Element, id: string): Element | null {
  for (const el of root.querySelectorAll('*')) {
    if (el.id === id) return el;
    const inner = el.shadowRoot ? findById(el.shadowRoot, id) : null;
    if (inner) return inner;
  }
  return null;
}

/**
 * Spec 3 §9 hash scroll: the element with `id` in the portal (or a widget's shadow root in it), below the sticky
 * header, kept in view for `settleMs` while the content above it settles.
 */
export function keepTargetInView(root: ShadowRoot, id: string, settleMs: number): () => void {
  const place = () => {
    const target = findById(root, id);
    if (!target) return null;
    // Below the sticky header, not under it.
    const header = root.querySelector('.cp-header')?.getBoundingClientRect().height ?? 0;
    return Math.max(0, Math.round(target.getBoundingClientRect().top + window.scrollY - header - 8));
  };
  return keepPlaced({ place, watch: root.host, settleMs, behavior: scrollBehavior() });
}
