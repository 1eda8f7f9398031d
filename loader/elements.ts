import { PORTAL_TAG, WIDGET_TAG } from '../src/contract/mount-attribute';
import type { MountHandle } from '../src/embed/runtime-api';

/**
 * What loader.js gives `<congress-widget>` and `<congress-portal>` itself; the loader core does the rest (it finds
 * them like the data attributes' mount points, observes their attributes and sets `$c`). Kept to the parts a
 * framework needs before the core arrives: a `settings` property that takes an object, and a `ready` promise.
 */
export interface CongressElementInternals {
  /** The `settings` property's value. */
  $s?: unknown;
  /** Set by the loader core while it manages the element: applies a changed `settings` property. */
  $c?: () => void;
  /** Resolves the first `ready` promise; the loader core takes it over (and then replaces `ready` per mount). */
  $r?: (handle: MountHandle | Promise<MountHandle>) => void;
  ready: Promise<MountHandle>;
}

/**
 * Defines both elements unless the page already has them (a second loader.js, or a page that took the names): a
 * taken name is left alone, never an exception. The first element connected anywhere (also inside a framework's
 * shadow root) calls `start`, which loads the loader core; the core imports the elements' logic when it meets one.
 */
export function defineElements(win: Window & typeof globalThis, start: () => void): void {
  const registry = win.customElements;
  if (!registry) return;
  class CongressElement extends win.HTMLElement {
    // `declare`: no field initialisers in loader.js (bytes of its 2 kB).
    declare $s?: unknown;
    declare $c?: () => void;
    declare $r?: CongressElementInternals['$r'];
    // The executor's return value is ignored: no braces, bytes of loader.js's 2 kB.
    ready = new Promise<MountHandle>((resolve) => (this.$r = resolve));
    // An accessor on the class: a framework sets what the element has a setter for as a property (Svelte looks for
    // setters, Vue for `'settings' in el`), anything else as an attribute.
    get settings(): unknown {
      return this.$s;
    }
    set settings(value: unknown) {
      this.$s = value;
      this.$c?.();
    }
    connectedCallback() {
      start();
    }
  }
  // One constructor per name (the registry refuses a second name for the same class).
  for (const tag of [WIDGET_TAG, PORTAL_TAG])
    if (!registry.get(tag)) registry.define(tag, class extends CongressElement {});
}
