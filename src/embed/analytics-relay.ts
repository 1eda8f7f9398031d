/**
 * Analytics into the host's own tools (data-analytics, a lazy chunk: pages that do not ask never load it). The
 * widget's events already reach its mount element as DOM events (`congress-portal:<type>` from the host bus,
 * `congress-navigate` from a followed link); this relay listens there and pushes each into the host's
 * `window.dataLayer` (Google Tag Manager) or `window._paq` (Matomo), in the format core `dataLayerEntry` /
 * `matomoEntry` makes, only while the page has analytics consent. It never creates those globals: a page without
 * them gets one warning and nothing else (the SDK's only global is `window.CongressPortal`).
 */
import type { PageConsentInputs } from '../contract/widget';
import type { ReadonlyValue } from '../state/value';
import { analyticsConsentOf, CONSENT_COOKIE } from '../core/tracking/consent-services';
import {
  dataLayerEntry,
  HOST_ANALYTICS_EVENTS,
  hostAnalyticsEventOf,
  hostAnalyticsFields,
  hostAnalyticsTarget,
  matomoEntry,
} from '../core/tracking/host-analytics';
import { cookieValue } from '../core/session/session-cookie';
import { EVENT_PREFIX } from './host-bus';
import { LOG_PREFIX } from './describe-element';

type Pushable = { push(...items: unknown[]): unknown };
const GLOBALS = { datalayer: 'dataLayer', matomo: '_paq' } as const;
/** One warning per page and tool, however many mounts ask for it. */
const warned = new Set<string>();

export interface RelayOptions {
  el: HTMLElement;
  analytics: string;
  widget: string;
  project?: string;
  consent?: ReadonlyValue<PageConsentInputs>;
  signal: AbortSignal;
}

export function startAnalyticsRelay(options: RelayOptions): void {
  const { target, warning } = hostAnalyticsTarget(options.analytics);
  if (!target) {
    console.warn(`${LOG_PREFIX} ${warning}`);
    return;
  }
  const name = GLOBALS[target];
  const push = (type: string, detail: unknown): void => {
    const event = hostAnalyticsEventOf(type);
    if (!event) return;
    const cookie = typeof document === 'undefined' ? null : cookieValue(document.cookie, CONSENT_COOKIE);
    if (!analyticsConsentOf({ ...options.consent?.value, cookie })) return;
    const sink = (window as unknown as Record<string, unknown>)[name] as Pushable | undefined;
    if (typeof sink?.push !== 'function') {
      if (!warned.has(name))
        console.warn(
          `${LOG_PREFIX} data-analytics="${options.analytics}" but the page has no window.${name}; load your ${target === 'datalayer' ? 'Google Tag Manager' : 'Matomo'} snippet first (the SDK never creates it)`,
        );
      warned.add(name);
      return;
    }
    const fields = hostAnalyticsFields({ widget: options.widget, project: options.project, ...asObject(detail) });
    sink.push(target === 'datalayer' ? dataLayerEntry(event, fields) : matomoEntry(event, fields));
  };
  const types = [...HOST_ANALYTICS_EVENTS.filter((t) => t !== 'navigate'), 'Widget.SetFilter', 'Widget.AddFilter'];
  for (const type of types)
    options.el.addEventListener(`${EVENT_PREFIX}${type}`, (e) => push(type, (e as CustomEvent).detail), {
      signal: options.signal,
    });
  options.el.addEventListener('congress-navigate', (e) => push('navigate', (e as CustomEvent).detail), {
    signal: options.signal,
  });
}

function asObject(detail: unknown): Record<string, unknown> {
  return detail && typeof detail === 'object' ? (detail as Record<string, unknown>) : {};
}
