import type { TimetableColumn } from './columns';
import type { TimetableSession, ZonedSession } from './sessions';

/** A session positioned in the calendar grid (minutes, not pixels: the UI multiplies by its row height). */
export interface PlacedSession {
  zoned: ZonedSession;
  column: number;
  /** Minutes from the top of the axis. */
  top: number;
  /** Minutes tall (at least 1). */
  height: number;
  /** Overlapping sessions in one column are shown side by side: lane `lane` of `lanes`. */
  lane: number;
  lanes: number;
}

export interface DayLayout {
  /** First and last hour of the axis (hours of the logical day; may exceed 24). */
  startHr: number;
  endHr: number;
  placed: PlacedSession[];
  /** Per column: indexes into `placed`, ordered by start (for keyboard navigation). */
  byColumn: number[][];
}

/**
 * Places one day's sessions (spec 3 §4 Timetable, calendar view): column by channel, vertical position by
 * start, height by duration, from scheduleStartHr to scheduleEndHr. The axis grows to whole hours when a
 * session lies outside those hours (after-midnight sessions, early starts), so none is cut off. Sessions
 * overlapping in one column share its width in lanes (bad data is shown, not hidden).
 */
export function layoutDay(
  day: readonly ZonedSession[],
  columns: readonly TimetableColumn[],
  columnOf: (s: TimetableSession) => number,
  startHr: number,
  endHr: number,
): DayLayout {
  const perColumn: ZonedSession[][] = columns.map(() => []);
  let first = startHr * 60;
  let last = endHr * 60;
  for (const z of day) {
    const c = columnOf(z.session);
    if (c < 0 || c >= perColumn.length) continue;
    perColumn[c].push(z);
    first = Math.min(first, z.startMin);
    last = Math.max(last, z.endMin);
  }
  const axisStart = Math.floor(first / 60);
  const axisEnd = Math.max(axisStart + 1, Math.ceil(last / 60));
  const placed: PlacedSession[] = [];
  const byColumn: number[][] = columns.map(() => []);
  perColumn.forEach((list, column) => {
    list.sort((a, b) => a.startMin - b.startMin || b.endMin - a.endMin);
    for (const lanes of overlapLanes(list)) {
      for (const { zoned, lane } of lanes.items) {
        byColumn[column].push(placed.length);
        placed.push({
          zoned,
          column,
          lane,
          lanes: lanes.count,
          top: zoned.startMin - axisStart * 60,
          height: Math.max(1, zoned.endMin - zoned.startMin),
        });
      }
    }
  });
  return { startHr: axisStart, endHr: axisEnd, placed, byColumn };
}

/**
 * Groups start-sorted sessions into clusters of transitively overlapping ones and gives each a lane
 * (the first free lane), so every cluster's sessions can be drawn side by side.
 */
export function overlapLanes(
  sorted: readonly ZonedSession[],
): { count: number; items: { zoned: ZonedSession; lane: number }[] }[] {
  const clusters: { count: number; items: { zoned: ZonedSession; lane: number }[] }[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -Infinity;
  let current: { count: number; items: { zoned: ZonedSession; lane: number }[] } | null = null;
  for (const zoned of sorted) {
    if (!current || zoned.startMin >= clusterEnd) {
      current = { count: 0, items: [] };
      clusters.push(current);
      laneEnds = [];
    }
    let lane = laneEnds.findIndex((end) => end <= zoned.startMin);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = zoned.endMin;
    current.items.push({ zoned, lane });
    current.count = Math.max(current.count, lane + 1);
    clusterEnd = Math.max(current.items.length === 1 ? -Infinity : clusterEnd, zoned.endMin);
  }
  return clusters;
}
