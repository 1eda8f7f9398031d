/**
 * Wall-clock days and times in a zone, with Intl only: the agenda's code is shared by the portal and the timetable's
 * lazy chunk, so it imports nothing of the timetable's first chunk (a module the portal shared with it would move
 * into a chunk of its own, one more request for every timetable page: docs/build.md "Chunks").
 */
const DAY_MS = 86_400_000;
const wallFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes since the epoch on the zone's wall clock (the moment's local date and time read as if in UTC). */
export function wallMinutesIn(ms: number, zone: string): number {
  let f = wallFormats.get(zone);
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
    wallFormats.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(ms).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year, p.month - 1, p.day, p.hour % 24, p.minute) / 60_000;
}

/** The logical day (days since the epoch in the zone, a day starting at `boundaryHr`) of a moment. */
export function agendaDayOf(ms: number, zone: string, boundaryHr = 0): number {
  return Math.floor((wallMinutesIn(ms, zone) - boundaryHr * 60) / 1440);
}

/** A time of day in the zone, 24-hour ('09:30'). */
export function agendaTime(ms: number, zone: string): string {
  const m = ((wallMinutesIn(ms, zone) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

function dayText(day: number, locale: string, long: boolean): string {
  const key = `${locale}|${long}`;
  let f = dayFormats.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions = long
      ? { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
      : { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' };
    try {
      f = new Intl.DateTimeFormat(locale, options);
    } catch {
      f = new Intl.DateTimeFormat('en', options);
    }
    dayFormats.set(key, f);
  }
  return f.format(day * DAY_MS);
}

/** A moment as a short day and time in the zone ('Wed, Mar 4 09:30'), for "was …" of a moved session. */
export function agendaMoment(ms: number, zone: string, locale: string): string {
  return `${dayText(Math.floor(wallMinutesIn(ms, zone) / 1440), locale, false)} ${agendaTime(ms, zone)}`;
}

/** A logical day's heading ('Wednesday, March 4, 2026'). */
export function agendaDayLabel(day: number, locale: string): string {
  return dayText(day, locale, true);
}
