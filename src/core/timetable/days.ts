import { placeInZone, type TimetableSession, type ZonedSession } from './sessions';

/** Sessions placed in a zone, grouped by logical day (ascending); see `placeInZone` for the day rule. */
export function groupByDay(sessions: readonly TimetableSession[], zone: string, dayBoundaryHr: number): Map<number, ZonedSession[]> {
  const days = new Map<number, ZonedSession[]>();
  for (const s of sessions) {
    const z = placeInZone(s, zone, dayBoundaryHr);
    const list = days.get(z.day);
    if (list) list.push(z);
    else days.set(z.day, [z]);
  }
  return new Map([...days.entries()].sort((a, b) => a[0] - b[0]));
}

/**
 * The day to select: the kept choice if it still exists, else today if it has sessions, else the next day
 * with sessions, else the last day; null when there are no days.
 */
export function chooseDay(days: readonly number[], today: number, kept: number | null): number | null {
  if (days.length === 0) return null;
  if (kept !== null && days.includes(kept)) return kept;
  return days.find((d) => d >= today) ?? days[days.length - 1];
}
