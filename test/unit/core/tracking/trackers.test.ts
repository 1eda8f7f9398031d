import { describe, expect, it } from 'vitest';
import { HEARTBEAT_MS } from '../../../../src/core/constants';
import {
  INITIAL_TRACKER_STATE,
  trackerHeartbeat,
  trackerIntervals,
  trackerModeChange,
  trackerTickMs,
  type TrackerState,
} from '../../../../src/core/tracking/heartbeat';
import { analyticsConsentOf } from '../../../../src/core/tracking/consent-services';
import { matomoHeartbeatParams } from '../../../../src/core/tracking/matomo';
import { trackingTestResults, trackingTestSendsBeacon } from '../../../../src/core/tracking/tracking-test';
import { redirectAfterGiftCode } from '../../../../src/core/session/redirects';
import { sessionCookieUser } from '../../../../src/core/tracking/tracker-user';
import { trackingTestEndpoint, videoTrackingTargets } from '../../../../src/core/tracking/video-tracking';

const SPEC: typeof HEARTBEAT_MS = HEARTBEAT_MS;
const intervals = { video: SPEC.videoTracker, stats: SPEC.analytics, matomo: SPEC.matomo };
const playingAt = (t: number): TrackerState => trackerModeChange(INITIAL_TRACKER_STATE, 'play', t).state;

describe('spec 3 §4 Tracker modes: play, pause, idle, end, initiate — each change is reported', () => {
  it.each(['play', 'pause', 'end', 'initiate'] as const)(
    'a change to %s sends the video trackers and the video-stats beacon',
    (mode) => {
      expect(trackerModeChange(INITIAL_TRACKER_STATE, mode, 1000).send).toEqual(['video', 'stats']);
    },
  );
  it('the same mode again sends nothing', () => {
    const s = playingAt(0);
    expect(trackerModeChange(s, 'play', 5).send).toEqual([]);
  });
  it('starting to play restarts every heartbeat interval (Matomo included)', () => {
    expect(playingAt(7).last).toEqual({ video: 7, stats: 7, matomo: 7 });
  });
});

describe('spec 3 §9 Heartbeats: own analytics 60 s, Matomo 60 s, two video trackers 30 s — only while playing', () => {
  it('after 30 s of play the video trackers beat; after 60 s the stats beacon and Matomo as well', () => {
    const s0 = playingAt(0);
    expect(trackerHeartbeat(s0, 29_999, intervals).send).toEqual([]);
    const a = trackerHeartbeat(s0, 30_000, intervals);
    expect(a.send).toEqual(['video']);
    const b = trackerHeartbeat(a.state, 60_000, intervals);
    expect(b.send).toEqual(['video', 'stats', 'matomo']);
  });
  it.each(['pause', 'idle', 'end'] as const)('no heartbeat while %s', (mode) => {
    const s = trackerModeChange(playingAt(0), mode, 10).state;
    expect(trackerHeartbeat(s, 600_000, intervals).send).toEqual([]);
  });
  it('one timer ticks at the shortest interval (30 s)', () => {
    expect(trackerTickMs(intervals)).toBe(30_000);
  });
  it('the test-only heartbeat override keeps the 1 : 2 ratio and refuses values under 500 ms', () => {
    expect(trackerIntervals(intervals, 1000)).toEqual({ video: 1000, stats: 2000, matomo: 2000 });
    for (const bad of [0, 100, -5, '1000', Number.NaN, null, undefined])
      expect(trackerIntervals(intervals, bad)).toBe(intervals);
  });
});

describe('spec 3 §4 / §5: all trackers are gated by analytics consent (trackingConsent query via the portal store)', () => {
  it.each([
    [{ portal: true }, true],
    [{ portal: false, host: true, cookie: 'analytics' }, false],
    [{ host: { analytics: true } }, true],
    [{ host: 'none', cookie: 'analytics' }, false],
    [{ host: 'weird', cookie: 'analytics.errorMonitoring' }, true],
    [{ cookie: 'errorMonitoring' }, false],
    [{ cookie: 'none' }, false],
    [{}, false],
  ])('%j → %s', (input, expected) => {
    expect(analyticsConsentOf(input)).toBe(expected);
  });
});

describe('spec 3 §4/§9 Matomo heartbeat (60 s): a ping, not another page view', () => {
  it('adds ping=1 to the page-view parameters', () => {
    const p = matomoHeartbeatParams({
      siteId: 3,
      url: 'https://h.example/live',
      time: new Date(2026, 2, 4, 10, 0, 0),
      random: 0.5,
    });
    expect(p).toMatchObject({ idsite: '3', rec: '1', url: 'https://h.example/live', ping: '1' });
  });
});

