/**
 * The contract between the embed runtime and every widget chunk. A widget lives in
 * `src/widgets/<name>/index.ts(x)` and default-exports a {@link WidgetDefinition}; the runtime loads the
 * chunk, resolves settings (defaults ← server settings ← data-settings), and renders `Component` into the
 * mount point's shadow root inside an error boundary.
 *
 * Internal to the SDK (not part of the public npm surface).
 */
import type { ComponentType } from 'react';
import type { ClientConfig, ListResponse } from '../core/types';

/** Every widget name of the embedding contract (ARCHITECTURE.md), kebab-case. */
export const WIDGET_NAMES = [
  'liveplayer', 'overflowplayer', 'timetable', 'webcast-display', 'webcast-teaser', 'channel-matrix',
  'filter-matrix', 'card', 'card-slider', 'html-text', 'image-slider', 'library', 'smart-video-library',
  'live-event-progress', 'live-text', 'ondemand-player', 'package', 'resources-table', 'resources-list',
  'single-image', 'qa-chat', 'support-chat',
] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];

/** Translation table of one area: `{ en: { key: text }, de: { key: text } }`. Keys are dotted. */
export type Messages = Record<'en' | 'de', Record<string, string>>;

/** Looks a key up (client overrides ← widget messages ← common messages), `{name}` placeholders filled. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  signal?: AbortSignal;
  /** Sent as If-Modified-Since; a 304 answer resolves to `NOT_MODIFIED`. */
  ifModifiedSince?: string;
}

export const NOT_MODIFIED = Symbol('not-modified');

/** Typed HTTP access to the backend (docs/api.md). Implemented in src/api. */
export interface ApiClient {
  readonly base: string;
  readonly client: string;
  /** GET `{base}/{path}` as JSON. Rejects with a typed ApiError (src/api/errors.ts). */
  get<T>(path: string, query?: Query, options?: RequestOptions): Promise<T>;
  /** GET `{client}/wcm/{resource}.json`. */
  list<T>(resource: 'congressresources' | 'timelineitems' | 'speakers' | 'events' | 'channels' | 'collections',
    query?: Query, options?: RequestOptions): Promise<ListResponse<T>>;
}

/**
 * One scheduler for all polling on the page: identical keys from several widgets are fetched once,
 * polling pauses while the page is hidden and backs off on errors.
 */
export interface PollScheduler {
  /** Calls `onData` with every fresh result (and immediately with a cached one). Returns unsubscribe. */
  subscribe<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>, intervalMs: number,
    onData: (data: T) => void, onError?: (error: unknown) => void): () => void;
}

/** A filter shared between widgets (spec 3 §2 Widget mode: Widget.SetFilter / Widget.AddFilter). */
export interface SharedFilter { sourceId: string; filterValue?: string | null; add: boolean }

/** The widget's view of the host message API. */
export interface HostChannel {
  /** Posts an event to the host (to registered frames and as a CustomEvent on the mount element). */
  emit(type: string, payload: Record<string, unknown>): void;
  /** Receives Widget.SetFilter / Widget.AddFilter from the host or other widgets. Returns off(). */
  onFilter(listener: (filter: SharedFilter) => void): () => void;
  /** Shares a filter with the other widgets on the page. */
  shareFilter(filter: SharedFilter): void;
  /**
   * Reports whether this widget shows a visible (on-air) channel; the runtime answers the host's
   * `hasOnAirChannel` message with whether any widget on the page reported true (spec 3 §2 Widget mode).
   */
  reportOnAir?(visible: boolean): void;
}

export interface WidgetContext {
  client: string;
  project?: string;
  name: string;
  channel?: string;
  locale: 'en' | 'de' | string;
  clientConfig: ClientConfig | null;
  api: ApiClient;
  scheduler: PollScheduler;
  host: HostChannel;
  t: Translate;
  /** The shadow root: dialogs, popovers and toasts render in here (never in document.body). */
  root: ShadowRoot;
  /** Current time in ms, honouring the page's `?fakenow=` query. */
  now(): number;
  /** Aborted when the widget unmounts: pass to fetches, listeners and timers. */
  signal: AbortSignal;
  /** CSP nonce of the page (data-nonce), for any `<script>` or `<style>` element a widget must create. */
  nonce?: string;
}

export interface WidgetProps<S> {
  settings: S;
  context: WidgetContext;
}

export interface WidgetDefinition<S = Record<string, unknown>> {
  name: WidgetName;
  /** CSS text adopted into the shadow root (px units, custom properties on :host). */
  styles: string;
  /** Defaults, overridden by server settings, then by data-settings. */
  defaults: S;
  /** Translations of this widget's own keys. */
  messages: Messages;
  /** When false, data-settings alone suffice and a missing server entry is not an error. */
  requiresServerSettings: boolean;
  /** Height reserved before the first paint (no layout shift). */
  reservedHeight?: number;
  Component: ComponentType<WidgetProps<S>>;
}
