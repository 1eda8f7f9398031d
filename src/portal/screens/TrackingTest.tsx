/**
 * TrackingTest (spec 1 §2 `/tracking-test`, spec 3 §2 Tracking test page; issue 12 item 8): a lazy chunk of the
 * portal, behind the access guard (auth required). Three checks, each with an ok or an error text: login success
 * (a user id that is not 'dummy'), video tracking enabled (enableVideoTracking), beacon sent (POST user, type,
 * play_state 'test', col_id 1 to the tracking endpoint; retried 5 times at 200 ms). Next goes to the `redirect`
 * query (through the portal's redirect check), else the client's defaultRedirectUrl, else '/'; Back goes back.
 * The rules are core's (`trackingTestResults`, `trackingTestBody`, `trackingTestRetryPlan`, `redirectAfterGiftCode`).
 */
import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { postJsonBeacon } from '../../api/beacons';
import { portalRedirectPath } from '../../core/session/portal-redirect';
import { redirectAfterGiftCode } from '../../core/session/redirects';
import {
  trackingTestBody,
  trackingTestResults,
  trackingTestRetryPlan,
  trackingTestSendsBeacon,
} from '../../core/tracking/tracking-test';
import { trackingTestEndpoint, videoTrackingEnabled } from '../../core/tracking/video-tracking';
import { usePortal } from '../app-context';
import { ChunkFrame } from '../chunk-frame';
import { trackingTestMessages } from './tracking-messages';
import { trackingTestStyles } from './tracking-styles';
import { Link, useRouter } from '../router/context';
import { queryObject } from '../router/query';
import { portalSession } from '../session';
import { Panel } from './Panel';

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const id = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(id);
        resolve();
      },
      { once: true },
    );
  });

/** Sends the test beacon once, then once per retry of the plan until one is answered with 2xx. */
async function sendTestBeacon(url: string, body: unknown, signal: AbortSignal): Promise<boolean> {
  if (await postJsonBeacon(url, body)) return true;
  for (const delay of trackingTestRetryPlan()) {
    await wait(delay, signal);
    if (signal.aborted) return false;
    if (await postJsonBeacon(url, body)) return true;
  }
  return false;
}

/** The page with its texts and CSS, which ship with this chunk (../chunk-frame.tsx), not with the shell. */
export default function TrackingTest() {
  return (
    <ChunkFrame messages={MESSAGES} css={trackingTestStyles}>
      <TrackingTestPage />
    </ChunkFrame>
  );
}

const MESSAGES = [trackingTestMessages];

function TrackingTestPage() {
  useSignals();
  const portal = usePortal();
  const { t, clientConfig, api } = portal;
  const { location } = useRouter();
  const user = portalSession(portal).session.state.value.user;
  const enabled = videoTrackingEnabled(clientConfig);
  const sends = trackingTestSendsBeacon(user, enabled);
  const endpoint = trackingTestEndpoint(clientConfig, api.base);
  const userId = user ? String(user.id) : null;
  const [beacon, setBeacon] = useState<boolean | null>(sends && endpoint ? null : false);

  useEffect(() => {
    if (!sends || !endpoint) {
      setBeacon(false);
      return undefined;
    }
    const controller = new AbortController();
    setBeacon(null);
    void sendTestBeacon(endpoint, { ...trackingTestBody(userId), client: api.client }, controller.signal).then((ok) => {
      if (!controller.signal.aborted) setBeacon(ok);
    });
    return () => controller.abort();
  }, [sends, endpoint, userId, api.client]);

  const results = trackingTestResults({ user, enabled, beacon });
  const next = redirectAfterGiftCode({
    redirect: queryObject(location.search).redirect,
    defaultRedirectUrl: clientConfig?.defaultRedirectUrl,
  });
  const nextButton =
    next?.kind === 'navigate' && /^https?:\/\//i.test(next.url) ? (
      <a className="cp-button" href={next.url}>
        {t('trackingTest.next')}
      </a>
    ) : (
      <Link className="cp-button" to={next?.kind === 'route' ? (portalRedirectPath(next.path) ?? '/') : '/'}>
        {t('trackingTest.next')}
      </Link>
    );

  return (
    <Panel title={t('trackingTest.title')}>
      <p className="cp-portal__lead">{t('trackingTest.intro')}</p>
      <h2 className="cp-tracking-test__heading">{t('trackingTest.results')}</h2>
      <ul className="cp-tracking-test" aria-live="polite">
        {results.map(({ check, ok }) => (
          <li
            key={check}
            className="cp-tracking-test__check"
            data-check={check}
            data-ok={ok === null ? 'pending' : String(ok)}
          >
            <strong className="cp-tracking-test__mark">
              {ok === null ? '…' : t(ok ? 'trackingTest.ok' : 'trackingTest.error')}
            </strong>{' '}
            {t(`trackingTest.${check}.${ok === null ? 'pending' : ok ? 'ok' : 'error'}`)}
          </li>
        ))}
      </ul>
      <div className="cp-tracking-test__actions">
        <button type="button" className="cp-button cp-button--secondary" onClick={() => window.history.back()}>
          {t('trackingTest.back')}
        </button>
        {nextButton}
      </div>
    </Panel>
  );
}
