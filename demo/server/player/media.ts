import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { notFound } from '../http/errors';

/** The one committed recording (demo/data/streams/demo): a 12 s test clip as fMP4 HLS and as MP4. */
const CLIP = '/streams/demo';
/** Languages the clip has WebVTT subtitles and transcripts in. */
const CLIP_LANGUAGES = ['en', 'de'];
/**
 * Resources whose recording carries its subtitles inside the HLS playlist (`subtitled.m3u8`: the clip's media
 * playlist plus EXT-X-MEDIA TYPE=SUBTITLES renditions over the same WebVTT files) instead of as sidecar files:
 * the player loads hls.js's full build for them (test/e2e/player-playback.test.ts).
 */
export const PLAYLIST_SUBTITLES_RESOURCES: ReadonlySet<number> = new Set([1201699]);

interface SlideItem {
  id: number;
  inpoint: number;
  title: string;
  event: { medium: { asset: { url: string } } };
}

let clipSlides: SlideItem[] | null = null;
/** The clip's own slide timeline (timeline items, `inpoint` in seconds); read once. */
function slidesOfClip(streamsDir: string, origin: string): SlideItem[] {
  clipSlides ??= JSON.parse(readFileSync(join(streamsDir, 'demo', 'slides.json'), 'utf8')) as SlideItem[];
  return clipSlides.map((s) => ({ ...s, event: { medium: { asset: { url: origin + s.event.medium.asset.url } } } }));
}

/**
 * The media of a resource (docs/api.md "Player"): where to play it (HLS and MP4), its sidecar WebVTT subtitles
 * and transcripts in the resource's transcript languages, and the slide timeline of the recording. The reference
 * server has one recording, so every playable resource (status 6, consent not 0) plays the demo clip; the
 * dataset's own timeline items assume hour-long recordings (a slide every 90 s), so the clip brings its own.
 */
export function mediaOf(
  resource: Record<string, unknown>,
  languages: string[],
  origin: string,
  streamsDir: string,
): Record<string, unknown> {
  if (Number(resource.status) !== 6 || Number(resource.consent) === 0) {
    throw notFound('media_not_found', `resource ${String(resource.id)} has no published recording`);
  }
  const base = origin + CLIP;
  const langs = languages.filter((l) => CLIP_LANGUAGES.includes(l));
  const inPlaylist = PLAYLIST_SUBTITLES_RESOURCES.has(Number(resource.id));
  return {
    id: resource.id,
    title: resource.title ?? null,
    duration: 12,
    sources: [
      { src: `${base}/${inPlaylist ? 'subtitled' : 'index'}.m3u8`, type: 'application/vnd.apple.mpegurl' },
      { src: `${base}/clip.mp4`, type: 'video/mp4' },
    ],
    subtitlesInPlaylist: inPlaylist,
    subtitles: inPlaylist ? [] : langs.map((language) => ({ language, src: `${base}/subtitles.${language}.vtt` })),
    transcripts: langs.map((language) => ({ language, src: `${base}/transcript.${language}.vtt` })),
    slides: slidesOfClip(streamsDir, origin),
  };
}
