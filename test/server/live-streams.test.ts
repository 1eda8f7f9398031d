/**
 * Issue 12 item 5: every channel's livestreams play a real live HLS stream — a sliding-window playlist of the
 * committed clip (not VOD) — and an organiser can pause a channel with the admin token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { livePlaylist, liveStreamUrl } from '../../demo/server/live/hls-loop';
import { FAKENOW, fakenow, testServer, type TestServer } from './helpers';

describe('the live playlist is a sliding window over the looping clip', () => {
  it('no VOD markers, a media sequence that grows with the clock, five segments, a discontinuity per repeat', () => {
    const at = (s: number) => livePlaylist(s * 1000, 'http://x');
    const a = at(100);
    expect(a).not.toMatch(/ENDLIST|PLAYLIST-TYPE/);
    expect(a).toContain('#EXT-X-MEDIA-SEQUENCE:46');
    expect(a.match(/#EXTINF/g)).toHaveLength(5);
    expect(a).toContain('http://x/streams/demo/init.mp4');
    expect(at(102)).toContain('#EXT-X-MEDIA-SEQUENCE:47');
    // Segments 46…50: 46 % 6 = 4 → seg004, seg005, | seg000 (discontinuity), seg001, seg002.
    expect(
      a
        .split('\n')
        .filter((l) => l.endsWith('.m4s'))
        .map((l) => l.slice(-10)),
    ).toEqual(['seg004.m4s', 'seg005.m4s', 'seg000.m4s', 'seg001.m4s', 'seg002.m4s']);
    expect(a.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
    expect(a).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:7');
  });
  it("only the clip's ?loop address becomes a channel playlist", () => {
    expect(liveStreamUrl('http://h:1/streams/demo/index.m3u8?loop', 'demo', 5, 'a b')).toBe(
      'http://h:1/api/demo/live/streams/5/a%20b.m3u8',
    );
    expect(liveStreamUrl('https://cdn.example.org/x.m3u8', 'demo', 5, 'a')).toBe('https://cdn.example.org/x.m3u8');
  });
});

describe('live streams on the reference server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer({
      schedules: [join(__dirname, '..', 'fixtures', 'schedules', '36c3-excerpt.frab.json')],
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("a channel's livestreams point to its live playlist, which answers as HLS, uncached", async () => {
    const { body } = await server.get(`/api/demo/wcm/channels/hall-a?project=dmc2026&fakenow=${fakenow}`);
    const url: string = body.data.livestreams[0].URL;
    expect(url).toBe(`${server.url}/api/demo/live/streams/1700001/1700001-en.m3u8`);
    const playlist = await fetch(url);
    expect(playlist.headers.get('content-type')).toContain('application/vnd.apple.mpegurl');
    expect(playlist.headers.get('cache-control')).toBe('no-cache');
    expect(await playlist.text()).toMatch(/^#EXTM3U[\s\S]*#EXT-X-MEDIA-SEQUENCE:\d+[\s\S]*seg00\d\.m4s\n$/);
  });

  it('imported channels (36C3 rooms) have live streams too', async () => {
    const { body } = await server.get('/api/demo/wcm/channels.json?filter=project==36c3&limit=999');
    expect(body.data.map((c: { slug: string }) => c.slug).slice(0, 1)).toEqual(['ada']);
    const playlist = await fetch(body.data[0].livestreams[0].URL);
    expect(playlist.status).toBe(200);
  });

  it('unknown channel or stream: 404 stream_not_found', async () => {
    expect((await server.get('/api/demo/live/streams/1700001/nope.m3u8')).body.error.code).toBe('stream_not_found');
    expect((await server.get('/api/demo/live/streams/999/x.m3u8')).status).toBe(404);
  });

  it('PUT channels/{slug}/paused pauses and resumes a channel, with the admin token only', async () => {
    const put = (body: unknown, token = 'demo-admin-token') =>
      server.get('/api/demo/wcm/channels/hall-b/paused', {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await put({ paused: true }, 'wrong')).status).toBe(401);
    expect((await put({ paused: 'yes' })).status).toBe(400);
    expect((await put({ paused: true })).body.data.paused).toBe(1);
    await new Promise((r) => setTimeout(r, 1100)); // kept live answers live 1 s
    const paused = await server.get(`/api/demo/wcm/channels/hall-b?fakenow=${encodeURIComponent(FAKENOW)}`);
    expect(paused.body.data.paused).toBe(1);
    expect((await put({ paused: false })).body.data.paused).toBe(0);
  });
});
