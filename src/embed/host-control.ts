/**
 * A mount's host control (data-consent, data-analytics), a lazy chunk that pages without these attributes never
 * load: reads the host's consent decision from data-consent and starts the analytics relay into the host's own tools.
 * The runtime has already marked the page host-managed, so nothing was tracked while this chunk was on its way.
 */
import type { PageConsentInputs } from '../contract/widget';
import type { ReadonlyValue } from '../state/value';
import { hostConsentAttribute, hostConsentWarning } from '../core/tracking/host-consent';
import { startAnalyticsRelay } from './analytics-relay';
import { LOG_PREFIX } from './describe-element';
import type { MountOptions } from './runtime-api';

export interface HostControlInput {
  el: HTMLElement;
  options: MountOptions;
  /** Ends with the mount. */
  signal: AbortSignal;
  consent: ReadonlyValue<PageConsentInputs>;
  /** The host's consent when the mount started, and now: a `setConsent()` made meanwhile is newer and wins. */
  before: unknown;
  current(): unknown;
  setConsent(consent: unknown): void;
}

export function startHostControl(input: HostControlInput): void {
  const { el, options, signal } = input;
  if (signal.aborted) return;
  const value = options.consent;
  if (value !== undefined) {
    const { choice, unknown } = hostConsentAttribute(value);
    const problem = hostConsentWarning(value, unknown);
    if (problem) console.warn(`${LOG_PREFIX} ${problem}`);
    const current = input.current();
    if (choice && current === input.before && JSON.stringify(current) !== JSON.stringify(choice))
      input.setConsent(choice);
  }
  // The portal's page widgets are mounts inside its shadow root: their events bubble up to the portal's element.
  if (options.analytics)
    startAnalyticsRelay({
      el,
      analytics: options.analytics,
      widget: options.portal ? 'portal' : (options.widget ?? ''),
      project: options.project,
      consent: input.consent,
      signal,
    });
}
