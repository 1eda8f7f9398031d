import { DEFAULT_TIMEZONE } from '../constants';
import { asRecord, nonEmptyString, toTime } from '../values';
import { fromWallTime } from './wall-time';

export type CongressState = 'before' | 'during' | 'after';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY = 86_400_000;

/**
 * A collection date as epoch ms. A date without a time ("2026-03-29") means the whole day in the
 * project's time zone: its start for `datestart`, its last millisecond for `dateend`, so the end
 * day counts as during (spec 3 §4 "inclusive"), also on DST days in Europe/Berlin.
 */
export function collectionBoundary(
  value: unknown,
  edge: 'start' | 'end',
  timeZone: unknown = DEFAULT_TIMEZONE,
): number | null {
  const text = nonEmptyString(value);
  if (text === null) return null;
  const zone = nonEmptyString(timeZone) ?? DEFAULT_TIMEZONE;
  if (!DATE_ONLY.test(text)) return toTime(text);
  const midnight = Date.parse(`${text}T00:00:00Z`);
  if (!Number.isFinite(midnight)) return null;
  // The wall clock of the day's first or last millisecond, turned into a moment in the zone by Intl's offsets.
  const wall = edge === 'start' ? midnight : midnight + DAY - 1;
  try {
    return fromWallTime(wall, zone);
  } catch {
    // An unknown time zone name: the default zone.
    return fromWallTime(wall, DEFAULT_TIMEZONE);
  }
}

function isCongressState(value: string): value is CongressState {
  return value === 'before' || value === 'during' || value === 'after';
}

/**
 * Spec 3 §4 Teaser congress state: forced by the `state` query when it is before, during or after;
 * otherwise now against the collection's start and end (inclusive). Null when the collection has no
 * usable dates. A missing end means the congress lasts its start day only when the start is a date,
 * else it is treated as ending at its start.
 */
export function teaserCongressState(
  collection: unknown,
  now: number,
  queryState?: unknown,
  timeZone?: unknown,
): CongressState | null {
  const forced = nonEmptyString(queryState)?.toLowerCase();
  if (forced && isCongressState(forced)) return forced;
  const c = asRecord(collection);
  const start = collectionBoundary(c?.datestart, 'start', timeZone);
  const end = collectionBoundary(c?.dateend, 'end', timeZone) ?? collectionBoundary(c?.datestart, 'end', timeZone);
  if (start === null || end === null) return null;
  if (now < start) return 'before';
  if (now <= end) return 'during';
  return 'after';
}

export type TeaserContent = { kind: 'html'; html: string } | { kind: 'slideshow' } | { kind: 'noResults' };

/**
 * Spec 3 §4 Teaser congress state, what to show: before → htmlEmbed1, after → htmlEmbed2, during →
 * the channel slideshow. When that is empty (no visible channel, or no embed text) the fallback is
 * htmlEmbed1, else the no-results text.
 */
export function teaserContent(
  state: CongressState | null,
  collection: unknown,
  hasVisibleChannels: boolean,
): TeaserContent {
  const c = asRecord(collection);
  const embed1 = nonEmptyString(c?.htmlEmbed1);
  const embed2 = nonEmptyString(c?.htmlEmbed2);
  if (state === 'during' && hasVisibleChannels) return { kind: 'slideshow' };
  if (state === 'after' && embed2) return { kind: 'html', html: embed2 };
  if (embed1) return { kind: 'html', html: embed1 };
  return { kind: 'noResults' };
}
