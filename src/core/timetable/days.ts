import { placeInZone, type TimetableSession, type ZonedSession } from './sessions';

/** Sessions placed in a zone, grouped by logical day (ascending); see `placeInZone` for the day rule. */
export function groupByDay(
  sessions: readonly TimetableSession[],
  zone: string,
  dayBoundaryHr: number,
): Map<number, ZonedSession[]> {
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
 * The day to select (issue 8 item 5): the kept choice if it still exists; else, when today lies inside the
 * congress (between its first and last day), today, or the next day with sessions when today has none; before
 * or after the congress, the first day, so a visitor reading a past programme starts at the beginning.
 * Null when there are no days.
 */
export function chooseDay(days: readonly number[], today: number, kept: number | null): number | null {
  if (days.length === 0) return null;
  if (kept !== null && days.includes(kept)) return kept;
  const first = days[0];
  const last = days[days.length - 1];
  if (today < first || today > last) return first;
  return days.find((d) => d >= today) ?? first;
}