describe('spec 3 §2 Tracking test page: login success, video tracking enabled, beacon sent', () => {
  it('lists the three checks in order; the beacon is pending (null) while it is sent', () => {
    expect(trackingTestResults({ user: { id: 'u-1' }, enabled: true, beacon: null })).toEqual([
      { check: 'login', ok: true },
      { check: 'enabled', ok: true },
      { check: 'beacon', ok: null },
    ]);
  });
  it("login fails for a missing user id or the 'dummy' user", () => {
    expect(trackingTestResults({ user: { id: 'dummy' }, enabled: true, beacon: false })[0].ok).toBe(false);
    expect(trackingTestResults({ user: null, enabled: false, beacon: false }).map((r) => r.ok)).toEqual([
      false,
      false,
      false,
    ]);
  });
  it('the beacon is only sent with a signed-in user and video tracking enabled', () => {
    expect(trackingTestSendsBeacon({ id: 'u-1' }, true)).toBe(true);
    expect(trackingTestSendsBeacon({ id: 'u-1' }, false)).toBe(false);
    expect(trackingTestSendsBeacon({ id: 'dummy' }, true)).toBe(false);
  });
  it("the next button: the redirect query, else the client's defaultRedirectUrl, else '/'", () => {
    expect(redirectAfterGiftCode({ redirect: '/dmc2026/channels', defaultRedirectUrl: '/x' })).toEqual({
      kind: 'route',
      path: '/dmc2026/channels',
    });
    expect(redirectAfterGiftCode({ redirect: 'https://evil.example', defaultRedirectUrl: '/x' })).toEqual({
      kind: 'route',
      path: '/x',
    });
    expect(redirectAfterGiftCode({})).toEqual({ kind: 'route', path: '/' });
  });
});

describe('spec 3 §7/§9 two video trackers; §5 a custom endpoint needs a user uuid and a configured endpoint', () => {
  const api = 'http://api.example/api/';
  it("the API's own endpoint with the user id (null for a visitor)", () => {
    expect(videoTrackingTargets({ enableVideoTracking: 1 }, { id: 'u-1' }, api)).toEqual([
      { url: 'http://api.example/api/tracking/video', user: 'u-1' },
    ]);
    expect(videoTrackingTargets({ enableVideoTracking: 1 }, null, api)).toEqual([
      { url: 'http://api.example/api/tracking/video', user: null },
    ]);
  });
  it('plus the custom endpoint with the uuid, only when both exist', () => {
    const client = { enableVideoTracking: true, videoTrackingEndpoint: 'https://t.example/beacon' };
    expect(videoTrackingTargets(client, { id: 'u-1', uuid: 'abc' }, api)).toEqual([
      { url: 'http://api.example/api/tracking/video', user: 'u-1' },
      { url: 'https://t.example/beacon', user: 'abc' },
    ]);
    expect(videoTrackingTargets(client, { id: 'u-1' }, api)).toHaveLength(1);
  });
  it('a custom endpoint equal to the own one is not sent twice; a script URL never', () => {
    expect(
      videoTrackingTargets(
        { enableVideoTracking: 1, videoTrackingEndpoint: 'http://api.example/api/tracking/video' },
        { id: 'u', uuid: 'x' },
        api,
      ),
    ).toHaveLength(1);
    expect(
      videoTrackingTargets(
        { enableVideoTracking: 1, videoTrackingEndpoint: 'javascript:alert(1)' },
        { id: 'u', uuid: 'x' },
        api,
      ),
    ).toHaveLength(1);
  });
  it('nothing without enableVideoTracking', () => {
    expect(
      videoTrackingTargets(
        { enableVideoTracking: 0, videoTrackingEndpoint: 'https://t/x' },
        { id: 'u', uuid: 'x' },
        api,
      ),
    ).toEqual([]);
  });
  it("the tracking test posts to the configured tracking endpoint, else the API's own", () => {
    expect(trackingTestEndpoint({ videoTrackingEndpoint: 'https://t.example/b' }, api)).toBe('https://t.example/b');
    expect(trackingTestEndpoint({ videoTrackingEndpoint: 'javascript:x' }, api)).toBe(
      'http://api.example/api/tracking/video',
    );
  });
});

describe('spec 3 §7 video tracking user: the signed-in user of the session cookie (id, uuid)', () => {
  it.each([
    ['{"id":"u-1","uuid":"abc"}', { id: 'u-1', uuid: 'abc' }],
    ['{"id":7}', { id: '7', uuid: null }],
    ['{"id":"g","guest":true}', null],
    ['{"name":"x"}', null],
    ['{broken', null],
    [null, null],
  ])('%s → %j', (raw, expected) => {
    expect(sessionCookieUser(raw)).toEqual(expected);
  });
});
