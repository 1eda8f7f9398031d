const OFFSET = /([+-])(\d{2}):?(\d{2})$/;
const MINUTE = 60_000;

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The zone's offset at `ms` in minutes: a fixed '+02:00' as given, an IANA name through Intl; null when unknown. */
function zoneOffset(ms: number, zone: string): number | null {
  const fixed = OFFSET.exec(zone);
  if (fixed && zone.length <= 6) return (fixed[1] === '-' ? -1 : 1) * (Number(fixed[2]) * 60 + Number(fixed[3]));
  try {
    // 'GMT+02:00' (or 'GMT' at zero). Not the timetable's zoned-time rules: sharing them with this lazy chunk
    // would split them out of the timetable's chunk into one more request for every timetable page.
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(ms)
      .find((part) => part.type === 'timeZoneName')?.value;
    const own = name ? OFFSET.exec(name) : null;
    if (own) return (own[1] === '-' ? -1 : 1) * (Number(own[2]) * 60 + Number(own[3]));
    return name === 'GMT' ? 0 : null;
  } catch {
    return null; // not a zone Intl knows
  }
}

/** A date the API wrote with its own offset, already in the form JSON-LD wants. */
const WITH_OFFSET = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/;
/** A numeric offset after a time of day. */
const OWN_OFFSET = /T[\d:.]+([+-])(\d{2}):?(\d{2})$/;

/**
 * A date for `startDate`/`endDate`/`uploadDate`: ISO 8601 with an offset (Google: "include the UTC or GMT offset").
 * A date with an offset of its own keeps it (the API writes the project's local time): it names the moment
 * exactly, and asking Intl for the zone's offset costs more than the rest of a timetable's block together (its
 * first formatter alone ≈ 20 ms in Chromium). A UTC ('Z') or offset-less date gets the offset the project's zone
 * has at that moment, so a session on the day clocks change carries the right one; without a usable zone it stays
 * UTC ('Z'). Null for unreadable dates.
 * @example zonedIso('2026-03-29T08:00:00Z', 'Europe/Berlin') // '2026-03-29T10:00:00+02:00'
 * zonedIso('2026-03-29T10:00:00+02:00', 'Europe/Berlin') // '2026-03-29T10:00:00+02:00' (as written)
 */
const cache = new Map<string, string | null>();

export function zonedIso(value: unknown, zone?: string | null): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  // A schedule repeats its slot times across rooms: 1,000 sessions have a few dozen distinct starts.
  const key = `${zone ?? ''}|${value}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  if (cache.size > 5000) cache.clear();
  const out = zonedIsoUncached(value, zone);
  cache.set(key, out);
  return out;
}

function zonedIsoUncached(value: string, zone?: string | null): string | null {
  const text = value.trim();
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return null;
  if (WITH_OFFSET.test(text)) return text;
  const own = OWN_OFFSET.exec(text);
  let offset = own ? (own[1] === '-' ? -1 : 1) * (Number(own[2]) * 60 + Number(own[3])) : null;
  if (offset === null) offset = (zone ? zoneOffset(ms, zone) : null) ?? 0;
  const wall = new Date(ms + offset * MINUTE).toISOString().slice(0, 19);
  return `${wall}${offset === 0 && !own && !zone ? 'Z' : formatOffset(offset)}`;
}

/**
 * Seconds as an ISO 8601 duration (Google Video: `duration`), whole seconds; null for missing, negative or
 * non-finite values.
 * @example isoDuration(3725) // 'PT1H2M5S'; isoDuration(0) // 'PT0S'
 */
export function isoDuration(seconds: unknown): string | null {
  const n = typeof seconds === 'string' && seconds.trim() !== '' ? Number(seconds) : seconds;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return null;
  const total = Math.round(n);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const out = `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total === 0 ? `${s}S` : ''}`;
  return out;
}
