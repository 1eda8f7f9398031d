import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSchedule } from '../../demo/server/schedule/into-store';
import { makeFrab } from '../fixtures/schedules/make-frab';
import { testServer, type TestServer } from './helpers';

const fixtures = join(__dirname, '..', 'fixtures', 'schedules');
const tmp = mkdtempSync(join(tmpdir(), 'cp-import-'));
const write = (name: string, json: unknown) => {
  const file = join(tmp, name);
  writeFileSync(file, typeof json === 'string' ? json : JSON.stringify(json));
  return file;
};
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('schedule import: real exports (frab), checked against the published schema', () => {
  it('camp2019 excerpt: time_zone_name Europe/Berlin, capitalised acronym and slugs, days running past midnight', () => {
    const p = readSchedule(join(fixtures, 'camp2019-excerpt.frab.json'), 0);
    expect(p.project.name).toBe('camp2019');
    expect(p.project.timezone).toBe('Europe/Berlin');
    expect(p.channels.map((c) => c.slug)).toEqual(['curie', 'meitner']);
    expect(p.events).toHaveLength(79);
    expect(p.events.every((e) => e.slug === e.slug.toLowerCase())).toBe(true);
    const opening = p.events.find((e) => e.title === 'Opening Ceremony')!;
    expect(opening).toMatchObject({ datestart: '2019-08-21T11:00:00+02:00', dateend: '2019-08-21T11:30:00+02:00', type: 'lecture', topics: ['CCC'], channelSlug: 'curie' });
    expect(opening.speakers!.map((s) => s.lastname)).toEqual(['jinxx', 'smtw']);
    // An event belongs to the day it is listed under: day numbers follow the listing, dates never go back.
    const days = p.events.map((e) => (e as { day?: number }).day!);
    expect(new Set(days)).toEqual(new Set([1, 2, 3, 4, 5]));
    for (const e of p.events) expect(e.datestart! >= ['2019-08-21', '2019-08-22', '2019-08-23', '2019-08-24', '2019-08-25'][(e as { day?: number }).day! - 1]).toBe(true);
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
  });
});

describe('schedule import: mapping rules', () => {
  it('ECR2026 → project ecr2026; Hall A → hall-a; talks → events; persons → speakers with their talks; tracks → topics; durations HH:MM', () => {
    const p = readSchedule(write('ecr.json', makeFrab({ roomCount: 3, talks: 4 })), 0);
    expect(p.project).toMatchObject({ name: 'ecr2026', title: 'European Congress of Examples 2026', timezone: 'Europe/Berlin', live: 1 });
    expect(p.channels.map((c) => c.slug)).toEqual(['hall-a', 'room-2', 'room-3']);
    expect(p.events).toHaveLength(3 * 4 * 2);
    expect(p.events[0]).toMatchObject({ channels: [{ slug: 'hall-a', title: 'Hall A' }], channelSlug: 'hall-a', topics: ['Practice'], type: 'workshop', status: 2, project: 'ecr2026' });
    expect(Date.parse(p.events[0].dateend!) - Date.parse(p.events[0].datestart!)).toBe(30 * 60_000);
    const speaker = p.speakers[0];
    expect(speaker.events.length).toBeGreaterThan(0);
    expect(speaker.events.every((t) => p.events.some((e) => e.id === t.id && e.speakers!.some((s) => s.id === speaker.id)))).toBe(true);
  });
  it('dates are written in the conference time zone', () => {
    const p = readSchedule(write('utc.json', makeFrab({ offset: 'Z', timeZone: 'Europe/Berlin', talks: 1, days: ['2026-07-01'] })), 0);
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
    ['no conference', { schedule: { version: '1' } }, /schedule: must have required property 'conference'/],
    ['duration not HH:MM', broken((j) => { j.schedule.conference.days[0].rooms['Hall A'][0].duration = '1h'; }), /schedule\.conference\.days\[0\]\.rooms\["Hall A"\]\[0\]\.duration/],
    ['date without offset', broken((j) => { j.schedule.conference.days[0].rooms['Hall A'][0].date = '2026-03-04T09:00:00'; }), /rooms\["Hall A"\]\[0\]\.date/],
    ['missing title', broken((j) => { delete j.schedule.conference.days[0].rooms['Hall A'][0].title; }), /rooms\["Hall A"\]\[0\]/],
    ['unknown time zone', broken((j) => { j.schedule.conference.time_zone_name = 'Mars/Olympus'; }), /time_zone_name/],
  ])('%s', (_name, content, message) => {
    const file = write(`bad-${_name.replace(/\W+/g, '-')}.json`, content);
    expect(() => readSchedule(file, 0)).toThrow(message);
    expect(() => readSchedule(file, 0)).toThrow(file);
  });
  it('a missing file names the file', () => {
    expect(() => readSchedule(join(tmp, 'nope.json'), 0)).toThrow(/nope\.json: \(file\): cannot read: ENOENT/);
  });
});

