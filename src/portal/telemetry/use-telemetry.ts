/**
 * Telemetry of the portal shell (issue 10 item 11): a Matomo page view per location the visitor sees (sent when
 * analytics consent exists, also for the current page at the moment consent is given), the `trackingConsent`
 * query key switching analytics consent on (spec 3 §2, §5), and the error reporter for the screen boundary.
 * A page view carries the signed-in member's id and, after a logout, starts a new visit without it (spec 1 §4);
 * on a resource or session page it waits for the item and carries its dimensions 4–8 (spec 2 §7, spec 3 §7).
 */
import { useEffect, useMemo, useRef } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { hasTrackingConsentQuery } from '../../core/tracking/consent';
import { libraryDimensionRoute, pageViewUser } from '../../core/tracking/analytics';
import { portalSession } from '../session';
import { pageDimensions } from './page-dimensions';
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
  const sentUser = useRef<string | null>(null);
  const href = router.history.href(location.path, location.search, location.hash);
  const store = pageDimensions(context);
  store.href = href;
  const reported = store.dimensions.value;
  const member = portalSession(context).session.state.value;
  const waits = libraryDimensionRoute(router.match.name) !== null && reported?.href !== href;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the context is fixed per mount; the member and the reported dimensions are read when the route's view is sent
  useEffect(() => {
    if (!ready || !analytics || waits || sent.current === href) return;
    const url = new URL(href, window.location.href).href;
    const user = pageViewUser(sentUser.current, member.signedIn ? member.user?.id : null);
    if (
      sendPageView(context, {
        url,
        title,
        referrer: sent.current ? new URL(sent.current, window.location.href).href : document.referrer,
        dimensions: libraryDimensionRoute(router.match.name) ? reported?.values : null,
        userId: user.uid,
        newVisit: user.newVisit,
      })
    ) {
      sent.current = href;
      sentUser.current = user.uid;
    }
  }, [href, analytics, ready, title, waits]);

  const reporter = useMemo(() => createErrorReporter(context), [context]);
  useEffect(() => () => reporter.dispose(), [reporter]);
  return reporter.report;
}
