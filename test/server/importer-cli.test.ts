import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFrab } from '../fixtures/schedules/make-frab';
import { testServer, type TestServer } from './helpers';
import { databaseUrlFor } from './database';
import { fixtures, scheduleFolder } from './schedule-files';

const { dir: tmp, write } = scheduleFolder();

describe('npm start -- --schedule: served as a project of client demo, same shapes as the demo data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer({
      schedules: [
        write('serve.json', makeFrab({ roomCount: 3, talks: 5 })),
        join(fixtures, 'froscon2018.frab.json'),
        join(fixtures, '36c3-excerpt.frab.json'),
      ],
    });
  });
  afterAll(async () => {
    await server.stop();
  });
  it('configuration lists the project; channels and events answer with the timetable filters', async () => {
    expect((await server.get('/api/demo/configuration')).body.data.projects.ecr2026.timezone).toBe('Europe/Berlin');
    const channels = (await server.get('/api/demo/wcm/channels.json?filter=project==ecr2026&limit=99')).body.data;
    expect(channels.map((c: any) => c.slug)).toEqual(['hall-a', 'room-2', 'room-3']);
    const filter = encodeURIComponent(
      'project==ecr2026;channels.slug==hall-a;datestart>=2026-03-04T00:00:00+01:00;datestart<=2026-03-04T23:59:59+01:00',
    );
    const events = (await server.get(`/api/demo/wcm/events.json?filter=${filter}&sort=datestart&limit=999`)).body.data;
    expect(events).toHaveLength(5);
    const live = (
      await server.get(
        `/api/demo/wcm/channels/hall-a?project=ecr2026&fakenow=${encodeURIComponent('2026-03-04T09:10:00+01:00')}`,
      )
    ).body.data;
    expect(live.currentEvent.id).toBe(events[0].id);
    expect((await server.get('/api/demo/wcm/channels.json?filter=project==froscon2018&limit=99')).body.meta.total).toBe(
      15,
    );
    expect((await server.get('/api/search/demo?query=Talk&project=ecr2026&type=event&limit=0')).body.counts.total).toBe(
      30,
    );
  });
  it('an imported project has default settings at once for the widgets the portal mounts (timetable with the schedule hours, live and overflow player); an entry in demo/data/widgets wins over them', async () => {
    const settings = async (project: string) =>
      (await server.get(`/api/demo/widgets/${project}/timetable/default`)).body.data.settings;
    expect(await settings('36c3')).toEqual({ timezone: 'Europe/Berlin', scheduleStartHr: 11, scheduleEndHr: 28 });
    expect(await settings('ecr2026')).toEqual({ timezone: 'Europe/Berlin', scheduleStartHr: 9, scheduleEndHr: 13 });
    expect(await settings('froscon2018')).toMatchObject({
      timezone: 'Europe/Berlin',
      scheduleStartHr: 9,
      scheduleEndHr: 20,
      showAddToCalendarButton: 'always',
    });
    expect((await server.get('/api/demo/widgets/36c3/timetable/other')).status).toBe(404);
    // The portal's channel pages and SingleWidget routes mount these: an entry is there (the widgets' defaults).
    for (const widget of ['liveplayer', 'overflowplayer']) {
      const answer = await server.get(`/api/demo/widgets/36c3/${widget}/default`);
      expect([widget, answer.status, answer.body.data?.settings]).toEqual([widget, 200, {}]);
    }
    expect(server.warnings).toEqual([expect.stringMatching(/36c3-excerpt\.frab\.json: imported; 5 unknown fields/)]);
  });
  it('the source slug answers as is in the events list filter', async () => {
    const events = (
      await server.get(
        `/api/demo/wcm/events.json?filter=${encodeURIComponent('project==36c3;slug==36c3-11172-leaving_legacy_behind')}`,
      )
    ).body.data;
    expect(events.map((e: any) => e.title)).toEqual(['Leaving legacy behind']);
  });
  it('the demo projects are still there', async () => {
    expect((await server.get('/api/demo/wcm/channels.json?filter=project==dmc2026')).body.meta.total).toBe(12);
  });
});

describe('the server does not start half-loaded', () => {
  it('startServer rejects naming the file and field, and nothing listens', async () => {
    const bad = write(
      'half.json',
      (() => {
        const j = makeFrab({ talks: 1 });
        (j.schedule.conference.days[1].rooms['Hall A'][0] as any).duration = 'soon';
        return j;
      })(),
    );
    await expect(testServer({ schedules: [join(fixtures, 'camp2019-excerpt.frab.json'), bad] })).rejects.toThrow(
      /half\.json: schedule\.conference\.days\[1\]/,
    );
  });
});

describe('npm run import -- <file>: stores the schedule so later starts serve it', () => {
  it('imports, then a started server serves the project; a bad file exits 1 with the message', async () => {
    const dataDir = join(tmp, 'data');
    const run = promisify(execFile);
    // The CLI stores where the server will look: PostgreSQL in the server-pg project, else SQLite in DATA_DIR.
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: await databaseUrlFor(dataDir) };
    const cli = join(__dirname, '..', '..', 'demo', 'server', 'import-cli.ts');
    const tsx = join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
    const ok = await run(tsx, [cli, join(fixtures, 'camp2019-excerpt.frab.json')], {
      env,
    });
    expect(ok.stdout).toMatch(/project camp2019 .* 2 channels, 79 events/);
    const bad = await run(tsx, [cli, write('cli-bad.json', '[]')], {
      env,
    }).catch((e) => e);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/cli-bad\.json: schedule: missing/);
    const extra = await run(tsx, [cli, join(fixtures, '36c3-excerpt.frab.json')], {
      env,
    });
    expect(extra.stderr).toMatch(
      /^warning: .*36c3-excerpt\.frab\.json: imported; 5 unknown fields not imported: timestamp/m,
    );
    expect(extra.stdout).toMatch(/project 36c3 .* 3 channels, 8 events, .* timetable 11:00–04:00 next day/);
    const server = await testServer({ dataDir });
    try {
      expect(
        (await server.get('/api/demo/wcm/channels.json?filter=project==camp2019')).body.data.map((c: any) => c.slug),
      ).toEqual(['curie', 'meitner']);
    } finally {
      await server.stop();
    }
  }, 90_000); // three CLI runs through tsx (about 3 s each on a quiet machine, far more on a shared one)
});
