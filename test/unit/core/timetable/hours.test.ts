import { describe, expect, it } from 'vitest';
import { scheduleHours } from '../../../../src/core/timetable/hours';

const at = (iso: string, minutes: number) => ({ start: Date.parse(iso), end: Date.parse(iso) + minutes * 60_000 });

describe('Timetable hours from a schedule: earliest start to latest end, after midnight past 24:00 (issue 8 item 4)', () => {
  it.each([
    [
      'a congress running 11:00–04:00 gives 11–28',
      [at('2019-12-27T11:00:00+01:00', 30), at('2019-12-28T03:00:00+01:00', 60)],
      { startHr: 11, endHr: 28 },
    ],
    [
      'a day ending at 20:30 rounds up to 21',
      [at('2018-08-25T10:00:00+02:00', 60), at('2018-08-25T19:30:00+02:00', 60)],
      { startHr: 10, endHr: 21 },
    ],
    [
      'the earliest start of any day counts',
      [at('2026-03-04T09:15:00+01:00', 30), at('2026-03-05T08:45:00+01:00', 30)],
      { startHr: 8, endHr: 10 },
    ],
    [
      'a session starting after the day boundary (05:00) opens the day at 05',
      [at('2026-03-04T05:30:00+01:00', 30)],
      { startHr: 5, endHr: 6 },
    ],
    [
      'a marathon running past 48 h of the day is capped at 48',
      [at('2026-03-04T22:00:00+01:00', 40 * 60)],
      { startHr: 22, endHr: 48 },
    ],
  ])('%s', (_n, ranges, expected) => {
    expect(scheduleHours(ranges, 'Europe/Berlin', 5)).toEqual(expected);
  });
  it('ignores ranges without a usable start and end; none usable → null', () => {
    expect(
      scheduleHours(
        [
          { start: NaN, end: 1 },
          { start: 10, end: 5 },
        ],
        'Europe/Berlin',
        5,
      ),
    ).toBeNull();
    expect(scheduleHours([{ start: NaN, end: 1 }, at('2026-03-04T12:00:00+01:00', 30)], 'Europe/Berlin', 5)).toEqual({
      startHr: 12,
      endHr: 13,
    });
  });
});
