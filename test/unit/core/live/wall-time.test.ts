import { describe, expect, it } from 'vitest';
import { fromWallTime, zoneOffset } from '../../../../src/core/live/wall-time';

describe('spec 3 §4 Teaser congress dates: a wall-clock time in the project zone → the moment (Intl offsets, no zone library)', () => {
  it.each([
    ['a winter midnight in Berlin (CET)', '2026-03-27T00:00:00.000', 'Europe/Berlin', '2026-03-26T23:00:00.000Z'],
    [
      'the last millisecond of the spring change day (CEST)',
      '2026-03-29T23:59:59.999',
      'Europe/Berlin',
      '2026-03-29T21:59:59.999Z',
    ],
    [
      'the autumn change day starts in summer time',
      '2026-10-25T00:00:00.000',
      'Europe/Berlin',
      '2026-10-24T22:00:00.000Z',
    ],
    [
      'the autumn change day ends in winter time',
      '2026-10-25T23:59:59.999',
      'Europe/Berlin',
      '2026-10-25T22:59:59.999Z',
    ],
    ['a zone off the quarter-hour grid', '2026-05-01T00:00:00.000', 'Asia/Kathmandu', '2026-04-30T18:15:00.000Z'],
    ['a zone west of UTC in summer time', '2026-07-04T12:30:00.000', 'America/New_York', '2026-07-04T16:30:00.000Z'],
    ['UTC itself', '2026-07-04T12:30:00.000', 'UTC', '2026-07-04T12:30:00.000Z'],
  ])('%s', (_n, wall, zone, expected) => {
    expect(new Date(fromWallTime(Date.parse(`${wall}Z`), zone)).toISOString()).toBe(expected);
  });

  it('the offset reads hours and minutes with their sign', () => {
    expect(zoneOffset(Date.parse('2026-01-15T12:00:00Z'), 'America/St_Johns')).toBe(-(3 * 60 + 30) * 60_000);
    expect(zoneOffset(Date.parse('2026-01-15T12:00:00Z'), 'Asia/Kolkata')).toBe((5 * 60 + 30) * 60_000);
  });

  it('an unknown zone throws (the caller falls back to the project default)', () => {
    expect(() => fromWallTime(0, 'Not/AZone')).toThrow(RangeError);
  });
});
