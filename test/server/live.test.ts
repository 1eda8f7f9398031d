import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, testServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.stop();
});

const channel = (slug: string, now: string) =>
  server.get(`/api/demo/wcm/channels/${slug}?project=dmc2026&fakenow=${encodeURIComponent(now)}`);

describe('api.md Live state: computed from the schedule and the clock, fakenow overrides the clock', () => {
  it.each([
    ['during a session: on air', '2026-03-04T10:10:00+01:00', { paused: 0, onAir: true, current: true }],
    [
      'between two sessions: paused, currentEvent = next session',
      '2026-03-04T10:50:00+01:00',
      { paused: 1, onAir: false, current: true },
    ],
    [
      'before the first session of the day: off air',
      '2026-03-04T06:00:00+01:00',
      { paused: 0, onAir: false, current: false },
    ],
    ['after the congress: off air', '2026-04-01T12:00:00+02:00', { paused: 0, onAir: false, current: false }],
  ])('%s', async (_name, now, expected) => {
    const { status, body } = await channel('hall-a', now);
    expect(status).toBe(200);
    expect(body.data.paused).toBe(expected.paused);
    expect(body.data.onAir).toBe(expected.onAir);
    expect(body.data.currentEvent !== null).toBe(expected.current);
    if (expected.onAir) {
      const e = body.data.currentEvent;
      expect(Date.parse(e.datestart)).toBeLessThanOrEqual(Date.parse(now));
      expect(Date.parse(e.dateend)).toBeGreaterThan(Date.parse(now));
      expect(body.data.livetext).toContain(e.title.slice(0, 10));
      // issue 12 item 5: the demo clip's ?loop address is sent as the channel's own live playlist.
      expect(body.data.livestreams[0].URL).toMatch(/\/api\/demo\/live\/streams\/\d+\/[^/]+\.m3u8$/);
    }
    if (expected.paused) expect(body.data.livetext).toBe(body.data.pausetext);
  });
  it('fakenow as epoch milliseconds gives the same answer as ISO 8601', async () => {
    const iso = await channel('hall-a', '2026-03-04T10:10:00+01:00');
    const epoch = await server.get(`/api/demo/wcm/channels/hall-a?fakenow=${Date.parse('2026-03-04T10:10:00+01:00')}`);
    expect(epoch.body.data.currentEvent.id).toBe(iso.body.data.currentEvent.id);
  });
  it.each(['yesterday', '2026-03-04T10:10:00', '2026-13-45T99:00:00Z'])(
    'bad fakenow %s → 400 naming fakenow',
    async (value) => {
      expectError(
        await server.get(`/api/demo/wcm/channels.json?fakenow=${encodeURIComponent(value)}`),
        400,
        'bad_parameter',
        'fakenow',
      );
    },
  );
  it('event status: 2 upcoming, 1 running, 4 ended', async () => {
    const at = encodeURIComponent('2026-03-04T10:10:00+01:00');
    const events = (
      await server.get(
        `/api/demo/wcm/events.json?filter=${encodeURIComponent('project==dmc2026;channels.slug==hall-a;datestart<=2026-03-04T23:00:00+01:00')}&sort=datestart&limit=20&fakenow=${at}`,
      )
    ).body.data;
    expect(events.map((e: any) => e.status)).toEqual([4, 4, 1, ...Array(9).fill(2)]);
  });
  it('channels list answers currentEvent for every channel at once', async () => {
    const { body } = await server.get(
      `/api/demo/wcm/channels.json?filter=project==dmc2026&limit=999&fakenow=${encodeURIComponent('2026-03-05T14:20:00+01:00')}`,
    );
    expect(body.data.length).toBe(12);
    expect(body.data.every((c: any) => c.currentEvent && c.paused === 0)).toBe(true);
  });
});

describe('liveToday: the live project is shifted to start today in its time zone', () => {
  it('with a clock on 2030-06-10, dmc2026 runs on 2030-06-10 .. 12 (Europe/Berlin, summer offset)', async () => {
    const clock = () => Date.parse('2030-06-10T09:15:00+02:00');
    const shifted = await testServer({ liveToday: true, clock });
    try {
      const { body } = await shifted.get('/api/demo/wcm/events.json?filter=project==dmc2026&sort=datestart&limit=1');
      expect(body.data[0].datestart).toBe('2030-06-10T08:00:00+02:00');
      const hall = await shifted.get('/api/demo/wcm/channels/hall-a?project=dmc2026');
      expect(hall.body.data.onAir).toBe(true);
      const past = await shifted.get('/api/demo/wcm/events.json?filter=project==dmc2025&sort=datestart&limit=1');
      expect(past.body.data[0].datestart.startsWith('2025-03-05')).toBe(true);
    } finally {
      await shifted.stop();
    }
  });
});

describe('spec 3 §7 channel preview image: preview_{channelid}.jpg', () => {
  it('answers a JPEG (live image on air, off-air image otherwise); unknown channel → 404', async () => {
    const id = (await channel('hall-a', '2026-03-04T10:10:00+01:00')).body.data.id;
    const on = await fetch(
      `${server.url}/api/demo/live/preview/preview_${id}.jpg?fakenow=${encodeURIComponent('2026-03-04T10:10:00+01:00')}&t=1`,
    );
    const off = await fetch(
      `${server.url}/api/demo/live/preview/preview_${id}.jpg?fakenow=${encodeURIComponent('2026-03-04T06:00:00+01:00')}`,
    );
    expect(on.headers.get('content-type')).toBe('image/jpeg');
    const [a, b] = [Buffer.from(await on.arrayBuffer()), Buffer.from(await off.arrayBuffer())];
    expect(a.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(a.equals(b)).toBe(false);
    expectError(await server.get('/api/demo/live/preview/preview_1.jpg'), 404, 'channel_not_found');
  });
});
