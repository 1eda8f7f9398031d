import { describe, expect, it } from 'vitest';
import { chooseDay, clockText, dataFingerprint, dayLabel, wallMinutes, zoneShortName } from '../../../../src/core/timetable';

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

describe('Timetable day selection', () => {
  it.each([
    ['kept day survives', [10, 11, 12], 5, 11, 11],
    ['today when it has sessions', [10, 11, 12], 11, null, 11],
    ['next day after today', [10, 12], 11, null, 12],
    ['last day when all are past', [10, 11], 20, null, 11],
    ['kept day gone → today rule', [10, 11], 10, 99, 10],
    ['no days', [], 10, null, null],
  ])('%s', (_n, days, today, kept, expected) => {
    expect(chooseDay(days, today, kept)).toBe(expected);
  });
});

describe('Timetable time texts', () => {
  it.each([[0, '00:00'], [545, '09:05'], [25 * 60 + 30, '01:30'], [-30, '23:30']])('%s min → %s', (m, t) => {
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

describe('Timetable wall clock: the cached zone offset gives the same minutes as Intl', () => {
  it.each([
    ['before the spring change', '2026-03-29T00:59:00Z'], ['after the spring change', '2026-03-29T01:00:00Z'],
    ['before the autumn change', '2026-10-25T00:59:00Z'], ['after the autumn change', '2026-10-25T01:00:00Z'],
    ['seconds are dropped', '2026-05-01T10:15:59Z'],
  ])('%s', (_n, iso) => {
    const ms = Date.parse(iso);
    const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', hourCycle: 'h23', year: 'numeric',
      month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).formatToParts(ms).map((p) => [p.type, Number(p.value)]));
    const expected = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute) / 60000;
    expect(wallMinutes(ms, 'Europe/Berlin')).toBe(expected);
    expect(wallMinutes(ms, 'Asia/Kathmandu') % 15).not.toBeNaN();
  });
});
