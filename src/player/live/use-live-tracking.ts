/**
 * The live player's trackers (issue 12 item 8; spec 3 §4 Tracker modes, §7 Video tracking / Analytics beacon,
 * §9 Heartbeats): the two video trackers (the API's `POST /tracking/video`, and a custom endpoint only with a
 * user uuid), the video-stats beacon and the Matomo heartbeat. Modes come from the `<video>` element: initiate
 * when a stream's player exists, play ('playing'), pause, end ('ended', or the player going away while it
 * played). Every send asks for analytics consent first (core `analyticsConsentOf`: the portal's choice, else the
 * host's `setConsent`, else the consent cookie), so nothing leaves without it. The rules are core's
 * (`trackerModeChange`, `trackerHeartbeat`, `videoTrackingTargets`, the beacon bodies); this hook only listens,
 * runs ONE timer while playing (cleared on pause and unmount) and posts.
 */
import { useEffect, useRef } from 'react';
import { postJsonBeacon, sendFormBeacon } from '../../api/beacons';
import type { ApiClient } from '../../api/types';
import type { ClientConfig } from '../../core/types';
import type { ReadonlyValue } from '../../state/value';
import { HEARTBEAT_MS } from '../../core/constants';
import { cookieValue, SESSION_COOKIE_NAME } from '../../core/session/session-cookie';
import { sessionCookieUser } from '../../core/tracking/tracker-user';
import { analyticsBeacon, analyticsSiteId } from '../../core/tracking/analytics';
import { analyticsConsentOf, CONSENT_COOKIE, VISITOR_COOKIE } from '../../core/tracking/consent-services';
import {
  INITIAL_TRACKER_STATE,
  trackerHeartbeat,
  trackerIntervals,
  trackerModeChange,
  trackerTickMs,
  type Tracker,
  type TrackerMode,
  type TrackerState,
} from '../../core/tracking/heartbeat';
import { isMatomoVisitorId, matomoHeartbeatParams } from '../../core/tracking/matomo';
import { videoTrackingBody, videoTrackingTargets } from '../../core/tracking/video-tracking';
import { safeUrl } from '../../core/url/safe-url';

/** What the trackers need of a widget's context (WidgetContext has these fields; src/player may not import it). */
export interface TrackingContext {
  api: ApiClient;
  clientConfig: ClientConfig | null;
  /** The page's consent inputs (WidgetContext.pageConsent). */
  pageConsent?: ReadonlyValue<{ portal?: boolean; host?: unknown }>;
  now(): number;
}

const SPEC_INTERVALS = { video: HEARTBEAT_MS.videoTracker, stats: HEARTBEAT_MS.analytics, matomo: HEARTBEAT_MS.matomo };

function readCookie(name: string): string | null {
  return typeof document === 'undefined' ? null : cookieValue(document.cookie, name);
}

const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * @param video the stream's `<video>` (null: no stream playing — the trackers end)
 * @param channel the polled channel (its current event is read at each send)
 * @param heartbeatMs test-only override of the 30 s video heartbeat (widget setting `trackingHeartbeatMs`)
 */
export function useLiveTracking(
  video: HTMLVideoElement | null,
  channel: Record<string, unknown>,
  context: TrackingContext,
  heartbeatMs?: unknown,
): void {
  const latest = useRef({ channel, context });
  latest.current = { channel, context };

  useEffect(() => {
    if (!video) return undefined;
    const intervals = trackerIntervals(SPEC_INTERVALS, heartbeatMs);
    const sessionId = randomId();
    let state: TrackerState = INITIAL_TRACKER_STATE;
    let timer: ReturnType<typeof setInterval> | undefined;

    const send = (trackers: Tracker[]) => {
      const { channel: c, context: ctx } = latest.current;
      if (!analyticsConsentOf({ ...ctx.pageConsent?.value, cookie: readCookie(CONSENT_COOKIE) })) return;
      const client = ctx.clientConfig;
      const play = { event: c.currentEvent, channel: c };
      const mode = state.mode;
      if (trackers.includes('video')) {
        for (const target of videoTrackingTargets(
          client,
          sessionCookieUser(readCookie(SESSION_COOKIE_NAME)),
          ctx.api.base,
        )) {
          void postJsonBeacon(target.url, {
            ...videoTrackingBody({ ...play, user: target.user, playState: mode }),
            client: ctx.api.client,
          });
        }
      }
      if (trackers.includes('stats')) {
        const beacon = analyticsBeacon({ ...play, status: mode, sessionId, playerPosition: video.currentTime });
        void postJsonBeacon(`${ctx.api.base.replace(/\/+$/, '')}/tracking/stats`, {
          ...beacon,
          client: ctx.api.client,
        });
      }
      const matomo = safeUrl(client?.matomoUrl);
      if (trackers.includes('matomo') && matomo && /^https?:/i.test(matomo)) {
        const visitor = readCookie(VISITOR_COOKIE);
        sendFormBeacon(
          matomo,
          matomoHeartbeatParams({
            siteId: analyticsSiteId(client),
            url: location.href,
            title: document.title,
            time: new Date(),
            random: Math.random(),
            visitorId: isMatomoVisitorId(visitor) ? visitor : null,
          }),
        );
      }
    };

    const change = (mode: TrackerMode) => {
      const next = trackerModeChange(state, mode, ctxNow());
      state = next.state;
      send(next.send);
      if (mode === 'play' && timer === undefined) {
        timer = setInterval(() => {
          const beat = trackerHeartbeat(state, ctxNow(), intervals);
          state = beat.state;
          send(beat.send);
        }, trackerTickMs(intervals));
      } else if (mode !== 'play' && timer !== undefined) {
        clearInterval(timer);
        timer = undefined;
      }
    };
    // The tracker's own clock (real elapsed time; the page's fakenow only shifts it).
    function ctxNow(): number {
      return latest.current.context.now();
    }

    const onPlaying = () => change('play');
    const onPause = () => {
      if (!video.ended) change('pause');
    };
    const onEnded = () => change('end');
    video.addEventListener('playing', onPlaying);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onEnded);
    change('initiate');
    if (!video.paused && video.readyState > 2) change('play');
    return () => {
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onEnded);
      if (state.mode === 'play' || state.mode === 'pause') change('end');
      if (timer !== undefined) clearInterval(timer);
    };
  }, [video, heartbeatMs]);
}
