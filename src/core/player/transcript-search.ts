import type { Cue } from './vtt';

/** A transcript match: the cue's start (where a click jumps to), its text and the matched ranges in it. */
export interface TranscriptMatch {
  start: number;
  text: string;
  ranges: [from: number, to: number][];
}

/** Most matches listed (issue 11 item 4 lists matches with times; a common word would list the whole talk). */
export const TRANSCRIPT_SEARCH_LIMIT = 50;
/** Longest query searched; longer input is cut (the bad-input rule: a 2,000-character search is safe). */
export const TRANSCRIPT_QUERY_MAX = 200;

/**
 * Transcript search (issue 11 item 4, where enableTranscriptSearch / meta_searchInTranscript is on): the cues
 * containing every word of the query (case-insensitive, plain substring — regex and HTML characters are
 * ordinary characters), in time order, with each word's occurrences marked. A blank query finds nothing.
 */
export function searchTranscript(
  cues: readonly Cue[],
  query: string,
  limit = TRANSCRIPT_SEARCH_LIMIT,
): TranscriptMatch[] {
  const words = [...new Set(query.slice(0, TRANSCRIPT_QUERY_MAX).toLowerCase().split(/\s+/).filter(Boolean))];
  if (words.length === 0) return [];
  const out: TranscriptMatch[] = [];
  for (const cue of [...cues].sort((a, b) => a.start - b.start)) {
    const lower = cue.text.toLowerCase();
    if (!words.every((w) => lower.includes(w))) continue;
    out.push({ start: cue.start, text: cue.text, ranges: mergeRanges(words.flatMap((w) => occurrences(lower, w))) });
    if (out.length >= limit) break;
  }
  return out;
}

function occurrences(text: string, word: string): [number, number][] {
  const out: [number, number][] = [];
  for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + word.length)) out.push([i, i + word.length]);
  return out;
}

function mergeRanges(ranges: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const [from, to] of ranges.sort((a, b) => a[0] - b[0])) {
    const last = out[out.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}
