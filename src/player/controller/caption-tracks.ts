/** The `<video>` element's text tracks: which subtitle languages it carries, and which one is shown. */

const isSubtitle = (track: TextTrack) => track.kind === 'subtitles' || track.kind === 'captions';

/**
 * Languages of subtitle tracks inside the HLS playlist (EXT-X-MEDIA TYPE=SUBTITLES): hls.js adds a TextTrack per
 * rendition once the stream loads. Sidecar files (`<track>`) are left out; they are offered by their own list.
 */
export function playlistLanguages(video: HTMLVideoElement, sidecar: ReadonlySet<string>): string[] {
  const found = Array.from(video.textTracks)
    .filter((track) => isSubtitle(track) && track.language && !sidecar.has(track.language))
    .map((track) => track.language);
  return [...new Set(found)];
}

/** Shows the track of `language` and disables every other subtitle track ('' hides them all). */
export function showCaption(video: HTMLVideoElement, language: string): void {
  for (const track of Array.from(video.textTracks)) {
    if (isSubtitle(track)) track.mode = track.language === language ? 'showing' : 'disabled';
  }
}

/** What the captions key toggles to: off when on; else the last choice, the page language, or the first. */
export function nextCaption(current: string, last: string, languages: readonly string[], locale: string): string {
  if (current) return '';
  return last || languages.find((language) => language === locale) || languages[0] || '';
}
