/**
 * The custom elements' public types (npm entry): `<congress-widget>` and `<congress-portal>` with their `settings`
 * property, `ready` promise and `congress-*` events (docs/embedding.md "Custom elements"). The events are dispatched
 * on the mount element, bubbling and composed, for the custom elements and the data-attribute mount points alike.
 */
import type { ResolvedLink } from '../core/links/link-hook';
import type { MountHandle } from './runtime-api';

/** Every event names the widget it comes from (`portal` for the portal). */
export interface CongressEventDetail {
  widget: string;
}

/** A mount failed or shows an error state: `error` is the state's message key or the loading error. */
export interface CongressErrorDetail extends CongressEventDetail {
  error: string;
}

/** A widget shared a filter (`Widget.SetFilter`, or with `add: true` `Widget.AddFilter`; no value clears it). */
export interface CongressFilterDetail extends CongressEventDetail {
  sourceId: string;
  filterValue: string | null;
  add: boolean;
}

/**
 * A `<video>` or `<audio>` in the mount started, paused or ended playing, at `position` (whole seconds); a player
 * names the recording (`kind`, `id`, `title`).
 */
export interface CongressMediaDetail extends CongressEventDetail {
  position: number;
  kind?: string;
  id?: string;
  title?: string;
}

/** The visitor saved (`saved: true`) or removed a favourite. */
export interface CongressFavouriteDetail extends CongressEventDetail {
  type: string;
  id: string;
  saved: boolean;
}

/**
 * The events of a mount element. Other widget events arrive as `congress-<type in kebab case>` with the payload of
 * docs/host-messages.md (e.g. `congress-session-change`).
 */
export interface CongressElementEventMap extends HTMLElementEventMap {
  'congress-ready': CustomEvent<CongressEventDetail>;
  'congress-error': CustomEvent<CongressErrorDetail>;
  'congress-filter': CustomEvent<CongressFilterDetail>;
  'congress-play': CustomEvent<CongressMediaDetail>;
  'congress-pause': CustomEvent<CongressMediaDetail>;
  'congress-ended': CustomEvent<CongressMediaDetail>;
  'congress-favourite': CustomEvent<CongressFavouriteDetail>;
  /** A link of the widget is followed (cancelable: `preventDefault()` and the host navigates itself). */
  'congress-navigate': CustomEvent<ResolvedLink>;
}

/**
 * `<congress-widget widget="timetable" project="esc2026">` / `<congress-portal base-path="/congress">`: the mount
 * attributes without `data-`, live.
 * @example
 * const el = document.querySelector('congress-widget')!;
 * el.settings = { showFilter: false }; // updates the widget in place
 * await el.ready; // rendered
 * el.addEventListener('congress-filter', (e) => console.log(e.detail.filterValue));
 */
export interface CongressElement extends HTMLElement {
  /** Settings merged over the server's (an object; wins over the `settings` attribute). */
  settings: Record<string, unknown> | undefined;
  /** Resolves once the element's widget has rendered (its content or its error state); follows re-mounts. */
  readonly ready: Promise<MountHandle>;
  addEventListener<K extends keyof CongressElementEventMap>(
    type: K,
    listener: (this: CongressElement, event: CongressElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof CongressElementEventMap>(
    type: K,
    listener: (this: CongressElement, event: CongressElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'congress-widget': CongressElement;
    'congress-portal': CongressElement;
  }
}
