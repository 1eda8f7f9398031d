/**
 * docs/api.md "Player": GET /player/media/{id} and the test media it points at (issue 11 item 4: the reference
 * server serves real media — HLS and MP4 of the committed clip, WebVTT subtitles and transcripts in two
 * languages, a slide timeline).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, testServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.stop();
});

describe('player API: media/{id}', () => {
  it('a published resource answers HLS first, then MP4, subtitles and transcripts in its languages, and the slide timeline', async () => {
    const { status, body } = await server.get('/api/player/media/1200001');
    expect(status).toBe(200);
    const c = body.content;
    expect(c.id).toBe(1200001);
    expect(c.sources).toEqual([
      { src: `${server.url}/streams/demo/index.m3u8`, type: 'application/vnd.apple.mpegurl' },
      { src: `${server.url}/streams/demo/clip.mp4`, type: 'video/mp4' },
    ]);
    expect(c.subtitlesInPlaylist).toBe(false);
    expect(c.subtitles.map((s: { language: string }) => s.language)).toEqual(['en', 'de']);
    expect(c.transcripts.map((s: { src: string }) => s.src)).toEqual([
      `${server.url}/streams/demo/transcript.en.vtt`,
      `${server.url}/streams/demo/transcript.de.vtt`,
    ]);
    expect(c.slides.map((s: { inpoint: number }) => s.inpoint)).toEqual([0, 4, 8]);
    expect(c.slides[0].event.medium.asset.url).toBe(`${server.url}/streams/demo/slides/slide-1.svg`);
  });

  it('issue 11 item 4: resource 1201699 plays a stream that carries its subtitles in the playlist — the master playlist, subtitlesInPlaylist, no sidecar files', async () => {
    const c = (await server.get('/api/player/media/1201699')).body.content;
    expect(c.sources[0]).toEqual({
      src: `${server.url}/streams/demo/subtitled.m3u8`,
      type: 'application/vnd.apple.mpegurl',
    });
    expect(c.subtitlesInPlaylist).toBe(true);
    expect(c.subtitles).toEqual([]);
    expect(c.transcripts).toHaveLength(2);
    const master = await (await fetch(c.sources[0].src)).text();
    expect(
      master
        .match(/^#EXT-X-MEDIA:TYPE=SUBTITLES,.*$/gm)
        ?.map((line) => /LANGUAGE="(\w+)".*URI="([^"]+)"/.exec(line)!.slice(1)),
    ).toEqual([
      ['en', 'subtitles.en.m3u8'],
      ['de', 'subtitles.de.m3u8'],
    ]);
    expect(master).toMatch(/^#EXT-X-STREAM-INF:.*SUBTITLES="subs"\nindex\.m3u8$/m);
    for (const lang of ['en', 'de']) {
      const playlist = await (await fetch(`${server.url}/streams/demo/subtitles.${lang}.m3u8`)).text();
      expect(playlist).toContain(`\nsubtitles.${lang}.vtt\n#EXT-X-ENDLIST`);
    }
  });

  it('spec 2 §4: no recording for an unpublished or consent-0 resource (404 media_not_found); unknown 404; bad id 400', async () => {
    expectError(await server.get('/api/player/media/1200003'), 404, 'media_not_found'); // status 2, consent 0
    expectError(await server.get('/api/player/media/1200005'), 404, 'media_not_found'); // status 1
    expectError(await server.get('/api/player/media/1'), 404, 'resource_not_found');
    expectError(await server.get('/api/player/media/abc'), 400, 'bad_parameter', 'id');
  });
});

describe('the test media under /streams/demo', () => {
  it.each([
    ['clip.mp4', 'video/mp4'],
    ['index.m3u8', 'application/vnd.apple.mpegurl'],
    ['subtitled.m3u8', 'application/vnd.apple.mpegurl'],
    ['subtitles.de.m3u8', 'application/vnd.apple.mpegurl'],
    ['subtitles.en.vtt', 'text/vtt; charset=utf-8'],
    ['subtitles.de.vtt', 'text/vtt; charset=utf-8'],
    ['transcript.en.vtt', 'text/vtt; charset=utf-8'],
    ['slides/slide-2.svg', 'image/svg+xml'],
  ])('%s is served as %s to any origin', async (file, type) => {
    const answer = await fetch(`${server.url}/streams/demo/${file}`, { headers: { origin: 'https://host.example' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(type);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('the MP4 answers range requests (seeking) and the WebVTT files are valid cue lists', async () => {
    const range = await fetch(`${server.url}/streams/demo/clip.mp4`, { headers: { range: 'bytes=0-99' } });
    expect(range.status).toBe(206);
    expect((await range.arrayBuffer()).byteLength).toBe(100);
    for (const lang of ['en', 'de']) {
      const text = await (await fetch(`${server.url}/streams/demo/subtitles.${lang}.vtt`)).text();
      expect(text.startsWith('WEBVTT')).toBe(true);
      expect(text.match(/-->/g)?.length).toBe(3);
    }
  });
});
