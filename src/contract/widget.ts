/**
 * The contract between the embed runtime and every widget chunk. A widget lives in
 * `src/widgets/<name>/index.ts(x)` and default-exports a {@link WidgetDefinition}; the runtime loads the
 * chunk, resolves settings (defaults ← server settings ← data-settings), and renders `Component` into the
 * mount point's shadow root inside an error boundary.
 *
 * It sits below src/embed (shared/ARCHITECTURE.md "Layers") so that widgets never import the runtime.
 * Internal to the SDK (not part of the public npm surface, except `WIDGET_NAMES`).
 */
import type { ComponentType } from 'react';
import type { ApiClient } from '../api/types';
import type { HostChannel } from '../core/host-messages/channel';
import type { SizeRule } from '../core/layout/reserved-box';
import type { SettingsRule } from '../core/widget-settings/settings-rule';
import type { ClientConfig } from '../core/types';
import type { LinkScope } from '../core/links/link-hook';
import type { Messages, Translate } from '../i18n/types';
import type { PollScheduler } from '../state/poll-scheduler';
import type { ReadonlyValue } from '../state/value';

/**
 * What the page knows about consent (spec 3 §4), for a widget's trackers to decide with core `analyticsConsentOf`:
 * the portal's analytics choice while a portal is mounted (it applied the banner, the host and `trackingConsent`),
 * and the host's `CongressPortal.setConsent()` value.
 */
export interface PageConsentInputs {
  portal?: boolean;
  host?: unknown;
  /** A mount's data-consent said the host manages consent: the consent cookie does not count. */
  hostManaged?: boolean;
}

/** Every widget name of the embedding contract (ARCHITECTURE.md), kebab-case. */
export const WIDGET_NAMES = [
  'liveplayer',
  'overflowplayer',
  'timetable',
  'webcast-display',
  'webcast-teaser',
  'channel-matrix',
  'filter-matrix',
  'card',
  'card-slider',
  'html-text',
  'image-slider',
  'library',
  'smart-video-library',
  'live-event-progress',
  'live-text',
  'ondemand-player',
  'package',
  'resources-table',
  'resources-list',
  'single-image',
  'qa-chat',
  'support-chat',
  'subnav',
] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];

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
  /** The page's consent inputs (trackers only run with analytics consent). */
  pageConsent?: ReadonlyValue<PageConsentInputs>;
  /**
   * Every link to a session, resource, speaker, channel or package goes through here (the host's link hook,
   * `CongressPortal.on('link', fn)`, then the URL gate); absent in unit tests (the default URL is used).
   */
  links?: LinkScope;
  /** False when the mount says `data-structured-data="off"`: no JSON-LD in the host's head (src/widgets/shared/structured-data). */
  structuredData?: boolean;
}

/** What a widget's `prefetch` gets: who and what is mounted, and the scheduler to start requests through. */
export type WidgetPrefetchContext = Pick<
  WidgetContext,
  'client' | 'project' | 'name' | 'channel' | 'api' | 'scheduler' | 'signal'
>;

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
  /**
   * Which settings make the widget complete (which it cannot render without, and whether only a server entry can
   * give them): normally its entry of `SETTINGS_RULES` in src/core/widget-settings/settings-rule.ts, which the
   * runtime already used to decide whether to ask for a server entry before this chunk arrived. Absent: no
   * required settings, and the server entry is optional.
   */
  settingsRule?: SettingsRule;
  /**
   * A size rule of the widget's own, to refine the box (e.g. from a setting only this widget knows). Absent (the
   * usual case): the runtime applies the widget's entry of `SIZE_RULES` (src/core/layout/size-rules.ts) by its
   * `name`, the rule the loader already reserved the box with before this chunk arrived, to the merged settings.
   */
  size?: SizeRule;
  /**
   * Starts the widget's data requests as soon as its chunk and settings are known, before the runtime has the
   * client's translations and renders (no settings → chunk → render → data waterfall). Subscribe through
   * `context.scheduler` with the same keys the component will use: the component then shares those requests.
   * Optional; it must not throw, and nothing it returns is used.
   */
  prefetch?(settings: S, context: WidgetPrefetchContext): void;
  /**
   * The server settings this widget kept with its offline copy (e.g. the timetable's programme in IndexedDB), for
   * the runtime to render with when the API cannot be reached: the widget then shows its kept copy instead of an
   * error. Optional; resolves null when nothing is kept, and must not reject.
   */
  keptSettings?(context: Pick<WidgetPrefetchContext, 'api' | 'client' | 'project' | 'name'>): Promise<S | null>;
  Component: ComponentType<WidgetProps<S>>;
}
