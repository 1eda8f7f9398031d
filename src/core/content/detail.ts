/**
 * Decisions of the detail pages (spec 2 §2 CRDetail, EventDetail, SpeakerDetail; §4, §5, §9). Pure functions: the
 * screens in src/portal/detail measure, fetch and render; what to show is decided here.
 */
import { INFOTEXT_COLLAPSE_PX } from '../constants';
import { asArray, asRecord, nonEmptyString } from '../values';
import { showsPlayer } from './status';
import { hasInfotext, commaListCount } from './text';
import { isExternalLinkResource } from './links';

/**
 * Infotext (and vita, agenda) collapse (spec 2 §4, §9): a text taller than 125 px is shown collapsed with a read
 * more button; a shorter one shows whole, without a button. Bad heights never collapse.
 * @example collapsesText(126) // true
 */
export function collapsesText(heightPx: unknown, limitPx: number = INFOTEXT_COLLAPSE_PX): boolean {
  return typeof heightPx === 'number' && Number.isFinite(heightPx) && heightPx > limitPx;
}

/** The description section (spec 2 §2): not for type abstract, and only for a non-blank infotext (§5). */
export function showsDescription(resource: unknown): boolean {
  const r = asRecord(resource);
  return !!r && String(r.crtype ?? '').toLowerCase() !== 'abstract' && hasInfotext(r.infotext);
}

/**
 * A count-aware heading (spec 2 §5: co-authors, moderators, panellists, coordinators counted as comma-separated
 * entries): `{base}.one` for one entry, `{base}.other` for more, null (no section) for none.
 * @example countLabel('detail.moderators', 'A, B') // { key: 'detail.moderators.other', count: 2, names: ['A', 'B'] }
 */
export function countLabel(base: string, list: unknown): { key: string; count: number; names: string[] } | null {
  const count = commaListCount(list);
  if (count === 0) return null;
  const names = String(list)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return { key: `${base}.${count === 1 ? 'one' : 'other'}`, count, names };
}

/** What the media area of a resource shows (spec 2 §2, §4). */
export type DetailMedia = 'external-link' | 'player' | 'poster' | 'status';

/**
 * The media area of CRDetail (spec 2 §2, §4): an external-link resource only redirects; the player or poster
 * shows only for status 6 and consent not 0, else the status placeholder. Posters and abstracts (crtype eposter,
 * abstract) show their poster; every other type plays its recording.
 */
export function detailMedia(resource: unknown): DetailMedia {
  if (isExternalLinkResource(resource)) return 'external-link';
  if (!showsPlayer(resource)) return 'status';
  const type = String(asRecord(resource)?.crtype ?? '').toLowerCase();
  return type === 'eposter' || type === 'abstract' ? 'poster' : 'player';
}

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** Distinct non-blank strings of a list field, trimmed, sorted case-insensitively (spec 2 §5). */
function distinct(values: unknown[]): string[] {
  const seen = new Map<string, string>();
  for (const v of values) {
    const s = nonEmptyString(v);
    if (s && !seen.has(s.toLowerCase())) seen.set(s.toLowerCase(), s);
  }
  return [...seen.values()].sort(byText);
}

/**
 * Topics and topics2 collected from a speaker's resources (spec 2 §2 SpeakerDetail): each distinct once (case
 * ignored), sorted case-insensitively like the topic filter (§5).
 */
export function collectTopics(resources: unknown): { topics: string[]; topics2: string[] } {
  const items = asArray<Record<string, unknown>>(resources)
    .map(asRecord)
    .filter((r): r is Record<string, unknown> => !!r);
  return {
    topics: distinct(items.flatMap((r) => asArray(r.topics))),
    topics2: distinct(items.flatMap((r) => asArray(r.topics2))),
  };
}

/**
 * The per-topic explore-more lists of CRDetail (spec 2 §2, §9: 8 per topic, date descending): the resource's
 * topics in order, each once; the resource itself is left out of each list.
 */
export function exploreTopics(resource: unknown): string[] {
  return [
    ...new Set(
      asArray(asRecord(resource)?.topics)
        .map(nonEmptyString)
        .filter((t): t is string => !!t),
    ),
  ];
}

/** Items of a related list without the page's own resource (by id), at most `limit`. */
export function withoutSelf<T>(items: readonly T[], selfId: unknown, limit: number): T[] {
  return items.filter((item) => String(asRecord(item)?.id) !== String(selfId)).slice(0, limit);
}
