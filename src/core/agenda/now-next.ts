import type { SessionChange } from './snapshot';
import { agendaDayOf } from './text';

/** One saved session as the agenda shows it. */
export interface AgendaEntry {
  id: string;
  title: string;
  start: number;
  end: number;
  room: string;
  /** Set when the session moved or was withdrawn since it was saved. */
  change: SessionChange | null;
}

/** Where an entry stands against now: over, on now, the next one to begin, or later. */
export type AgendaState = 'past' | 'now' | 'next' | 'later';

export interface AgendaDay {
  /** The logical day (days since the epoch in the zone, as the timetable counts them). */
  day: number;
  entries: { entry: AgendaEntry; state: AgendaState }[];
  /** Sessions on now (today only). */
  now: AgendaEntry[];
  /** The next session to begin that day after now (on a later day, its first session). */
  next: AgendaEntry | null;
}

/**
 * The agenda per day (issue "Now and next"): saved sessions in time order, grouped by the project zone's logical
 * day; on each day what is on now and what comes next. Withdrawn sessions are listed (at their saved time) but
 * never "now" or "next". Days that are over are left out unless `keepPast` — or when every day is over (after
 * the congress the attendee still finds what they saved, e.g. to watch the recordings).
 */
export function agendaDays(
  entries: readonly AgendaEntry[],
  nowMs: number,
  zone: string,
  dayBoundaryHr: number,
  keepPast = false,
): AgendaDay[] {
  const today = agendaDayOf(nowMs, zone, dayBoundaryHr);
  const byDay = new Map<number, AgendaEntry[]>();
  for (const e of [...entries].sort((a, b) => a.start - b.start || a.end - b.end || a.title.localeCompare(b.title))) {
    const day = agendaDayOf(e.start, zone, dayBoundaryHr);
    byDay.set(day, [...(byDay.get(day) ?? []), e]);
  }
  const days: AgendaDay[] = [];
  for (const [day, list] of [...byDay].sort((a, b) => a[0] - b[0])) {
    if (day < today && !keepPast && [...byDay.keys()].some((d) => d >= today)) continue;
    const live = (e: AgendaEntry) => e.change?.kind !== 'withdrawn';
    const now = day === today ? list.filter((e) => live(e) && e.start <= nowMs && nowMs < e.end) : [];
    const next = list.find((e) => live(e) && e.start > nowMs) ?? null;
    days.push({
      day,
      now,
      next,
      entries: list.map((entry) => ({
        entry,
        state: now.includes(entry)
          ? 'now'
          : entry === next
            ? 'next'
            : entry.end <= nowMs
              ? 'past'
              : ('later' as AgendaState),
      })),
    });
  }
  return days;
}
