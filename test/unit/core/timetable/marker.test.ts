import { describe, expect, it } from 'vitest';
import {
  compactSizeClass,
  isCompactLayout,
  normalizeTimetableSettings,
  openingOffset,
  showAddToCalendar,
  timeMarkerOffset,
  toSession,
} from '../../../../src/core/timetable';

describe('spec 3 §9 Timetable compact layout below 840 px window height with 60/45/30/15-minute size classes', () => {
  it.each([
    [839, true],
    [840, false],
    [1200, false],
    [Number.NaN, false],
  ])('window height %s → compact %s', (h, expected) => {
    expect(isCompactLayout(h)).toBe(expected);
  });
  it.each([
    [5, 'size-15'],
    [15, 'size-15'],
    [16, 'size-30'],
    [30, 'size-30'],
    [45, 'size-45'],
    [60, 'size-60'],
    [61, ''],
  ])('%s min → %j', (m, cls) => {
    expect(compactSizeClass(m)).toBe(cls);
  });
});

describe('spec 3 §4 Timetable time marker: on, selected day is today, now within the schedule hours', () => {
  const day = Math.floor(Date.parse('2026-03-04T00:00:00Z') / 86400000);
  const base = { enabled: true, zone: 'Europe/Berlin', dayBoundaryHr: 5, selectedDay: day, startHr: 7, endHr: 19 };
  it.each([
    ['10:30 on the day', '2026-03-04T10:30:00+01:00', {}, 210],
    ['setting off', '2026-03-04T10:30:00+01:00', { enabled: false }, null],
    ['another day selected', '2026-03-04T10:30:00+01:00', { selectedDay: day + 1 }, null],
    ['before the hours', '2026-03-04T06:59:00+01:00', {}, null],
    ['after the hours', '2026-03-04T19:01:00+01:00', {}, null],
    ['no day selected', '2026-03-04T10:30:00+01:00', { selectedDay: null }, null],
  ])('%s', (_n, now, over, expected) => {
    expect(timeMarkerOffset({ ...base, now: Date.parse(now), ...over })).toBe(expected);
  });
});

describe('spec 3 §4 / §9 Timetable opening: the axis starts at scheduleStartHr, the grid opens at the first session, or at now while the congress is on', () => {
  it.each([
    ['first session at 09:00 on a 07:00 axis', [150, 120, 300], null, 120],
    ['now (10:30) on the day of the congress', [120, 300], 210, 210],
    ['now before the first session still opens at now', [120], 30, 30],
    ['a day without sessions opens at the axis start', [], null, 0],
    ['bad values are ignored', [Number.NaN, 60], Number.NaN, 60],
  ])('%s', (_n, tops, now, expected) => {
    expect(openingOffset({ placedTops: tops as number[], nowOffset: now as number | null })).toBe(expected);
  });
});

describe('spec 3 §4 Timetable add-to-calendar: never, always, future (session day today or later)', () => {
  const settings = normalizeTimetableSettings({});
  const session = toSession({ id: 1, slug: 'a', datestart: '2026-03-04T09:00:00+01:00' }, settings)!;
  it.each([
    ['never', 'never', '2026-03-01T12:00:00Z', false],
    ['always, past session', 'always', '2026-03-10T12:00:00Z', true],
    ['future, session later', 'future', '2026-03-01T12:00:00Z', true],
    ['future, same day after the session', 'future', '2026-03-04T20:00:00+01:00', true],
    ['future, day after', 'future', '2026-03-05T12:00:00+01:00', false],
  ] as const)('%s', (_n, mode, now, expected) => {
    expect(showAddToCalendar(mode, session, Date.parse(now), 'Europe/Berlin', 5)).toBe(expected);
  });
});
