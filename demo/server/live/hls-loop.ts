/**
 * Real live streams for every channel (issue 12 item 5): a sliding-window HLS playlist (no
 * EXT-X-PLAYLIST-TYPE, no EXT-X-ENDLIST, a media sequence that grows with the clock) made from the committed
 * clip's fMP4 segments (demo/data/streams/demo), so `npm start` needs no ffmpeg. The clip repeats; each repeat
 * starts after an EXT-X-DISCONTINUITY (its timestamps restart at 0) and the discontinuity sequence counts them.
 */

/** The committed clip: six 2 s fMP4 segments after one init segment (demo/data/streams/demo/index.m3u8). */
export const LOOP_CLIP = {
  base: '/streams/demo/',
  init: 'init.mp4',
  segments: ['seg000.m4s', 'seg001.m4s', 'seg002.m4s', 'seg003.m4s', 'seg004.m4s', 'seg005.m4s'],
  segmentSeconds: 2,
} as const;

/** Segments in the window: 3 target durations ahead of the live edge is what HLS clients hold back (RFC 8216 §6.3.3). */
export const LIVE_WINDOW = 5;

/** A stream address the channels name (`…/streams/demo/index.m3u8?loop`): served as the channel's live playlist. */
const LOOP_URL = /\/streams\/demo\/index\.m3u8\?loop$/;

/**
 * The live playlist at `now` (ms): segments `first … first + window - 1` of an endless repetition of the clip,
 * where the live edge is the segment that started last. `origin` prefixes the segment URIs (absolute, so the
 * playlist can be served from any path).
 */
export function livePlaylist(now: number, origin: string, clip = LOOP_CLIP, window = LIVE_WINDOW): string {
  const count = clip.segments.length;
  const edge = Math.floor(now / (clip.segmentSeconds * 1000));
  const first = Math.max(0, edge - window + 1);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${clip.segmentSeconds}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    // A discontinuity precedes every repeat but the very first: those before the window are counted here.
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / count)}`,
    `#EXT-X-MAP:URI="${origin}${clip.base}${clip.init}"`,
  ];
  for (let n = first; n <= edge; n++) {
    if (n > first && n % count === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${clip.segmentSeconds.toFixed(6)},`, `${origin}${clip.base}${clip.segments[n % count]}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A channel's stream address as the API sends it: the demo clip's `?loop` address becomes the channel's own
 * live playlist (`/api/{client}/live/streams/{channelId}/{streamId}.m3u8`); any other address is left alone.
 */
export function liveStreamUrl(
  url: string,
  client: string,
  channelId: number | string,
  streamId: number | string,
): string {
  if (!LOOP_URL.test(url)) return url;
  const origin = url.slice(0, url.search(LOOP_URL));
  return `${origin}/api/${encodeURIComponent(client)}/live/streams/${encodeURIComponent(String(channelId))}/${encodeURIComponent(String(streamId))}.m3u8`;
}
