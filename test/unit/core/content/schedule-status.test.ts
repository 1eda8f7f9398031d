import { describe, expect, it } from 'vitest';
import { instantInZone, projectTimezone, scheduleStatus } from '../../../../src/core/content/schedule-status';

const utc = (iso: string) => Date.parse(iso);

describe("spec 1 §4 schedule status: 'scheduled' if the start is in the future in the project's time zone, else 'processing'", () => {
  it.each([
    ['offset date in the future', '2026-03-04T10:00:00+01:00', utc('2026-03-04T08:59:59Z'), undefined, 'scheduled'],
    ['offset date exactly now', '2026-03-04T10:00:00+01:00', utc('2026-03-04T09:00:00Z'), undefined, 'processing'],
    ['offset date in the past', '2026-03-04T10:00:00+01:00', utc('2026-03-04T09:00:01Z'), undefined, 'processing'],
    [
      'local time read in Europe/Berlin by default',
      '2026-03-04 10:00',
      utc('2026-03-04T08:59:00Z'),
      undefined,
      'scheduled',
    ],
    [
      'local time read in Europe/Berlin by default, started',
      '2026-03-04 10:00',
      utc('2026-03-04T09:00:00Z'),
      undefined,
      'processing',
    ],
    [
      'local time in the project zone',
      '2026-03-04T10:00:00',
      utc('2026-03-04T14:59:00Z'),
      'America/New_York',
      'scheduled',
    ],
    ['missing date', null, 0, undefined, 'processing'],
    ['bad date', 'next week', 0, undefined, 'processing'],
    ['empty string', '', 0, undefined, 'processing'],
  ])('%s', (_label, start, now, tz, expected) => {
    expect(scheduleStatus(start, now, tz)).toBe(expected);
  });
});

describe('spec 1 §4 wall-clock start dates across Europe/Berlin DST changes', () => {
  it.each([
    ['winter (UTC+1)', '2026-03-28 09:00', '2026-03-28T08:00:00.000Z'],
    ['summer after spring-forward (UTC+2)', '2026-03-29 09:00', '2026-03-29T07:00:00.000Z'],
    ['last minute before spring-forward', '2026-03-29 01:59', '2026-03-29T00:59:00.000Z'],
    ['first minute after spring-forward', '2026-03-29 03:00', '2026-03-29T01:00:00.000Z'],
    ['summer before fall-back (UTC+2)', '2026-10-24 09:00', '2026-10-24T07:00:00.000Z'],
    ['winter after fall-back (UTC+1)', '2026-10-25 09:00', '2026-10-25T08:00:00.000Z'],
  ])('%s: %s Berlin = %s', (_label, local, expected) => {
    expect(new Date(instantInZone(local, 'Europe/Berlin') as number).toISOString()).toBe(expected);
  });

  it('a session at 09:00 Berlin on the spring-forward day is still scheduled at 06:59 UTC', () => {
    expect(scheduleStatus('2026-03-29 09:00', utc('2026-03-29T06:59:00Z'))).toBe('scheduled');
    expect(scheduleStatus('2026-03-29 09:00', utc('2026-03-29T07:00:00Z'))).toBe('processing');
  });
});

describe('spec 1 §3 / §9 project timezone default Europe/Berlin', () => {
  it.each([
    [undefined, 'Europe/Berlin'],
    ['', 'Europe/Berlin'],
    ['Not/AZone', 'Europe/Berlin'],
    [5, 'Europe/Berlin'],
    ['Asia/Tokyo', 'Asia/Tokyo'],
  ])('%j → %s', (tz, expected) => {
    expect(projectTimezone(tz)).toBe(expected);
  });
});
