import { describe, expect, it } from 'vitest';
import { normalizeTimetableSettings, placeInZone, toSession, toSessions } from '../../../../src/core/timetable';

const base = normalizeTimetableSettings({});
const ev = (over: Record<string, unknown> = {}) => ({
  id: 1,
  slug: 'opening',
  title: 'Opening',
  type: 'Talk',
  datestart: '2026-03-04T09:00:00+01:00',
  dateend: '2026-03-04T10:00:00+01:00',
  channelSlug: 'hall-a',
  topics: ['Cardiology'],
  ...over,
});

describe('spec 3 §5 Timetable ignoreEvents: compares field and value case-insensitively', () => {
  const settings = normalizeTimetableSettings({ ignoreEvents: [{ field: 'TYPE', value: 'BREAK' }] });
  it.each([
    ['type "break" vs rule "BREAK"', { type: 'break' }, null],
    ['type "Break"', { type: 'Break' }, null],
    ['other type passes', { type: 'Talk' }, 'Opening'],
  ])('%s', (_n, over, expected) => {
    const s = toSession(ev(over), settings);
    expect(s ? s.title : null).toBe(expected);
  });
  it('field names are compared case-insensitively too (rule field TYPE matches type)', () => {
    expect(toSession(ev({ type: 'break' }), settings)).toBeNull();
  });
});

describe('spec 3 §5 Timetable censored events show only their type; untitled events show untitled', () => {
  it('a censored event shows its type instead of the title and hides subtitle and speakers', () => {
    const s = toSession(
      ev({ subtitle: 'x', speakers: [{ id: 1, lastname: 'A' }] }),
      normalizeTimetableSettings({ censoredEvents: [{ field: 'slug', value: 'OPENING' }] }),
    );
    expect(s).toMatchObject({ title: 'Talk', censored: true, subtitle: '', speakers: [] });
  });
  it.each([[undefined], [''], ['   '], [null]])('title %j is untitled', (title) => {
    expect(toSession(ev({ title }), base)?.untitled).toBe(true);
  });
});

describe('spec 3 §5 Timetable: an event with non-positive duration uses the default duration', () => {
  it.each([
    ['equal dates', '2026-03-04T09:00:00+01:00', 30],
    ['inverted dates', '2026-03-04T08:00:00+01:00', 30],
    ['missing end', null, 30],
    ['bad end', 'not a date', 30],
    ['positive duration', '2026-03-04T09:45:00+01:00', 45],
  ])('%s', (_n, dateend, minutes) => {
    const s = toSession(ev({ dateend }), base)!;
    expect((s.end - s.start) / 60000).toBe(minutes);
  });
  it('uses the configured defaultDuration', () => {
    const s = toSession(ev({ dateend: null }), normalizeTimetableSettings({ defaultDuration: '15' }))!;
    expect((s.end - s.start) / 60000).toBe(15);
  });
});

describe('Timetable bad input: nothing throws', () => {
  it.each([[null], [undefined], [42], ['x'], [{}], [[null, 1, 'x', { datestart: 'bad' }]]])('events %j', (events) => {
    expect(() => toSessions(events, base)).not.toThrow();
  });
  it('drops events without a valid start and duplicates, sorts by start', () => {
    const list = toSessions(
      [ev({ id: 2, datestart: '2026-03-04T11:00:00+01:00' }), ev(), ev(), ev({ id: 3, datestart: null })],
      base,
    );
    expect(list.map((s) => s.id)).toEqual(['1', '2']);
  });
});

describe('Timetable logical day: after-midnight sessions belong to the previous day', () => {
  const zone = 'Europe/Berlin';
  it.each([
    ['01:30 next day belongs to the day before', '2019-08-22T01:30:00+02:00', '2019-08-21', 25 * 60 + 30],
    ['04:59 still the day before', '2019-08-22T04:59:00+02:00', '2019-08-21', 28 * 60 + 59],
    ['05:00 starts the new day', '2019-08-22T05:00:00+02:00', '2019-08-22', 5 * 60],
    ['23:00 same day', '2019-08-21T23:00:00+02:00', '2019-08-21', 23 * 60],
  ])('%s', (_n, datestart, dayKey, minute) => {
    const z = placeInZone(toSession(ev({ datestart, dateend: null }), base)!, zone, 5);
    expect(new Date(z.day * 86400000).toISOString().slice(0, 10)).toBe(dayKey);
    expect(z.startMin).toBe(minute);
  });
  it('places by wall clock on a DST day (2026-03-29 Europe/Berlin: 09:00 CEST is row 09:00)', () => {
    const z = placeInZone(
      toSession(ev({ datestart: '2026-03-29T09:00:00+02:00', dateend: '2026-03-29T10:00:00+02:00' }), base)!,
      zone,
      5,
    );
    expect([z.startMin, z.endMin]).toEqual([540, 600]);
  });
  it('the same moment moves with the zone (viewer zone America/New_York)', () => {
    const z = placeInZone(toSession(ev(), base)!, 'America/New_York', 5);
    expect(z.startMin).toBe(3 * 60 + 24 * 60); // 03:00 New York on 4 March belongs to 3 March
  });
});
