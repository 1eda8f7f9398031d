import { logicalDayOf } from './sessions';

/**
 * The hours a timetable shows for a whole schedule (issue 8 item 4): from the hour of the earliest start to the
 * hour after the latest end, over all logical days, with sessions after midnight counted past 24:00 (the same
 * day rule as {@link logicalDayOf}). A congress running 11:00–04:00 gives 11–28, so it does not open on four
 * empty hours from the default 07:00. Null when no range has a start before its end.
 */
export function scheduleHours(
  ranges: readonly { start: number; end: number }[],
  zone: string,
  dayBoundaryHr: number,
): { startHr: number; endHr: number } | null {
  let first = Infinity;
  let last = -Infinity;
  for (const { start, end } of ranges) {
    if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) continue;
    const { minute } = logicalDayOf(start, zone, dayBoundaryHr);
    first = Math.min(first, minute);
    last = Math.max(last, minute + (end - start) / 60_000);
  }
  if (first === Infinity) return null;
  const startHr = Math.min(23, Math.max(0, Math.floor(first / 60)));
  const endHr = Math.min(48, Math.max(startHr + 1, Math.ceil(last / 60)));
  return { startHr, endHr };
}
