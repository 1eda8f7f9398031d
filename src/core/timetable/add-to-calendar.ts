import { logicalDayOf, type TimetableSession } from './sessions';
import type { AddToCalendarMode } from './settings';

/**
 * Spec 3 §4 Timetable: the add-to-calendar button shows 'never', 'always', or for 'future' when the session's
 * day is today or later (days in the timetable's zone, with the logical-day boundary).
 */
export function showAddToCalendar(
  mode: AddToCalendarMode,
  session: TimetableSession,
  now: number,
  zone: string,
  dayBoundaryHr: number,
): boolean {
  if (mode === 'always') return true;
  if (mode !== 'future') return false;
  return logicalDayOf(session.start, zone, dayBoundaryHr).day >= logicalDayOf(now, zone, dayBoundaryHr).day;
}
