/**
 * The head manager's part for recordings and channels (a lazy chunk of its own, see ./head.ts): their builders and
 * the reader of a recording's public transcript.
 */
import { parseVtt } from '../../../core/player/vtt';
import type { StructuredDataInput } from '../../../core/structured-data/graph';
import type { RecordingMedia } from '../../../core/structured-data/video';

export { mediaGraph } from '../../../core/structured-data/media-graph';

const transcripts = new Map<string, Promise<string | null>>();

/** A public transcript's text (its WebVTT cues), read once per page; null when it cannot be read. */
function transcriptText(src: string): Promise<string | null> {
  let text = transcripts.get(src);
  if (!text) {
    text = fetch(src)
      .then((r) => (r.ok ? r.text() : null))
      .then((vtt) =>
        vtt
          ? parseVtt(vtt)
              .map((cue) => cue.text)
              .join(' ')
          : null,
      )
      .catch(() => null);
    transcripts.set(src, text);
  }
  return text;
}

/** The input with its recordings' public transcripts read in; null when it has none to read. */
export async function withTranscripts(input: StructuredDataInput): Promise<StructuredDataInput | null> {
  if (input.kind !== 'recordings' || !input.media) return null;
  const entries = Object.entries(input.media).filter(([, m]) => m?.transcriptSrc && !m.transcript);
  if (!entries.length) return null;
  const media: Record<string, RecordingMedia | undefined> = { ...input.media };
  for (const [id, m] of entries) media[id] = { ...m, transcript: await transcriptText(m!.transcriptSrc!) };
  return { ...input, media };
}
