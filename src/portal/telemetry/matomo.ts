/**
 * Matomo page views by the tracking HTTP API (spec 3 §7 Page analytics; issue 10 item 11): one request to the
 * client's `matomo.php` per page view, as a form body by `navigator.sendBeacon` (fetch with keepalive where
 * there is none). Never matomo.js: its `_paq`/`Matomo` globals clash with a host's own Matomo.
 */
import { analyticsSiteId, pageViewDimensions, type LibraryDimensionValues } from '../../core/tracking/analytics';
import { matomoPageViewParams, matomoSocialEventParams, type SocialAction } from '../../core/tracking/matomo';
import { safeUrl } from '../../core/url/safe-url';
import type { PortalContext } from '../../contract/portal';
import { sendFormBeacon } from '../../api/beacons';

type Analytics = Pick<PortalContext, 'clientConfig' | 'consent'>;

export function sendPageView(
  context: Analytics,
  view: {
    url: string;
    title: string;
    referrer?: string;
    dimensions?: LibraryDimensionValues | null;
    userId?: string | null;
    newVisit?: boolean;
  },
  extra?: Record<string, string>,
): boolean {
  const { clientConfig, consent } = context;
  const endpoint = safeUrl(clientConfig?.matomoUrl);
  if (!endpoint || !/^https?:/i.test(endpoint) || !consent.consent.value.choice.analytics) return false;
  const params = matomoPageViewParams({
    siteId: analyticsSiteId(clientConfig),
    url: view.url,
    title: view.title,
    referrer: view.referrer,
    visitorId: consent.visitorId(),
    userId: view.userId,
    newVisit: view.newVisit,
    dimensions: pageViewDimensions(view.dimensions),
    time: new Date(),
    random: Math.random(),
    resolution: typeof screen === 'undefined' ? null : `${screen.width}x${screen.height}`,
  });
  sendFormBeacon(endpoint, { ...params, ...extra });
  return true;
}

/** A social event (spec 2 §7: like, share, cite, favourite added/removed) on the current page; only with analytics consent. */
export function sendSocialEvent(
  context: Analytics,
  action: SocialAction,
  item: { type: string; id: string; via?: string },
): boolean {
  return sendPageView(
    context,
    { url: window.location.href, title: document.title },
    matomoSocialEventParams(action, item),
  );
}
