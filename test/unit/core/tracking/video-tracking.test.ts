import { describe, expect, it } from 'vitest';
import { HEARTBEAT_MS } from '../../../../src/core/constants';
import { heartbeatDue, trackerMode } from '../../../../src/core/tracking/heartbeat';
import {
  customTrackingTarget,
  videoTrackingBody,
  videoTrackingEnabled,
} from '../../../../src/core/tracking/video-tracking';
import {
  trackingTestBody,
  trackingTestLoginOk,
  trackingTestRetryPlan,
} from '../../../../src/core/tracking/tracking-test';
import { analyticsBeacon } from '../../../../src/core/tracking/analytics';

const event = {
  id: '12',
  pid: 3,
  number: 'S1',
  title: 'Keynote',
  datestart: '2026-03-04T10:00:00+01:00',
  dateend: '2026-03-04T11:00:00+01:00',
  location: 'Hall A',
  topics: ['Cardio', 'Imaging'],
};
const channel = { slug: 'hall-a', title: 'Hall A stream', collection: '7', location: 'Room 1' };

describe('spec 3 §7 Video tracking body: user, type live, play_state, ev_*, col_id, ch_title', () => {
  it('builds the full body', () => {
    expect(videoTrackingBody({ user: 99, playState: 'play', event, channel, collectionId: undefined })).toEqual({
      user: '99',
      type: 'live',
      play_state: 'play',
      ev_id: 12,
      ev_number: 'S1',
      ev_pid: 3,
      ev_title: 'Keynote',
      ev_dstart: '2026-03-04T10:00:00+01:00',
      ev_dend: '2026-03-04T11:00:00+01:00',
      col_id: 7,
      ch_title: 'Hall A stream',
    });
  });

  it('sends null for missing fields and does not throw on junk', () => {
    expect(
      videoTrackingBody({ user: null, playState: 'idle', event: 'x', channel: null, collectionId: 'abc' }),
    ).toEqual({
      user: null,
      type: 'live',
      play_state: 'idle',
      ev_id: null,
      ev_number: null,
      ev_pid: null,
      ev_title: null,
      ev_dstart: null,
      ev_dend: null,
      col_id: null,
      ch_title: null,
    });
  });

  it('video tracking is a client toggle', () => {
    expect(videoTrackingEnabled({ enableVideoTracking: 1 })).toBe(true);
    expect(videoTrackingEnabled({})).toBe(false);
  });
});

describe('spec 3 §4/§9 Tracker modes play, pause, idle, end, initiate; heartbeat 30 s while playing', () => {
  it.each([
    ['play', 'play'],
    ['PAUSE', 'pause'],
    ['end', 'end'],
    ['initiate', 'initiate'],
    ['buffering', 'idle'],
    [null, 'idle'],
  ])('mode %j → %s', (value, expected) => {
    expect(trackerMode(value)).toBe(expected);
  });

  const beat = HEARTBEAT_MS.videoTracker;
  it.each([
    ['play', null, 0, true],
    ['play', 0, 29_999, false],
    ['play', 0, 30_000, true],
    ['pause', 0, 60_000, false],
    ['idle', null, 0, false],
    ['end', null, 0, false],
  ] as const)('mode %s, last beat %j, now %s → due %s', (mode, last, now, expected) => {
    expect(heartbeatDue(mode, last, now, beat)).toBe(expected);
  });

  it('the analytics heartbeat is every 60 s', () => {
    expect(heartbeatDue('play', 0, 59_999, HEARTBEAT_MS.analytics)).toBe(false);
    expect(heartbeatDue('play', 0, 60_000, HEARTBEAT_MS.analytics)).toBe(true);
  });
});

describe('spec 3 §5 Custom tracking endpoint needs a user uuid and a configured endpoint', () => {
  it.each([
    [{ videoTrackingEndpoint: 'https://t/x' }, { uuid: 'u-1' }, { endpoint: 'https://t/x', uuid: 'u-1' }],
    [{ videoTrackingEndpoint: '' }, { uuid: 'u-1' }, null],
    [{ videoTrackingEndpoint: 'https://t/x' }, { id: 5 }, null],
    [{ videoTrackingEndpoint: 'https://t/x' }, { uuid: ' ' }, null],
    [null, null, null],
  ])('client %j, user %j → %j', (client, user, expected) => {
    expect(customTrackingTarget(client, user)).toEqual(expected);
  });
});

describe("spec 3 §5/§7/§9 Tracking test: body play_state 'test', col_id 1; 5 retries at 200 ms; login ok when id present and not 'dummy'", () => {
  it('builds the body and the retry plan', () => {
    expect(trackingTestBody(5)).toEqual({ user: '5', type: 'live', play_state: 'test', col_id: 1 });
    expect(trackingTestRetryPlan()).toEqual([200, 200, 200, 200, 200]);
  });

  it.each([
    [{ id: 5 }, true],
    [{ id: 'abc' }, true],
    [{ id: 'dummy' }, false],
    [{ id: '' }, false],
    [{}, false],
    [null, false],
  ])('user %j → %s', (user, expected) => {
    expect(trackingTestLoginOk(user)).toBe(expected);
  });
});

describe('spec 3 §7 Analytics beacon body: collection_id, eventtype live, event, channel, room, topics, vstatus, session, position', () => {
  it('builds the beacon', () => {
    expect(
      analyticsBeacon({ event, channel, collectionId: 4, status: 'play', sessionId: 'sess-1', playerPosition: '12.5' }),
    ).toEqual({
      collection_id: 4,
      eventtype: 'live',
      event_id: 12,
      event_title: 'Keynote',
      channel: 'hall-a',
      room: 'Hall A',
      topics: ['Cardio', 'Imaging'],
      vstatus: 'play',
      vsession_id: 'sess-1',
      playerposition: 12.5,
    });
  });

  it('falls back to the channel location and zero position', () => {
    const beacon = analyticsBeacon({
      event: {},
      channel,
      collectionId: null,
      status: 'pause',
      sessionId: null,
      playerPosition: -3,
    });
    expect(beacon.room).toBe('Room 1');
    expect(beacon.collection_id).toBe(7);
    expect(beacon.playerposition).toBe(0);
    expect(beacon.topics).toEqual([]);
  });
});
