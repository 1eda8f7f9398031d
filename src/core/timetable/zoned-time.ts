/**
 * Wall-clock arithmetic in a named zone without a date library: one cached `Intl.DateTimeFormat` per zone
 * (a formatter per session is what makes other schedule widgets slow). Times are placed by their wall clock,
 * so a 09:00 session sits on the 09:00 row also on daylight-saving days.
 */

const MINUTE = 60_000;
const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    partsFormatters.set(zone, f);
  }
  return f;
}

function partsWallMinutes(ms: number, zone: string): number {
  let y = 1970,
    mo = 1,
    d = 1,
    h = 0,
    mi = 0;
  for (const p of partsFormatter(zone).formatToParts(ms)) {
    if (p.type === 'year') y = Number(p.value);
    else if (p.type === 'month') mo = Number(p.value);
    else if (p.type === 'day') d = Number(p.value);
    else if (p.type === 'hour') h = Number(p.value);
    else if (p.type === 'minute') mi = Number(p.value);
  }
  return Date.UTC(y, mo - 1, d, h, mi) / MINUTE;
}

const QUARTER = 15 * MINUTE;
const offsetCache = new Map<string, Map<number, number>>();

/**
 * Minutes on a linear wall-clock scale: the zone's local date and time read as if it were UTC, in minutes since
 * 1970. Differences between two values are wall-clock differences (09:00 − 07:00 = 120 even across a DST change).
 * The zone offset is cached per UTC quarter hour (zone transitions fall on quarter hours), so a schedule of
 * 1,000 sessions asks Intl a few dozen times, not 2,000.
 */
export function wallMinutes(ms: number, zone: string): number {
  const bucket = Math.floor(ms / QUARTER);
  let zoneCache = offsetCache.get(zone);
  if (!zoneCache) offsetCache.set(zone, (zoneCache = new Map()));
  let offset = zoneCache.get(bucket);
  if (offset === undefined) {
    const at = bucket * QUARTER;
    offset = partsWallMinutes(at, zone) - at / MINUTE;
    if (zoneCache.size > 50_000) zoneCache.clear();
    zoneCache.set(bucket, offset);
  }
  return Math.floor(ms / MINUTE) + offset;
}

/** A day number (days since 1970-01-01) as `YYYY-MM-DD`. */
export function dayNumberToKey(day: number): string {
  return new Date(day * 1440 * MINUTE).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` to a day number, or null. */
export function dayKeyToNumber(key: string): number | null {
  const t = Date.parse(`${key}T00:00:00Z`);
  return Number.isFinite(t) ? Math.round(t / (1440 * MINUTE)) : null;
}

/** `HH:MM` of minutes within a (logical) day; 25:30 is written as 01:30. */
export function clockText(minutesOfDay: number): string {
  const m = ((Math.round(minutesOfDay) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at a moment, e.g. 'GMT+1'/'CET' style text from Intl ('GMT+2'). */
export function zoneShortName(ms: number, zone: string, locale = 'en'): string {
  const key = `${zone}|${locale}`;
  let f = offsetFormatters.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' });
    } catch {
      f = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'short' });
    }
    offsetFormatters.set(key, f);
  }
  return f.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? zone;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** A day label such as 'Mon, 4 Mar' for a `YYYY-MM-DD` key (formatted as a UTC calendar date). */
export function dayLabel(key: string, locale = 'en', style: 'short' | 'long' = 'short'): string {
  const n = dayKeyToNumber(key);
  if (n === null) return key;
  const fk = `${locale}|${style}`;
  let f = dayFormatters.get(fk);
  if (!f) {
    const opts: Intl.DateTimeFormatOptions =
      style === 'short'
        ? { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }
        : { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };
    try {
      f = new Intl.DateTimeFormat(locale, opts);
    } catch {
      f = new Intl.DateTimeFormat('en', opts);
    }
    dayFormatters.set(fk, f);
  }
  return f.format(n * 1440 * MINUTE);
}

const FIXED_ZONE = /^(?:Etc\/)?(?:GMT|UTC|UCT|Zulu|Universal|Greenwich|GMT0)(?:([+-])(\d{1,2}))?$/i;

/**
 * The offset a person reads for a fixed-offset zone id, or null for a named zone (spec 3 §4 Timetable; an import
 * without a zone name carries ids like 'Etc/GMT-1'). POSIX ids invert the sign, so 'Etc/GMT-1' is 'UTC+01:00'.
 * @example fixedZoneOffset('Etc/GMT-1') // 'UTC+01:00'; ('UTC') // 'UTC+00:00'; ('Europe/Berlin') // null
 */
export function fixedZoneOffset(zone: string): string | null {
  const m = FIXED_ZONE.exec(zone.trim());
  if (!m) return null;
  const hours = m[2] ? Number(m[2]) : 0;
  if (hours > 14) return null;
  const sign = m[1] === '+' && hours > 0 ? '-' : '+';
  return `UTC${sign}${String(hours).padStart(2, '0')}:00`;
}

/** A zone as the timetable names it: the readable offset for fixed-offset ids, else the IANA name itself. */
export function zoneDisplayName(zone: string): string {
  return fixedZoneOffset(zone) ?? zone;
}
