import { PLAYER_LANGUAGES } from '../constants';
import { asArray, isOn, parseJson, splitList } from '../values';

export type PlayerLanguage = (typeof PLAYER_LANGUAGES)[number];

/** The canonical player language for a code (case-insensitive: 'PT-pt' → 'pt-PT'); null when not one of the 28. */
export function playerLanguage(code: unknown): PlayerLanguage | null {
  if (typeof code !== 'string') return null;
  const c = code.trim().toLowerCase();
  return PLAYER_LANGUAGES.find((l) => l.toLowerCase() === c) ?? null;
}

/** Codes from a list (array, JSON list string or comma list), kept only if they are player languages, deduped. */
export function playerLanguageList(value: unknown): PlayerLanguage[] {
  const parsed = typeof value === 'string' && value.trim().startsWith('[') ? parseJson(value) : value;
  const items = Array.isArray(parsed) ? asArray(parsed) : splitList(parsed);
  const out: PlayerLanguage[] = [];
  for (const item of items) {
    const l = playerLanguage(item);
    if (l && !out.includes(l)) out.push(l);
  }
  return out;
}

export interface PlayerSettings {
  searchInTranscript: boolean;
  transcriptDownload: boolean;
  subtitles: boolean;
  transcriptLanguages: PlayerLanguage[];
  aiFeatures: boolean;
}

/** A per-resource override: the string 'true' or 'false' (any case); anything else does not override. */
function override(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return v === 'true' ? true : v === 'false' ? false : null;
}

/**
 * Player settings of a resource (spec 1 §3): the per-resource keys meta_searchInTranscript,
 * meta_transcriptDownload, meta_activateSubtitles ('true'/'false') and meta_selectedTranscriptLanguages (comma
 * list) override the project's enableTranscriptSearch, enableTranscriptDownload, enableSubtitles and
 * selectedTranscriptLanguages (JSON list). AI features are on if any of the three resource keys is 'true' or the
 * project's enableAIFeatures is set.
 */
export function playerSettings(project: unknown, resource: unknown): PlayerSettings {
  const p = (project ?? {}) as Record<string, unknown>;
  const r = (resource ?? {}) as Record<string, unknown>;
  const search = override(r.meta_searchInTranscript);
  const download = override(r.meta_transcriptDownload);
  const subtitles = override(r.meta_activateSubtitles);
  const ownLanguages = playerLanguageList(r.meta_selectedTranscriptLanguages);
  return {
    searchInTranscript: search ?? isOn(p.enableTranscriptSearch),
    transcriptDownload: download ?? isOn(p.enableTranscriptDownload),
    subtitles: subtitles ?? isOn(p.enableSubtitles),
    transcriptLanguages: ownLanguages.length > 0 ? ownLanguages : playerLanguageList(p.selectedTranscriptLanguages),
    aiFeatures: search === true || download === true || subtitles === true || isOn(p.enableAIFeatures),
  };
}
