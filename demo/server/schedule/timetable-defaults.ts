import { formatInTimeZone } from 'date-fns-tz';
import type { CongressEvent } from '../../../src/core/types';
import { scheduleHours } from '../../../src/core/timetable/hours';
import { isValidTimeZone, TIMETABLE_SETTINGS_DEFAULTS } from '../../../src/core/timetable/settings';

/**
 * An IANA zone for the widget settings: the schedule's named zone, else (offset-only exports such as FrOSCon's
 * `+02:00`) the `Etc/GMT∓h` zone of a whole-hour offset; other offsets stay as they are (browsers that know
 * offset zones use them, the rest fall back to the timetable's default zone).
 */
export function settingsZone(timeZone: string): string {
  const m = /^([+-])(\d{2}):?(\d{2})$/.exec(timeZone);
  if (!m) return timeZone;
  if (m[3] !== '00') return timeZone;
  const hours = Number(m[2]);
  return hours === 0 ? 'UTC' : `Etc/GMT${m[1] === '+' ? '-' : '+'}${hours}`;
}

/**
 * The hour before which a session belongs to the day before (the timetable's `dayBoundaryHr`): the default 05:00,
 * later when the schedule lists sessions that start after 05:00 on the next calendar date under the day before
 * (a night running to 06:00), so each session stays on the tab of the day it is listed under. At most the
 * earliest start hour of a session on its own listed date, and 12.
 */
export function dayBoundaryOf(events: CongressEvent[], listedOn: (string | null)[], zone: string): number {
  let boundary = TIMETABLE_SETTINGS_DEFAULTS.dayBoundaryHr;
  let cap = 12;
  events.forEach((e, i) => {
    const listed = listedOn[i];
    if (!listed) return;
    const start = Date.parse(e.datestart!);
    const date = formatInTimeZone(start, zone, 'yyyy-MM-dd');
    const hour = Number(formatInTimeZone(start, zone, 'H'));
    if (date > listed) boundary = Math.max(boundary, hour + 1);
    else if (date === listed) cap = Math.min(cap, hour);
  });
  return Math.max(0, Math.min(boundary, cap));
}

/** The timetable's default settings for an imported project: its zone, day boundary and the hours its sessions use. */
export function timetableDefaults(
  events: CongressEvent[],
  listedOn: (string | null)[],
  timeZone: string,
): Record<string, unknown> {
  const timezone = settingsZone(timeZone);
  const dayBoundaryHr = dayBoundaryOf(events, listedOn, timeZone);
  // A zone Intl here does not know (an offset such as +05:30): the same wall clock as UTC shifted by the offset.
  const m = isValidTimeZone(timezone) ? null : /^([+-])(\d{2}):?(\d{2})$/.exec(timezone);
  const shift = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000 : 0;
  const ranges = events.map((e) => ({ start: Date.parse(e.datestart!) + shift, end: Date.parse(e.dateend!) + shift }));
  const hours = scheduleHours(ranges, m ? 'UTC' : timezone, dayBoundaryHr);
  return {
    timezone,
    ...(dayBoundaryHr !== TIMETABLE_SETTINGS_DEFAULTS.dayBoundaryHr ? { dayBoundaryHr } : {}),
    ...(hours ? { scheduleStartHr: hours.startHr, scheduleEndHr: hours.endHr } : {}),
  };
}
