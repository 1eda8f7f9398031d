/**
 * Where an event stands at `now`: upcoming, live (running) or past — one rule for the timetable's status text and
 * the reference server's event `status` (docs/api.md: 2 upcoming, 1 running, 4 ended; shared/ARCHITECTURE.md:
 * "the server may import src/core for rules both sides need"). Times are epoch milliseconds; the start is
 * inclusive, the end exclusive. Without a start an event is upcoming; without an end it runs once started.
 * @example eventPhase(Date.parse('2026-03-04T09:00Z'), Date.parse('2026-03-04T10:00Z'), Date.parse('2026-03-04T09:20Z')) // 'live'
 */
export type EventPhase = 'upcoming' | 'live' | 'past';

export function eventPhase(start: number | null | undefined, end: number | null | undefined, now: number): EventPhase {
  if (typeof start !== 'number' || !Number.isFinite(start) || now < start) return 'upcoming';
  return typeof end === 'number' && Number.isFinite(end) && end <= now ? 'past' : 'live';
}

/** The API's event status code of a phase (docs/api.md; 2 is UPCOMING_EVENT_STATUS of spec 3 §9). */
export const EVENT_STATUS_BY_PHASE: Readonly<Record<EventPhase, 1 | 2 | 4>> = { upcoming: 2, live: 1, past: 4 };
