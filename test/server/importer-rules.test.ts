/**
 * The schedule import's rules: slugs generated only where the source's is missing, duplicated or unusable; the mapping
 * of frab's fields onto projects, channels, events, speakers and topics; zones and dates; a bad file's clear error
 * naming the file and the field.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSchedule } from '../../demo/server/schedule/into-store';
import { makeFrab } from '../fixtures/schedules/make-frab';
import { scheduleFolder } from './schedule-files';

const { dir: tmp, write } = scheduleFolder();

describe("schedule import: slugs are generated only where the source's is missing, duplicated or unusable in a URL", () => {
  it.each([
    ['kept with capitals and underscores', 'ECR-1001_Talk_one', 'ECR-1001_Talk_one', false],
    ['missing → from acronym, id and title', undefined, 'ecr2026-1001-talk-1-in-hall-a', false],
    ['empty → generated', '', 'ecr2026-1001-talk-1-in-hall-a', false],
    ['a space and an umlaut → made usable', 'talk über grenzen', 'talk-uber-grenzen', true],
    ['a slash → made usable', 'a/b', 'a-b', true],
  ])('%s', (_name, slug, expected, reported) => {
    const json = makeFrab({ talks: 1 });
    const first = json.schedule.conference.days[0].rooms['Hall A'][0] as any;
    if (slug === undefined) delete first.slug;
    else first.slug = slug;
    const p = readSchedule(write(`slug-${_name.replace(/\W+/g, '-')}.json`, json), 0);
    expect(p.events[0].slug).toBe(expected);
    expect(p.warnings.some((w) => w.includes('slug') && w.includes(JSON.stringify(slug)))).toBe(reported);
  });
  it('a duplicate: the first keeps it, the second gets a numbered one, and the warning says so', () => {
    const json = makeFrab({ talks: 2 });
    const [a, b] = json.schedule.conference.days[0].rooms['Hall A'] as any[];
    a.slug = 'same_slug';
    b.slug = 'same_slug';
    const p = readSchedule(write('slug-duplicate.json', json), 0);
    expect(p.events.slice(0, 2).map((e) => e.slug)).toEqual(['same_slug', 'same-slug']);
    expect(p.warnings.join('\n')).toContain('"same_slug" → "same-slug" (duplicate)');
  });
});

describe('schedule import: mapping rules', () => {
  it('ECR2026 → project ecr2026; Hall A → hall-a; talks → events; persons → speakers with their talks; tracks → topics; durations HH:MM', () => {
    const p = readSchedule(write('ecr.json', makeFrab({ roomCount: 3, talks: 4 })), 0);
    expect(p.project).toMatchObject({
      name: 'ecr2026',
      title: 'European Congress of Examples 2026',
      timezone: 'Europe/Berlin',
      live: 1,
    });
    expect(p.channels.map((c) => c.slug)).toEqual(['hall-a', 'room-2', 'room-3']);
    expect(p.events).toHaveLength(3 * 4 * 2);
    expect(p.events[0]).toMatchObject({
      channels: [{ slug: 'hall-a', title: 'Hall A' }],
      channelSlug: 'hall-a',
      topics: ['Practice'],
      type: 'workshop',
      status: 2,
      project: 'ecr2026',
    });
    expect(Date.parse(p.events[0].dateend!) - Date.parse(p.events[0].datestart!)).toBe(30 * 60_000);
    const speaker = p.speakers[0];
    expect(speaker.events.length).toBeGreaterThan(0);
    expect(
      speaker.events.every((t) => p.events.some((e) => e.id === t.id && e.speakers!.some((s) => s.id === speaker.id))),
    ).toBe(true);
  });
  it('an offset-only export off the whole hour (+05:30) keeps its offset as the zone and still gets its hours', () => {
    const p = readSchedule(
      write('ist.json', makeFrab({ offset: '+05:30', timeZone: null, talks: 2, days: ['2026-07-01'] })),
      0,
    );
    expect(p.events[0].datestart).toBe('2026-07-01T09:00:00+05:30');
    expect(p.widgetSettings.timetable).toEqual({ timezone: '+05:30', scheduleStartHr: 9, scheduleEndHr: 11 });
  });
  it('dates are written in the conference time zone', () => {
    const p = readSchedule(
      write('utc.json', makeFrab({ offset: 'Z', timeZone: 'Europe/Berlin', talks: 1, days: ['2026-07-01'] })),
      0,
    );
    expect(p.events[0].datestart).toBe('2026-07-01T11:00:00+02:00');
  });
});

describe('schedule import: a bad file gives a clear error naming the file and the field', () => {
  const broken = (change: (json: any) => void) => {
    const json = makeFrab({ talks: 1 });
    change(json);
    return json;
  };
  it.each([
    ['not JSON', '{"schedule": ', /not valid JSON/],
    ['not a schedule', [], /: schedule: missing: expected a frab \/ pretalx schedule\.json/],
    ['no conference', { schedule: { version: '1' } }, /: schedule\.conference: missing/],
    [
      'duration not HH:MM',
      broken((j) => {
        j.schedule.conference.days[0].rooms['Hall A'][0].duration = '1h';
      }),
      /schedule\.conference\.days\[0\]\.rooms\["Hall A"\]\[0\]\.duration/,
    ],
    [
      'date without offset',
      broken((j) => {
        j.schedule.conference.days[0].rooms['Hall A'][0].date = '2026-03-04T09:00:00';
      }),
      /rooms\["Hall A"\]\[0\]\.date/,
    ],
    [
      'missing title',
      broken((j) => {
        delete j.schedule.conference.days[0].rooms['Hall A'][0].title;
      }),
      /rooms\["Hall A"\]\[0\]\.title: expected a non-empty string/,
    ],
    [
      'rooms not an object',
      broken((j) => {
        j.schedule.conference.days[1].rooms = [];
      }),
      /schedule\.conference\.days\[1\]\.rooms: expected an object/,
    ],
    [
      'unknown time zone',
      broken((j) => {
        j.schedule.conference.time_zone_name = 'Mars/Olympus';
      }),
      /time_zone_name/,
    ],
  ])('%s', (_name, content, message) => {
    const file = write(`bad-${_name.replace(/\W+/g, '-')}.json`, content);
    expect(() => readSchedule(file, 0)).toThrow(message);
    expect(() => readSchedule(file, 0)).toThrow(file);
  });
  it('a missing file names the file', () => {
    expect(() => readSchedule(join(tmp, 'nope.json'), 0)).toThrow(/nope\.json: \(file\): cannot read: ENOENT/);
  });
});
