import type { MountHandle, MountOptions } from '../embed/runtime-api';

/** A listener of `CongressPortal.on(type, cb)`; `detail` is what the widget posted. */
export type CongressPortalListener = (detail: unknown) => void;

/** What `CongressPortal.setConsent()` takes: everything, nothing, or per optional service. */
export type ConsentInput = boolean | 'all' | 'none' | { analytics?: boolean; errorMonitoring?: boolean };

/**
 * `window.CongressPortal`, the SDK's only global, installed by `loader.js` (docs/embedding.md "JavaScript API").
 * @example
 * const handle = await CongressPortal.mount('#schedule', { widget: 'timetable', project: 'esc2026', eager: true });
 * handle.update({ showFilter: false });
 */
export interface CongressPortalGlobal {
  /** The loader's version (package.json). */
  readonly version: string;
  /** The active API environment: `production` unless a tester switched (`?cp-env=staging`). */
  readonly env: string;
  /**
   * Mounts a widget (or with `{ portal: true }` the portal) into an element or the first match of a selector.
   * Options override the element's data attributes. Resolves once the widget has rendered — its content (or,
   * for a widget that fetches data, its own placeholder) or its error state is in the shadow root, never while
   * it says "Loading…" — so measuring, scrolling or focusing can follow `await`. A lazy mount resolves after it
   * nears the viewport and has rendered (`eager: true` loads at once). Rejects when the selector matches nothing.
   * @example
   * const handle = await CongressPortal.mount(el, { widget: 'html-text', settings: { html: '<p>x</p>' }, eager: true
   * }); el.shadowRoot.querySelector('p'); // <p>x</p>
   */
  mount(target: Element | string, options?: MountOptions): Promise<MountHandle>;
  /** Removes a mount (or cancels a lazy one that has not loaded yet). */
  unmount(target: Element | string): void;
  /** Mounts mount points added to the page since the last scan and retries failed ones. */
  scan(): void;
  /**
   * Listens to events widgets post to the host page (docs/host-messages.md). `on('link', fn)` is the link hook
   * (docs/host-control.md): `fn({ kind, id, url, widget, project })` may return a new URL for the link, or nothing.
   */
  on(type: string, listener: CongressPortalListener): void;
  off(type: string, listener: CongressPortalListener): void;
  /** Testers: switch the API environment (remembered in localStorage, null forgets) and reload the page. */
  setEnv(name: string | null): void;
  /**
   * Lets the host page's own consent manager decide about the portal's optional services instead of the portal's
   * cookie banner (docs/embedding.md "Consent"): `true`/`'all'`, `false`/`'none'`, or per service
   * `{ analytics?: boolean, errorMonitoring?: boolean }` (missing services are off). Can be called at any time,
   * also before the loader arrived (queued); the banner closes and the choice is stored in the consent cookie.
   * @example
   * CongressPortal.setConsent({ analytics: true, errorMonitoring: false });
   */
  setConsent(consent: ConsentInput): void;
  /** Unmounts everything, stops the loader's observers and removes `window.CongressPortal`. */
  destroy(): void;
}

declare global {
  interface Window {
    /** Installed by loader.js; before that, possibly the queue snippet's stand-in (docs/embedding.md). */
    CongressPortal?: CongressPortalGlobal;
  }
}
