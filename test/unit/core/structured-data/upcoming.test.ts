/**
 * Structured data (issue goal: "JSON-LD for a 1,000-session timetable costs ≤ 5 ms of main-thread time"): a list of
 * sessions writes only the next SESSIONS_MAX of them (docs/structured-data.md "Cost"), the congress still spans all.
 */
import { describe, expect, it } from 'vitest';
import { nextSessions, pickSessions, SESSIONS_MAX, structuredGraph } from '../../../../src/core/structured-data';
import { toSessions } from '../../../../src/core/timetable/sessions';
import { join } from 'node:path';
import { readSchedule } from '../../../../demo/server/schedule/into-store';
import type { ClientConfig } from '../../../../src/core/types';
import { c3Config, env } from './real-data';

const at = (day: number, hour: number) =>
  `2026-05-${String(10 + day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00+02:00`;
const session = (slug: string, day: number, hour: number) => ({
  slug,
  datestart: at(day, hour),
  dateend: at(day, hour + 1),
});
const slugs = (events: unknown[]) => events.map((e) => (e as { slug: string }).slug);
const day = [session('a', 1, 9), session('b', 1, 10), session('c', 1, 11), session('d', 2, 9), session('e', 2, 10)];

describe('a list writes the next sessions, else the last ones', () => {
  it.each([
    ['before the congress: the first ones', '2026-05-01T00:00:00+02:00', 3, ['a', 'b', 'c']],
    ['during a session: from the one running', '2026-05-11T10:30:00+02:00', 3, ['b', 'c', 'd']],
    ['near the end, fewer left than allowed: the last ones', '2026-05-12T09:30:00+02:00', 3, ['c', 'd', 'e']],
    ['after the congress: the last ones', '2026-06-01T00:00:00+02:00', 2, ['d', 'e']],
    ['more allowed than there are: all', '2026-05-01T00:00:00+02:00', 10, ['a', 'b', 'c', 'd', 'e']],
  ])('%s', (_, now, max, expected) => {
    expect(slugs(pickSessions(day, Date.parse(now), max).events)).toEqual(expected);
  });
  it('sessions out of order are written in start order; unreadable starts are left out', () => {
    const mixed = [day[3], day[0], { slug: 'x', datestart: 'soon' }, day[4], day[1], day[2]];
    expect(slugs(pickSessions(mixed, 0, 4).events)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('the first start and last end are those of all sessions (the congress dates), not only the written ones', () => {
    const picked = pickSessions(day, 0, 2);
    expect([picked.first, picked.last]).toEqual([at(1, 9), at(2, 11)]);
  });
  it(`writes at most ${SESSIONS_MAX} by default`, () => {
    const many = Array.from({ length: 1000 }, (_, i) => session(`s${i}`, 1 + Math.floor(i / 500), 8 + (i % 10)));
    expect(pickSessions(many, 0).events).toHaveLength(SESSIONS_MAX);
  });
});

describe("the timetable's pick from its model (times already read): the same rule", () => {
  const model = day.map((e) => ({ slug: e.slug, start: Date.parse(e.datestart), end: Date.parse(e.dateend) }));
  it.each([
    ['before the congress', '2026-05-01T00:00:00+02:00', ['a', 'b', 'c']],
    ['during a session', '2026-05-11T10:30:00+02:00', ['b', 'c', 'd']],
    ['after the congress', '2026-06-01T00:00:00+02:00', ['c', 'd', 'e']],
  ])('%s', (_, now, expected) => {
    expect(nextSessions(model, Date.parse(now), 3).chosen.map((s) => s.slug)).toEqual(expected);
  });
  it('out of order: start order; the first start and last end of all', () => {
    const picked = nextSessions([model[4], model[0], model[2], model[1], model[3]], 0, 2);
    expect(picked.chosen.map((s) => s.slug)).toEqual(['a', 'b']);
    expect([picked.first?.slug, picked.last?.slug]).toEqual(['a', 'e']);
  });
  it('out of order: the same sessions in the same order as a stable sort by start (ties keep their given order)', () => {
    // 40 rooms × 25 slots given room by room, as an imported schedule lists them: every slot time repeats.
    const rooms = Array.from({ length: 1000 }, (_, i) => ({
      slug: `r${i % 40}-s${Math.floor(i / 40)}`,
      start: Date.parse('2026-05-12T08:00:00+02:00') + Math.floor(i / 40) * 45 * 60_000,
      end: Date.parse('2026-05-12T08:30:00+02:00') + Math.floor(i / 40) * 45 * 60_000,
    }));
    const byRoom = [...rooms].sort((a, b) => a.slug.localeCompare(b.slug));
    const stable = [...byRoom].sort((a, b) => a.start - b.start);
    for (const now of [0, stable[400].start + 1, Date.parse('2027-01-01T00:00:00Z')]) {
      const running = stable.findIndex((s) => s.end >= now);
      const from = running < 0 ? stable.length - SESSIONS_MAX : Math.min(running, stable.length - SESSIONS_MAX);
      expect(nextSessions(byRoom, now).chosen).toEqual(stable.slice(from, from + SESSIONS_MAX));
    }
  });
});

describe("the timetable's model carries each session's event: the same items as from the events' own dates", () => {
  const froscon = readSchedule(join(__dirname, '../../../fixtures/schedules/froscon2018.frab.json'), 0);
  const config = { ...c3Config, projects: { [String(froscon.project.name)]: froscon.project } } as ClientConfig;
  const byId = (nodes: { '@id': string }[]) => [...nodes].sort((a, b) => (a['@id'] < b['@id'] ? -1 : 1));
  it.each([
    ['before the congress: its first sessions', '2018-08-01T00:00:00+02:00'],
    ['on its second day: the next ones', '2018-08-26T11:00:00+02:00'],
    ['after it: its last ones', '2019-01-01T00:00:00+01:00'],
  ])(`the real FrOSCon 2018 schedule (155 sessions, ${SESSIONS_MAX} written), %s`, (_, now) => {
    const project = String(froscon.project.name);
    const settings = { ignoreEvents: [], censoredEvents: [], defaultDuration: 30 };
    const timed = toSessions(froscon.events, settings);
    const base = { kind: 'sessions' as const, project, events: froscon.events, channels: froscon.channels };
    const at = { ...env(config), now: Date.parse(now) };
    const fromModel = structuredGraph({ ...base, timed }, at);
    const fromEvents = structuredGraph(base, at);
    expect(fromModel.filter((n) => (n as { superEvent?: unknown }).superEvent)).toHaveLength(SESSIONS_MAX);
    expect(byId(fromModel)).toEqual(byId(fromEvents));
  });
});
