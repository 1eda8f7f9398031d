/**
 * The boundary between the loader (`loader/`, a tiny IIFE) and the embed runtime chunk
 * (`src/embed/runtime.ts` → `dist/cdn/runtime.js`). The loader only imports these *types*.
 */
import type { ClientConfig } from '../core/types';

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