describe('npm start -- --schedule: served as a project of client demo, same shapes as the demo data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer({ schedules: [write('serve.json', makeFrab({ roomCount: 3, talks: 5 })), join(fixtures, 'froscon2018.frab.json')] });
  });
  afterAll(async () => { await server.stop(); });
  it('configuration lists the project; channels and events answer with the timetable filters', async () => {
    expect((await server.get('/api/demo/configuration')).body.data.projects.ecr2026.timezone).toBe('Europe/Berlin');
    const channels = (await server.get('/api/demo/wcm/channels.json?filter=project==ecr2026&limit=99')).body.data;
    expect(channels.map((c: any) => c.slug)).toEqual(['hall-a', 'room-2', 'room-3']);
    const filter = encodeURIComponent('project==ecr2026;channels.slug==hall-a;datestart>=2026-03-04T00:00:00+01:00;datestart<=2026-03-04T23:59:59+01:00');
    const events = (await server.get(`/api/demo/wcm/events.json?filter=${filter}&sort=datestart&limit=999`)).body.data;
    expect(events).toHaveLength(5);
    const live = (await server.get(`/api/demo/wcm/channels/hall-a?project=ecr2026&fakenow=${encodeURIComponent('2026-03-04T09:10:00+01:00')}`)).body.data;
    expect(live.currentEvent.id).toBe(events[0].id);
    expect((await server.get('/api/demo/wcm/channels.json?filter=project==froscon2018&limit=99')).body.meta.total).toBe(15);
    expect((await server.get('/api/search/demo?query=Talk&project=ecr2026&type=event&limit=0')).body.counts.total).toBe(30);
  });
  it('the demo projects are still there', async () => {
    expect((await server.get('/api/demo/wcm/channels.json?filter=project==dmc2026')).body.meta.total).toBe(12);
  });
});

describe('the server does not start half-loaded', () => {
  it('startServer rejects naming the file and field, and nothing listens', async () => {
    const bad = write('half.json', (() => { const j = makeFrab({ talks: 1 }); (j.schedule.conference.days[1].rooms['Hall A'][0] as any).duration = 'soon'; return j; })());
    await expect(testServer({ schedules: [join(fixtures, 'camp2019-excerpt.frab.json'), bad] })).rejects.toThrow(/half\.json: schedule\.conference\.days\[1\]/);
  });
});

describe('npm run import -- <file>: stores the schedule so later starts serve it', () => {
  it('imports, then a started server serves the project; a bad file exits 1 with the message', async () => {
    const dataDir = join(tmp, 'data');
    const run = promisify(execFile);
    const cli = join(__dirname, '..', '..', 'demo', 'server', 'import-cli.ts');
    const tsx = join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
    const ok = await run(tsx, [cli, join(fixtures, 'camp2019-excerpt.frab.json')], { env: { ...process.env, DATA_DIR: dataDir } });
    expect(ok.stdout).toMatch(/project camp2019 .* 2 channels, 79 events/);
    const bad = await run(tsx, [cli, write('cli-bad.json', '[]')], { env: { ...process.env, DATA_DIR: dataDir } }).catch((e) => e);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/cli-bad\.json: .*schema/);
    const server = await testServer({ dataDir });
    try {
      expect((await server.get('/api/demo/wcm/channels.json?filter=project==camp2019')).body.data.map((c: any) => c.slug)).toEqual(['curie', 'meitner']);
    } finally {
      await server.stop();
    }
  });
});
