import { describe, expect, it } from 'vitest';
import { liveCounterMessage, shouldReconnectCounter, shouldSendCounterContext } from '../../../../src/core/live/live-counter';
import { ifModifiedSince, updaterOutcome, updaterShouldPoll } from '../../../../src/core/live/updater';

describe('spec 3 §4/§7 Live counter: sends {client, context} on open and on context change', () => {
  it('builds the message with both keys', () => {
    expect(JSON.parse(liveCounterMessage('demo', '/esc2026/channels/hall-a'))).toEqual({
      client: 'demo',
      context: '/esc2026/channels/hall-a',
    });
    expect(JSON.parse(liveCounterMessage(null, undefined))).toEqual({ client: '', context: '' });
  });

  it.each([
    [true, 'a', 'b', true],
    [true, 'a', 'a', false],
    [false, 'a', 'b', false],
    [true, null, '', false],
  ])('open %s, context %j → %j: send %s', (open, prev, next, expected) => {
    expect(shouldSendCounterContext(open, prev, next)).toBe(expected);
  });
});

describe('spec 3 §4/§9 Live counter reconnect check every 15 s', () => {
  const now = 1_000_000;
  it.each([
    ['closed, never checked', { enabled: true, readyState: 3, lastCheckAt: null }, true],
    ['closing, 15 s since last check', { enabled: true, readyState: 2, lastCheckAt: now - 15_000 }, true],
    ['closed, 14.999 s since last check', { enabled: true, readyState: 3, lastCheckAt: now - 14_999 }, false],
    ['open', { enabled: true, readyState: 1, lastCheckAt: null }, false],
    ['connecting', { enabled: true, readyState: 0, lastCheckAt: null }, false],
    ['no socket', { enabled: true, readyState: undefined, lastCheckAt: null }, true],
    ['counter disabled', { enabled: false, readyState: 3, lastCheckAt: null }, false],
  ])('%s → %s', (_label, input, expected) => {
    expect(shouldReconnectCounter({ now, ...input })).toBe(expected);
  });
});

describe('spec 3 §7 Updater: polls every 5 s by default on a 1 s tick, with If-Modified-Since', () => {
  it.each([
    [10_000, null, undefined, true],
    [10_000, 5_001, undefined, false],
    [10_000, 5_000, undefined, true],
    [10_000, 8_000, 2_000, true],
    [10_000, 8_000, '3000', false],
    [10_000, 8_000, -1, false],
    [10_000, 5_000, 'soon', true],
  ])('now %s, last poll %j, interval %j → %s', (now, last, interval, expected) => {
    expect(updaterShouldPoll(now, last, interval)).toBe(expected);
  });

  it.each([
    ['Wed, 04 Mar 2026 09:00:00 GMT', 'Wed, 04 Mar 2026 09:00:00 GMT'],
    ['2026-03-04T10:00:00+01:00', 'Wed, 04 Mar 2026 09:00:00 GMT'],
    [0, 'Thu, 01 Jan 1970 00:00:00 GMT'],
    ['garbage', null],
    [null, null],
  ])('If-Modified-Since from %j → %j', (value, expected) => {
    expect(ifModifiedSince(value)).toBe(expected);
  });

  it.each([
    [304, 'unchanged'],
    [200, 'changed'],
    ['200', 'changed'],
    [500, 'error'],
    [null, 'error'],
  ])('status %j → %s', (status, expected) => {
    expect(updaterOutcome(status)).toBe(expected);
  });
});
