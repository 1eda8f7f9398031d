import { asArray, asRecord, isOn, nonEmptyString, splitList } from '../values';
import type { Livestream } from '../types';

/** The tag that also matches livestreams without tags (spec 3 §5). */
export const EXTERNAL_TAG = 'external';

/**
 * The tags the livestream filter uses: the `tag` query value when present, else the project's
 * detected tags (spec 3 §5 Tag filter).
 */
export function livestreamFilterTags(queryTag: unknown, projectTags: unknown): string[] {
  const fromQuery = splitList(queryTag);
  return fromQuery.length > 0 ? fromQuery : splitList(projectTags);
}

/**
 * Spec 3 §5 Tag filter: a livestream matches when one of its tags is one of `tags`; the 'external'
 * tag also matches livestreams without tags; with no tags at all only untagged livestreams show.
 */
export function livestreamMatchesTags(livestream: unknown, tags: readonly string[]): boolean {
  const own = splitList(asRecord(livestream)?.tags);
  if (own.length === 0) return tags.length === 0 || tags.includes(EXTERNAL_TAG);
  return own.some((t) => tags.includes(t));
}

/** The livestreams of a channel or event that pass the tag filter, in their order. */
export function filterLivestreams(livestreams: unknown, tags: readonly string[]): Livestream[] {
  return asArray<Livestream>(livestreams).filter(
    (s) => nonEmptyString(asRecord(s)?.URL) !== null && livestreamMatchesTags(s, tags),
  );
}

/**
 * Spec 3 §4 Live player: the first stream matching the tag filter becomes active; a language button
 * choice (`chosenId`) wins when that stream still passes the filter.
 */
export function activeLivestream(livestreams: unknown, tags: readonly string[], chosenId?: unknown): Livestream | null {
  const matching = filterLivestreams(livestreams, tags);
  const chosen = nonEmptyString(chosenId);
  const picked = chosen === null ? undefined : matching.find((s) => nonEmptyString(s.id) === chosen);
  return picked ?? matching[0] ?? null;
}

/**
 * Spec 3 §2/§5 Language buttons: only when showLanguageButtons is on; one button per livestream that
 * passes the tag filter (its language, else its shortname or name, as the label).
 */
export function languageButtons(
  livestreams: unknown,
  tags: readonly string[],
  showLanguageButtons: unknown,
): { id: string; label: string }[] {
  if (!isOn(showLanguageButtons)) return [];
  return filterLivestreams(livestreams, tags).map((s) => {
    const id = nonEmptyString(s.id) ?? '';
    return { id, label: nonEmptyString(s.language) ?? nonEmptyString(s.shortname) ?? nonEmptyString(s.name) ?? id };
  });
}
