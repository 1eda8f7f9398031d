import { useMemo } from 'react';
import {
  buildColumns,
  groupByDay,
  toSessions,
  type TimetableColumn,
  type TimetableSession,
  type TimetableSettings,
  type ZonedSession,
} from '../../core/timetable';

export interface TimetableModel {
  sessions: TimetableSession[];
  columns: TimetableColumn[];
  columnOf: (s: TimetableSession) => number;
  days: Map<number, ZonedSession[]>;
  dayList: number[];
  bySlug: Map<string, ZonedSession>;
}

/**
 * Everything derived from one data change, computed once (memoised on the data arrays, settings and zone):
 * sessions, columns, per-day placement. Unchanged polls keep the same arrays, so nothing here reruns.
 */
export function useTimetableModel(
  channels: unknown[],
  events: unknown[],
  settings: TimetableSettings,
  zone: string,
): TimetableModel {
  const sessionsAll = useMemo(() => toSessions(events, settings), [events, settings]);
  const cols = useMemo(() => buildColumns(channels, sessionsAll, settings), [channels, sessionsAll, settings]);
  const sessions = useMemo(() => sessionsAll.filter((s) => cols.columnOf(s) >= 0), [sessionsAll, cols]);
  return useMemo(() => {
    const days = groupByDay(sessions, zone, settings.dayBoundaryHr);
    const bySlug = new Map<string, ZonedSession>();
    for (const list of days.values()) for (const z of list) if (z.session.slug) bySlug.set(z.session.slug, z);
    return { sessions, columns: cols.columns, columnOf: cols.columnOf, days, dayList: [...days.keys()], bySlug };
  }, [sessions, cols, zone, settings.dayBoundaryHr]);
}
