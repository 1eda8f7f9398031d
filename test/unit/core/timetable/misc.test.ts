import { describe, expect, it } from 'vitest';
import {
  chooseDay,
  clockText,
  dataFingerprint,
  dayLabel,
  wallMinutes,
  zoneShortName,
  fixedZoneOffset,
  zoneDisplayName,
} from '../../../../src/core/timetable';

describe('Timetable poll: unchanged data has the same fingerprint (no re-render)', () => {
  it('same data → same fingerprint; changed data → different', () => {
    const a = { data: [{ id: 1, title: 'A' }] };
    expect(dataFingerprint(a)).toBe(dataFingerprint(JSON.parse(JSON.stringify(a))));
    expect(dataFingerprint(a)).not.toBe(dataFingerprint({ data: [{ id: 1, title: 'B' }] }));
  });
  it('does not throw on cyclic data', () => {
    const c: Record<string, unknown> = {};
    c.self = c;
    expect(dataFingerprint(c)).toBe('unserialisable');
  });
});

describe('Timetable day selection: today inside the congress → today; before or after it → the first day (issue 8 item 5)', () => {
  it.each([
    ['a kept day survives', [10, 11, 12], 5, 11, 11],
    ['today inside the congress, with sessions → today', [10, 11, 12], 11, null, 11],
    ['today inside the congress, without sessions → the next day with sessions', [10, 12], 11, null, 12],
    ['today is the last day → the last day', [10, 11, 12], 12, null, 12],
    ['before the congress → the first day', [10, 11, 12], 3, null, 10],
    ['after the congress → the first day, not the last', [10, 11], 20, null, 10],
    ['a kept day that is gone → the rule again', [10, 11], 11, 99, 11],
    ['a kept day that is gone, after the congress → the first day', [10, 11], 30, 99, 10],
    ['no days → none', [], 10, null, null],
  ])('%s', (_n, days, today, kept, expected) => {
    expect(chooseDay(days, today, kept)).toBe(expected);
  });
});

describe('Timetable time texts', () => {
  it.each([
    [0, '00:00'],
    [545, '09:05'],
    [25 * 60 + 30, '01:30'],
    [-30, '23:30'],
  ])('%s min → %s', (m, t) => {
    expect(clockText(m)).toBe(t);
  });
  it('names the zone, also after a DST change', () => {
    expect(zoneShortName(Date.parse('2026-03-28T12:00:00Z'), 'Europe/Berlin')).toBe('GMT+1');
    expect(zoneShortName(Date.parse('2026-03-30T12:00:00Z'), 'Europe/Berlin')).toBe('GMT+2');
  });
  it('labels a day key independently of the machine zone', () => {
    expect(dayLabel('2026-03-04', 'en')).toBe('Wed, Mar 4');
  });
});

describe('spec 3 §4 Timetable zone label: a fixed-offset zone (an import without a zone name) reads as UTC±hh:mm', () => {
  it.each([
    ['Etc/GMT-1', 'UTC+01:00'],
    ['Etc/GMT+5', 'UTC-05:00'],
    ['Etc/GMT-14', 'UTC+14:00'],
    ['Etc/GMT', 'UTC+00:00'],
    ['Etc/GMT0', 'UTC+00:00'],
    ['UTC', 'UTC+00:00'],
    ['Etc/UTC', 'UTC+00:00'],
    ['GMT+0', 'UTC+00:00'],
    ['Europe/Berlin', null],
    ['America/Argentina/Buenos_Aires', null],
    ['Etc/GMT-99', null],
  ])('%s → %s', (zone, expected) => {
    expect(fixedZoneOffset(zone)).toBe(expected);
    expect(zoneDisplayName(zone)).toBe(expected ?? zone);
  });
});

describe('Timetable wall clock: the cached zone offset gives the same minutes as Intl', () => {
  it.each([
    ['before the spring change', '2026-03-29T00:59:00Z'],
    ['after the spring change', '2026-03-29T01:00:00Z'],
    ['before the autumn change', '2026-10-25T00:59:00Z'],
    ['after the autumn change', '2026-10-25T01:00:00Z'],
    ['seconds are dropped', '2026-05-01T10:15:59Z'],
  ])('%s', (_n, iso) => {
    const ms = Date.parse(iso);
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'Europe/Berlin',
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      })
        .formatToParts(ms)
        .map((p) => [p.type, Number(p.value)]),
    );
    const expected = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute) / 60000;
    expect(wallMinutes(ms, 'Europe/Berlin')).toBe(expected);
    // Kathmandu is UTC+05:45 all year (no DST): a zone off the quarter-hour grid of most offsets.
    expect(wallMinutes(ms, 'Asia/Kathmandu')).toBe(Math.floor(ms / 60_000) + 5 * 60 + 45);
  });
});
