import { describe, expect, it } from 'vitest';
import {
  announcedCounterContext,
  COUNTER_MAX_BACKOFF_CHECKS,
  counterBackoffChecks,
  counterReconnectDelayMs,
  liveCounterContext,
  liveCounterMessage,
  livePlayerShowsCounter,
  shouldReconnectCounter,
  shouldSendCounterContext,
} from '../../../../src/core/live/live-counter';
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

describe('spec 3 §4/§9 Live counter reconnect check every 15 s, with backoff', () => {
  it.each([
    [
      'closed, first check after an attempt',
      { enabled: true, readyState: 3, checksSinceAttempt: 1, failures: 0 },
      true,
    ],
    ['closing, first check', { enabled: true, readyState: 2, checksSinceAttempt: 1, failures: 0 }, true],
    ['closed, not yet checked', { enabled: true, readyState: 3, checksSinceAttempt: 0, failures: 0 }, false],
    [
      'closed after 1 failed attempt: the next check',
      { enabled: true, readyState: 3, checksSinceAttempt: 1, failures: 1 },
      true,
    ],
    [
      'closed after 3 failed attempts: waits 4 checks (60 s)',
      { enabled: true, readyState: 3, checksSinceAttempt: 3, failures: 3 },
      false,
    ],
    [
      'closed after 3 failed attempts, 4th check',
      { enabled: true, readyState: 3, checksSinceAttempt: 4, failures: 3 },
      true,
    ],
    ['open', { enabled: true, readyState: 1, checksSinceAttempt: 99, failures: 0 }, false],
    ['connecting', { enabled: true, readyState: 0, checksSinceAttempt: 99, failures: 0 }, false],
    ['no socket', { enabled: true, readyState: undefined, checksSinceAttempt: 1, failures: 0 }, true],
    ['counter disabled', { enabled: false, readyState: 3, checksSinceAttempt: 99, failures: 0 }, false],
  ])('%s → %s', (_label, input, expected) => {
    expect(shouldReconnectCounter(input)).toBe(expected);
  });

  it('backoff doubles per further failed attempt (15 s, 15 s, 30 s, 60 s …) and stops at 16 checks (4 min)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50, -1, NaN].map(counterBackoffChecks)).toEqual([
      1,
      1,
      2,
      4,
      8,
      COUNTER_MAX_BACKOFF_CHECKS,
      16,
      16,
      1,
      1,
    ]);
  });
});

describe('spec 3 §4 Live counter: a server restart close (1012, 1001) is a hint to reconnect within seconds', () => {
  it.each([
    [1012, 0, 500],
    [1012, 1, 5000],
    [1001, 0.5, 2750],
    [1012, NaN, 2750],
    [1000, 0.5, null],
    [1006, 0.5, null],
    [undefined, 0.5, null],
  ])('close code %s with random %s → %s ms', (code, random, expected) => {
    expect(counterReconnectDelayMs(code, random)).toBe(expected);
  });
});

describe('spec 3 §4 Live counter: one socket per page announces one context', () => {
  it('the part that joined last decides the context; none → empty', () => {
    expect(announcedCounterContext([{ context: '/dmc2026/live/hall-a' }, { context: 'dmc2026/hall-a' }])).toBe(
      'dmc2026/hall-a',
    );
    expect(announcedCounterContext([])).toBe('');
  });
});

describe('spec 3 §2 Live player: the live counter is hideable and needs enableLiveCounter', () => {
  it.each([
    [{ enableLiveCounter: 1 }, {}, true],
    [{ enableLiveCounter: true }, { hideLiveCounter: false }, true],
    [{ enableLiveCounter: 1 }, { hideLiveCounter: 1 }, false],
    [{ enableLiveCounter: 1 }, { hideLiveCounter: 'true' }, false],
    [{ enableLiveCounter: 0 }, {}, false],
    [null, {}, false],
  ])('client %j, settings %j → %s', (client, settings, expected) => {
    expect(livePlayerShowsCounter(client, settings)).toBe(expected);
  });

  it('its context is {project}/{channel slug}, the slug alone without a project', () => {
    expect(liveCounterContext('dmc2026', 'hall-a')).toBe('dmc2026/hall-a');
    expect(liveCounterContext(undefined, 'hall-a')).toBe('hall-a');
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
