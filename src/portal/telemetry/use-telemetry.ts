/**
 * Telemetry of the portal shell (issue 10 item 11): a Matomo page view per location the visitor sees (sent when
 * analytics consent exists, also for the current page at the moment consent is given), the `trackingConsent`
 * query key switching analytics consent on (spec 3 §2, §5), and the error reporter for the screen boundary.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { hasTrackingConsentQuery } from '../../core/tracking/consent';
import type { PortalContext } from '../../contract/portal';
import type { Router } from '../router/context';
import { sendPageView } from './matomo';
import { createErrorReporter, type ReportError } from './error-reporter';

export function useTelemetry(context: PortalContext, router: Router, title: string, ready: boolean): ReportError {
  useSignals();
  const { consent } = context;
  const { location } = router;
  const analytics = consent.consent.value.choice.analytics;
  const hostManaged = consent.hostManaged.value;
  useEffect(() => {
    if (!hostManaged && hasTrackingConsentQuery(location.search) && !consent.consent.value.choice.analytics) {
      consent.set({ ...consent.consent.value.choice, analytics: true }, 'query');
    }
  }, [location.search, hostManaged, consent]);

  const sent = useRef<string | null>(null);
  const href = router.history.href(location.path, location.search, location.hash);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the context is fixed per mount
  useEffect(() => {
    if (!ready || !analytics || sent.current === href) return;
    const url = new URL(href, window.location.href).href;
    if (
      sendPageView(context, {
        url,
        title,
        referrer: sent.current ? new URL(sent.current, window.location.href).href : document.referrer,
      })
    )
      sent.current = href;
  }, [href, analytics, ready, title]);

  const reporter = useMemo(() => createErrorReporter(context), [context]);
  useEffect(() => () => reporter.dispose(), [reporter]);
  return reporter.report;
}
