import { nonEmptyString } from '../values';
import { playerLanguage } from './player-settings';

export type TranscriptDownload =
  | { state: 'loading' }
  | { state: 'unavailable' }
  | { state: 'available'; path: string; language: string };

/**
 * Transcript download block (spec 2 §4, §7): a loading indicator while the resource's player language loads;
 * disabled with a not-available label when no player language is known (or the setting is off); else the PDF
 * path `translations/{resource id}/transcript_doc_{language}.pdf` under the player API base.
 */
export function transcriptDownload(input: {
  enabled: boolean;
  loading?: boolean;
  resourceId: unknown;
  language: unknown;
}): TranscriptDownload {
  if (input?.loading === true) return { state: 'loading' };
  const id = nonEmptyString(input?.resourceId);
  const lang = playerLanguage(input?.language);
  if (input?.enabled !== true || !id || !lang) return { state: 'unavailable' };
  return {
    state: 'available',
    language: lang,
    path: `translations/${encodeURIComponent(id)}/transcript_doc_${lang}.pdf`,
  };
}
