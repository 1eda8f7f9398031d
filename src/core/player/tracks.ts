import { asArray, asRecord } from '../values';
import { playerLanguage, type PlayerLanguage, type PlayerSettings } from '../content/player-settings';
import { resolveMediaUrl } from './media-source';

/** A sidecar WebVTT file in one of the 28 player languages. */
export interface TextTrackFile {
  language: PlayerLanguage;
  src: string;
}

/**
 * The player API's `subtitles` or `transcripts` (language + WebVTT URL) kept when the language is one of the 28
 * player languages (spec 1 §3) and among the resource's transcript languages (project setting
 * selectedTranscriptLanguages, overridden by the resource's meta_selectedTranscriptLanguages), in that
 * setting's order; none when that list is empty. URLs resolved against `base` and passed through the URL gate.
 */
export function textTracks(value: unknown, languages: readonly PlayerLanguage[], base: string): TextTrackFile[] {
  const files = new Map<PlayerLanguage, string>();
  for (const item of asArray(value)) {
    const language = playerLanguage(asRecord(item)?.language);
    const src = resolveMediaUrl(asRecord(item)?.src, base);
    if (language && src && !files.has(language)) files.set(language, src);
  }
  return languages.filter((l) => files.has(l)).map((language) => ({ language, src: files.get(language)! }));
}

/** Subtitles show as `<track>` elements only where subtitles are on (enableSubtitles / meta_activateSubtitles). */
export function subtitleTracks(value: unknown, settings: PlayerSettings, base: string): TextTrackFile[] {
  return settings.subtitles ? textTracks(value, settings.transcriptLanguages, base) : [];
}

/**
 * The transcript a transcript search reads (enableTranscriptSearch / meta_searchInTranscript): the one in the
 * page's language if there is one, else the first transcript language; null when search is off or none exists.
 */
export function searchableTranscript(
  value: unknown,
  settings: PlayerSettings,
  locale: string,
  base: string,
): TextTrackFile | null {
  if (!settings.searchInTranscript) return null;
  const files = textTracks(value, settings.transcriptLanguages, base);
  return files.find((f) => f.language === playerLanguage(locale)) ?? files[0] ?? null;
}
