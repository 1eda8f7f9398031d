import { asArray, asRecord, nonEmptyString } from '../values';
import { safeUrl } from '../url/safe-url';

/** One way to play a recording: its URL and MIME type (the player API's `sources`, docs/api.md "Player"). */
export interface MediaSource {
  src: string;
  type: string;
}

export type MediaKind = 'hls' | 'mp4';

/** HLS's MIME type, the one `video.canPlayType` answers for (Safari: "maybe"; Chromium, Firefox: ""). */
export const HLS_MIME = 'application/vnd.apple.mpegurl';

/** 'hls' for an HLS playlist (by MIME type, else a `.m3u8` path), otherwise 'mp4' (played natively). */
export function mediaKind(source: Pick<MediaSource, 'src' | 'type'>): MediaKind {
  const type = source.type.toLowerCase();
  if (type === HLS_MIME || type === 'application/x-mpegurl') return 'hls';
  return /\.m3u8$/i.test(source.src.split(/[?#]/)[0]) ? 'hls' : 'mp4';
}

/**
 * The sources of a player API answer, each URL made absolute against the API base (the media server's URLs may
 * be relative) and passed through the URL gate; entries without a usable URL are dropped.
 */
export function mediaSources(value: unknown, base: string): MediaSource[] {
  const out: MediaSource[] = [];
  for (const item of asArray(value)) {
    const src = resolveMediaUrl(asRecord(item)?.src, base);
    if (src) out.push({ src, type: nonEmptyString(asRecord(item)?.type) ?? '' });
  }
  return out;
}

/** A media URL (absolute, or relative to `base`) through the URL gate; null when missing or refused. */
export function resolveMediaUrl(value: unknown, base: string): string | null {
  const raw = safeUrl(value);
  if (!raw) return null;
  try {
    return safeUrl(new URL(raw, base).href);
  } catch {
    return null;
  }
}

export type SourcePreference = 'auto' | MediaKind;

/**
 * Which source to play: 'auto' takes the first source (the server lists HLS first: adaptive bit rates);
 * 'hls' or 'mp4' the first of that kind, else the first source. Null without sources.
 */
export function pickSource(sources: readonly MediaSource[], preference: SourcePreference = 'auto'): MediaSource | null {
  if (preference !== 'auto') {
    const match = sources.find((s) => mediaKind(s) === preference);
    if (match) return match;
  }
  return sources[0] ?? null;
}

/** How a source is played: natively by `<video src>`, or through hls.js (its light build, or the full one). */
export type PlaybackEngine = 'native' | 'hls.js/light' | 'hls.js';

/**
 * Issue 11 item 4: MP4 plays natively; HLS natively where the browser says it can (`canPlayType` not empty,
 * Safari), else through hls.js — its light build, unless the stream carries subtitles inside the playlist,
 * which only the full build renders.
 */
export function playbackEngine(kind: MediaKind, canPlayHls: string, subtitlesInPlaylist: boolean): PlaybackEngine {
  if (kind === 'mp4' || canPlayHls !== '') return 'native';
  return subtitlesInPlaylist ? 'hls.js' : 'hls.js/light';
}
