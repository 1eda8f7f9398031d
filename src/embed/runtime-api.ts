/**
 * The boundary between the loader (`loader/`, a tiny IIFE) and the embed runtime chunk
 * (`src/embed/runtime.ts` → `dist/cdn/runtime.js`). The loader only imports these *types*.
 */
import type { ClientConfig } from '../core/types';
import type { LinkHook } from '../core/links/link-hook';
import type { SizeRuleOf } from '../core/layout/reserved-box';

/** Options of `CongressPortal.mount(el, options)`; they mirror the data attributes. */
export interface MountOptions {
  /** Widget name (kebab-case, see WIDGET_NAMES); omit when `portal` is true. */
  widget?: string;
  /** Mount the full portal instead of a widget. */
  portal?: boolean;
  /** Portal only: the path the portal lives under on the host site (clean paths, no hash). */
  basePath?: string;
  /** Portal only: let the portal set `document.title` (spec 1 §2 pattern); off unless asked (data-document-title). */
  documentTitle?: boolean;
  /**
   * Portal only: `'host'` when the host page's own consent manager decides (data-consent-manager="host"): the
   * portal's cookie banner and cookie settings button stay hidden and nothing is tracked until
   * `CongressPortal.setConsent()` says so.
   */
  consentManager?: 'host';
  /**
   * The host's consent manager decides (data-consent): `host` while it has not said yet, else the services it
   * allows (`analytics`, `errors`, `all`, `none`; e.g. `analytics errors`). Present, no banner of ours appears
   * and nothing is tracked before the host allows it; `CongressPortal.setConsent()` changes it for the whole page.
   */
  consent?: string;
  /**
   * Pushes the widget's events into the host's own analytics (data-analytics): `datalayer` (Google Tag Manager's
   * `window.dataLayer`) or `matomo` (`window._paq`), only with analytics consent and only where the host has one.
   */
  analytics?: string;
  project?: string;
  /** Name of the widget settings entry; default `default`. */
  name?: string;
  channel?: string;
  /** Overrides merged over the server's settings (data-settings). */
  settings?: Record<string, unknown>;
  /** Client (tenant) for this mount; default: the loader's resolved client. */
  client?: string;
  locale?: string;
  /**
   * The settings are complete as given (a portal page module, spec 3 §2 page builder): a missing server entry
   * is not an error even for widgets that require server settings.
   */
  inlineSettings?: boolean;
  /** A missing server entry is "no widget settings found" for any widget (the portal's SingleWidget route, spec 3 §2). */
  requireServerSettings?: boolean;
  /** False: put no JSON-LD for what this mount shows into the page's head (data-structured-data="off"). */
  structuredData?: boolean;
  /** Skip lazy loading: load code and data immediately (data-eager). */
  eager?: boolean;
  /**
   * Set by the loader when the mount point cannot mount as given (invalid data-settings, no widget name);
   * the loader has already warned in the console, the runtime shows a translated error state.
   */
  error?: string;
}

/**
 * What `mount` resolves to — after the widget's first render or its error state is on screen (see
 * `Runtime.mount`).
 */
export interface MountHandle {
  /** Removes the widget and everything it started (timers, polls, sockets, listeners). */
  unmount(): void;
  /** Merges new settings over the current ones and re-renders. */
  update(settings: Record<string, unknown>): Promise<void>;
}

export interface RuntimeInit {
  /** API base, e.g. `http://localhost:8080/api` (no trailing slash). */
  apiBase: string;
  /** URL of the folder holding runtime.js and the chunks (ends with `/`). */
  cdnBase: string;
  /** The resolved client name. */
  client: string;
  /** Started by the loader in parallel with the runtime import; null when it failed. */
  clientConfig: Promise<ClientConfig | null>;
  locale?: string;
  /** CSP nonce for any fallback `<style>` element. */
  nonce?: string;
  /** Extra origins allowed to exchange host messages (data-allowed-origins). */
  allowedOrigins: string[];
  /** Delivers a widget event to `CongressPortal.on(type, cb)` listeners. */
  emit(type: string, detail: unknown): void;
  /** What the host passed to `CongressPortal.setConsent()` before this runtime existed (undefined: nothing yet). */
  consent?: unknown;
  /** The host's link hooks (`CongressPortal.on('link', fn)`), read at each link so a later `on` takes part. */
  linkHooks?(): Iterable<LinkHook>;
  /** The widgets' size rules (src/core/layout/size-rules.ts): loader.js's, passed on, or the npm entry's. */
  sizeRuleOf: SizeRuleOf;
}

export interface Runtime {
  /**
   * Mounts a widget and resolves once it has rendered: its first render is committed in the shadow root
   * (the runtime's "Loading…" is gone: the widget shows its content — or, for widgets that fetch data, their
   * own placeholder), or its translated error state is. `CongressPortal.mount()` passes this promise on, so
   * an integrator can measure, scroll or focus right after `await`. A lazy mount starts when it nears the
   * viewport, so its promise resolves after it came into view and rendered.
   *
   * @example
   * const handle = await CongressPortal.mount(el, { widget: 'html-text', settings: { html: '<p>x</p>' } });
   * el.shadowRoot.querySelector('p'); // <p>x</p>, not "Loading…"
   */
  mount(el: HTMLElement, options: MountOptions): Promise<MountHandle>;
  /** The host's consent decision (`CongressPortal.setConsent()`), passed on to the portal. */
  setConsent(consent: unknown): void;
  /** Unmounts everything and removes the runtime's global listeners. */
  destroy(): void;
}

/** The runtime chunk's export. */
export type CreateRuntime = (init: RuntimeInit) => Runtime;

/** Performance marks (bench: time from loader start to first widget painted). */
export const MARK_LOADER_START = 'congress-portal:loader-start';
/** Followed by `:<widget name>`; set after a mount's first render is committed. */
export const MARK_PAINTED = 'congress-portal:painted';

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
