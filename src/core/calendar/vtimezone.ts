import { zoneShortName } from '../timetable/zoned-time';
import { icsUtc, zoneOffsetMinutes } from './ics-text';

/**
 * A VTIMEZONE (RFC 5545 §3.6.5) for an IANA zone, built from the zone's real transitions as the runtime's Intl data
 * knows them, not from a table of our own: every offset change within the years a calendar covers becomes one
 * STANDARD or DAYLIGHT observance with its local start, the offset before and the offset after. Calendar apps
 * that know the zone use their own data; the others (and every app for an unusual zone) read these.
 */

const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;
const DAY = 1440 * MINUTE;

/** One offset change: the instant (epoch ms) and the offsets before and after (minutes east of UTC). */
export interface ZoneTransition {
  at: number;
  from: number;
  to: number;
}

/**
 * Every offset change of `zone` from `from` to `to` (epoch ms), in order. Scans day by day, then narrows a changed
 * day down to the quarter hour (zones change on quarter hours; the offsets come from the cached wall clock).
 */
export function zoneTransitions(zone: string, from: number, to: number): ZoneTransition[] {
  const out: ZoneTransition[] = [];
  let t = Math.floor(from / QUARTER) * QUARTER;
  let offset = zoneOffsetMinutes(t, zone);
  while (t < to) {
    const next = Math.min(t + DAY, Math.ceil(to / QUARTER) * QUARTER);
    const nextOffset = zoneOffsetMinutes(next, zone);
    if (nextOffset !== offset) {
      let lo = t; // offset at lo is `offset`
      let hi = next; // offset at hi differs
      while (hi - lo > QUARTER) {
        const mid = lo + Math.floor((hi - lo) / QUARTER / 2) * QUARTER;
        if (zoneOffsetMinutes(mid, zone) === offset) lo = mid;
        else hi = mid;
      }
      out.push({ at: hi, from: offset, to: zoneOffsetMinutes(hi, zone) });
    }
    offset = nextOffset;
    if (next === t) break;
    t = next;
  }
  return out;
}

/** Minutes east of UTC as RFC 5545 UTC-OFFSET (§3.3.14): `+0100`, `-0930`. */
export function utcOffsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', at: number, from: number, to: number, zone: string): string[] {
  // DTSTART is the local time as the clock read it just before the change (in the TZOFFSETFROM offset).
  const local = icsUtc(at + from * MINUTE).slice(0, 15);
  return [
    `BEGIN:${kind}`,
    `DTSTART:${local}`,
    `TZOFFSETFROM:${utcOffsetText(from)}`,
    `TZOFFSETTO:${utcOffsetText(to)}`,
    `TZNAME:${zoneShortName(at, zone, 'en-GB')}`,
    `END:${kind}`,
  ];
}

const cache = new Map<string, string[]>();

/**
 * The VTIMEZONE lines for `zone` covering the whole years from `from` to `to` (epoch ms): an observance in force at
 * the start, then one per transition. A transition to a larger offset starts DAYLIGHT time, to a smaller one
 * STANDARD time; a zone without changes gets one STANDARD observance. Cached per zone and years.
 */
export function vtimezoneLines(zone: string, from: number, to: number): string[] {
  const startYear = new Date(from).getUTCFullYear();
  const endYear = new Date(to).getUTCFullYear();
  const key = `${zone}|${startYear}|${endYear}`;
  const kept = cache.get(key);
  if (kept) return kept;
  // From a day before the first year (its first hours may still be the previous day in UTC) to its end.
  const begin = Date.UTC(startYear, 0, 1) - DAY;
  const end = Date.UTC(endYear + 1, 0, 1) + DAY;
  const transitions = zoneTransitions(zone, begin, end);
  const first = zoneOffsetMinutes(begin, zone);
  const initialKind = transitions.length && transitions[0].to < first ? 'DAYLIGHT' : 'STANDARD';
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...observance(initialKind, begin, first, first, zone),
    ...transitions.flatMap((t) => observance(t.to > t.from ? 'DAYLIGHT' : 'STANDARD', t.at, t.from, t.to, zone)),
    'END:VTIMEZONE',
  ];
  if (cache.size > 100) cache.clear();
  cache.set(key, lines);
  return lines;
}
