/**
 * The schedule import of real frab exports (camp2019, froscon2018, 36C3), compared with the published schema: zones,
 * rooms, slugs kept exactly, sessions on the day they are listed under, and copies with extra fields.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSchedule } from '../../demo/server/schedule/into-store';
import { makeFrab } from '../fixtures/schedules/make-frab';
import { fixtures, read, scheduleFolder, sourceEvents } from './schedule-files';

const { write } = scheduleFolder();

describe('schedule import: real exports (frab), compared with the published schema', () => {
  it('camp2019 excerpt: time_zone_name Europe/Berlin, capitalised acronym and slugs, days running past midnight', () => {
    const p = readSchedule(join(fixtures, 'camp2019-excerpt.frab.json'), 0);
    expect(p.project.name).toBe('camp2019');
    expect(p.project.timezone).toBe('Europe/Berlin');
    expect(p.channels.map((c) => c.slug)).toEqual(['curie', 'meitner']);
    expect(p.events).toHaveLength(79);
    // The source's slugs are kept exactly (capitals and underscores): media.ccc.de links with them.
    expect(p.events.map((e) => e.slug)).toEqual(sourceEvents(read('camp2019-excerpt.frab.json')).map((e) => e.slug));
    expect(p.warnings).toEqual([]);
    const opening = p.events.find((e) => e.title === 'Opening Ceremony')!;
    expect(opening.slug).toBe('Camp2019-10386-opening_ceremony');
    expect(opening).toMatchObject({
      datestart: '2019-08-21T11:00:00+02:00',
      dateend: '2019-08-21T11:30:00+02:00',
      type: 'lecture',
      topics: ['CCC'],
      channelSlug: 'curie',
    });
    expect(opening.speakers!.map((s) => s.lastname)).toEqual(['jinxx', 'smtw']);
    // An event belongs to the day it is listed under: day numbers follow the listing, dates never go back.
    const days = p.events.map((e) => (e as { day?: number }).day!);
    expect(new Set(days)).toEqual(new Set([1, 2, 3, 4, 5]));
    for (const e of p.events)
      expect(
        e.datestart! >=
          ['2019-08-21', '2019-08-22', '2019-08-23', '2019-08-24', '2019-08-25'][(e as { day?: number }).day! - 1],
      ).toBe(true);
  });
  it('froscon2018: offset only (+02:00), 15 rooms, empty track/type/persons, relative URLs resolved', () => {
    const p = readSchedule(join(fixtures, 'froscon2018.frab.json'), 0);
    expect(p.project.name).toBe('froscon2018');
    expect(p.project.timezone).toBe('+02:00');
    expect(p.channels).toHaveLength(15);
    expect(p.events).toHaveLength(155);
    expect(p.events.every((e) => /\+02:00$/.test(e.datestart!))).toBe(true);
    expect(p.events.some((e) => e.topics!.length === 0)).toBe(true);
    expect(p.events.some((e) => e.type === null)).toBe(true);
    const images = p.events.map((e) => (e as { image?: string | null }).image).filter(Boolean);
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((u) => u!.startsWith('https://programm.froscon.de/system/events/logos/'))).toBe(true);
    expect(p.speakers.length).toBeGreaterThan(100);
    expect(p.events.every((e) => !e.eventDetailsLink || e.eventDetailsLink.startsWith('https://'))).toBe(true);
    expect(p.events.map((e) => e.slug)).toEqual(sourceEvents(read('froscon2018.frab.json')).map((e) => e.slug));
    expect(p.events.filter((e) => e.slug === 'froscon2018-2101-meltdown_and_spectre')).toHaveLength(1);
    // Offset-only export: the timetable gets the IANA zone of +02:00 and the hours its sessions use.
    expect(p.widgetSettings.timetable).toEqual({ timezone: 'Etc/GMT-2', scheduleStartHr: 9, scheduleEndHr: 20 });
  });
});

describe('schedule import: the 36C3 export shape (test/fixtures/schedules/36c3-excerpt.frab.json)', () => {
  const p = readSchedule(join(fixtures, '36c3-excerpt.frab.json'), 0);
  it('is imported although it carries `timestamp` and other fields the schema does not know; one warning lists them', () => {
    expect(p.project).toMatchObject({
      name: '36c3',
      title: '36th Chaos Communication Congress',
      timezone: 'Europe/Berlin',
    });
    expect(p.events).toHaveLength(8);
    expect(p.warnings).toHaveLength(1);
    expect(p.warnings[0]).toMatch(/36c3-excerpt\.frab\.json: imported; 5 unknown fields not imported: timestamp, /);
    for (const field of [
      'schedule.conference.rooms[].floor ×3',
      'schedule.conference.days[].day_label ×2',
      'schedule.conference.days[].rooms[][].answers ×8',
    ]) {
      expect(p.warnings[0]).toContain(field);
    }
  });
  it('keeps the source slug 36c3-11172-leaving_legacy_behind, and every other slug, exactly', () => {
    expect(p.events.find((e) => e.title === 'Leaving legacy behind')?.slug).toBe('36c3-11172-leaving_legacy_behind');
    expect(p.events.map((e) => e.slug)).toEqual(sourceEvents(read('36c3-excerpt.frab.json')).map((e) => e.slug));
  });
  it('after-midnight sessions keep their real date and the day they are listed under', () => {
    const late = p.events.find((e) => e.slug === '36c3-90004-sleepless_workshop')!;
    expect(late).toMatchObject({
      datestart: '2019-12-28T03:00:00+01:00',
      dateend: '2019-12-28T04:00:00+01:00',
      day: 1,
    });
  });
  it('writes default timetable settings with the hours of the schedule: 11:00 to 04:00 next day → 11–28', () => {
    expect(p.widgetSettings.timetable).toEqual({ timezone: 'Europe/Berlin', scheduleStartHr: 11, scheduleEndHr: 28 });
  });
});

describe('schedule import: the timetable keeps each session on the day it is listed under', () => {
  const night = (start: string, listedUnder: 0 | 1) => {
    const json = makeFrab({ talks: 1, days: ['2026-03-04', '2026-03-05'] });
    const day = json.schedule.conference.days[listedUnder] as any;
    day.rooms['Hall A'].push({
      ...day.rooms['Hall A'][0],
      id: 4242,
      guid: '00000000-0000-4000-8000-000000004242',
      slug: 'night',
      title: 'Night',
      date: start,
      start: start.slice(11, 16),
      duration: '00:30',
    });
    return readSchedule(write(`night-${start.slice(11, 13)}-${listedUnder}.json`, json), 0).widgetSettings.timetable;
  };
  it('a night running to 06:00: a 05:30 session listed under the day before moves the day boundary to 06', () => {
    expect(night('2026-03-05T05:30:00+01:00', 0)).toEqual({
      timezone: 'Europe/Berlin',
      dayBoundaryHr: 6,
      scheduleStartHr: 9,
      scheduleEndHr: 30,
    });
  });
  it('nights ending before 05:00 keep the default boundary (not written)', () => {
    expect(night('2026-03-05T03:00:00+01:00', 0)).toEqual({
      timezone: 'Europe/Berlin',
      scheduleStartHr: 9,
      scheduleEndHr: 28,
    });
  });
  it('an early 04:00 session listed under its own date moves the boundary down to 04', () => {
    expect(night('2026-03-05T04:00:00+01:00', 1)).toEqual({
      timezone: 'Europe/Berlin',
      dayBoundaryHr: 4,
      scheduleStartHr: 4,
      scheduleEndHr: 10,
    });
  });
});

describe('schedule import: copies of the real exports with extra top-level, day, room, event and person fields', () => {
  /** Adds a field the schema does not know at every level the issue names. */
  const withExtras = (json: any) => {
    json.timestamp = '2019-12-30T20:12:07+01:00';
    json.schedule.conference.days.forEach((day: any) => {
      day.day_label = `Day ${day.index}`;
      for (const events of Object.values(day.rooms) as any[][]) {
        for (const e of events) {
          e.answers = [];
          e.origin_system = 'frab';
          for (const person of e.persons)
            Object.assign(person, {
              guid: `00000000-0000-4000-8000-${String(person.id).padStart(12, '0')}`,
              avatar_url: null,
              links: [],
            });
        }
      }
    });
    json.schedule.conference.rooms = Object.keys(json.schedule.conference.days[0].rooms).map((name, i) => ({
      name,
      guid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      floor: i,
    }));
    return json;
  };
  it.each(['camp2019-excerpt.frab.json', 'froscon2018.frab.json'])(
    '%s: imported like the original, with one warning naming the extra fields',
    (name) => {
      const original = readSchedule(join(fixtures, name), 0);
      const copy = readSchedule(write(`extra-${name}`, withExtras(read(name))), 0);
      expect(copy.events.map((e) => [e.slug, e.title, e.datestart, e.dateend, e.channelSlug])).toEqual(
        original.events.map((e) => [e.slug, e.title, e.datestart, e.dateend, e.channelSlug]),
      );
      expect(copy.speakers.map((s) => s.lastname)).toEqual(original.speakers.map((s) => s.lastname));
      expect(copy.warnings).toHaveLength(1);
      for (const field of [
        'timestamp',
        'schedule.conference.days[].day_label',
        'schedule.conference.rooms[].floor',
        'schedule.conference.days[].rooms[][].answers',
        'schedule.conference.days[].rooms[][].origin_system',
      ]) {
        expect(copy.warnings[0]).toContain(field);
      }
    },
  );
});
