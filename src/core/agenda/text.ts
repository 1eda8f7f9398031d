import { clockText, dayLabel, dayNumberToKey, wallMinutes } from '../timetable/zoned-time';

/** A time of day in the zone, 24-hour ('09:30'). */
export function agendaTime(ms: number, zone: string): string {
  return clockText(wallMinutes(ms, zone));
}

/** A moment as a short day and time in the zone ('Tue, 2 Jun 09:30'), for "was …" of a moved session. */
export function agendaMoment(ms: number, zone: string, locale: string): string {
  const day = Math.floor(wallMinutes(ms, zone) / 1440);
  return `${dayLabel(dayNumberToKey(day), locale)} ${agendaTime(ms, zone)}`;
}

/** A logical day's heading ('Tuesday, 2 June 2026'). */
export function agendaDayLabel(day: number, locale: string): string {
  return dayLabel(dayNumberToKey(day), locale, 'long');
}
