import { asRecord } from '../values';

/**
 * At most this many sessions of a list are written (docs/structured-data.md "Cost"): the JSON-LD of a session is
 * ≈ 0.6–0.9 kB, and on a cold page each one costs 25–35 µs to build, serialise and insert, on top of ≈ 2.5 ms for
 * the first run of the code; 100 of them already took the timetable page to the 5 ms of main-thread time it may
 * spend. Google's Event rich results show upcoming events, so the next ones are what counts.
 */
export const SESSIONS_MAX = 50;

/** A session with its times already read (the timetable's model has them): start and end in epoch ms. */
export interface Timed {
  slug: string;
  start: number;
  end: number;
}

/** A session of the timetable's model: its times read, and the API's event it was read from. */
export interface TimedEvent extends Timed {
  source: Readonly<Record<string, unknown>>;
}

/**
 * The next `max` sessions at `now` from sessions whose times are already read (the timetable's model): those that
 * have not ended, in start order (ties in their given order); when fewer remain, the last `max`. Also the session
 * that starts first and the one that ends last (the congress's dates). One pass when the sessions come in start
 * order, as the timetable's do.
 * @example nextSessions(model.sessions, context.now()).chosen // at most SESSIONS_MAX sessions
 */
export function nextSessions<T extends Timed>(
  sessions: readonly T[],
  now: number,
  max = SESSIONS_MAX,
): { chosen: T[]; first: T | null; last: T | null } {
  let first: T | null = null;
  let last: T | null = null;
  let sorted = true;
  let from = -1;
  let previous = Number.NEGATIVE_INFINITY;
  // One pass, loops rather than callbacks: a cold page pays for every iteration and every call here.
  for (let i = 0; i < sessions.length; i++) {
    const s = sessions[i];
    if (s.start < previous) sorted = false;
    previous = s.start;
    if (!first || s.start < first.start) first = s;
    if (!last || s.end > last.end) last = s;
    if (from < 0 && s.end >= now) from = i;
  }
  const list = sorted ? sessions : startOrder(sessions);
  if (!sorted) {
    from = -1;
    for (let i = 0; i < list.length && from < 0; i++) if (list[i].end >= now) from = i;
  }
  if (from < 0 || list.length - from < max) from = Math.max(0, list.length - max);
  return { chosen: list.slice(from, from + max), first, last };
}

/**
 * Sessions in start order, ties in their given order (what a stable sort by start gives). Slot times repeat across
 * rooms, so the sessions are grouped by start and only the distinct starts are sorted, natively (a typed array):
 * a comparator called ~10,000 times for 1,000 sessions cost a cold page ≈ 3 ms.
 */
function startOrder<T extends Timed>(sessions: readonly T[]): T[] {
  const groups = new Map<number, T[]>();
  for (const s of sessions) {
    const group = groups.get(s.start);
    if (group) group.push(s);
    else groups.set(s.start, [s]);
  }
  const out: T[] = [];
  for (const start of Float64Array.from(groups.keys()).sort()) for (const s of groups.get(start) as T[]) out.push(s);
  return out;
}

export interface Picked {
  /** The sessions to write, in start order. */
  events: unknown[];
  /** The first start and the last end of all sessions (the congress's dates when the collection has none). */
  first: string | null;
  last: string | null;
}

/**
 * The sessions a list writes: those that have not ended at `now`, the next `max` by start; when fewer remain (the
 * last day, a past congress), the last `max`. Slot times repeat across rooms, so each distinct time is parsed once.
 * @example pickSessions(events, Date.parse('2026-03-05T12:00:00+01:00'), 50).events // the next 50 from noon on
 */
export function pickSessions(events: readonly unknown[], now: number, max = SESSIONS_MAX): Picked {
  const parsed = new Map<string, number>();
  const ms = (value: unknown): number => {
    if (typeof value !== 'string') return Number.NaN;
    let t = parsed.get(value);
    if (t === undefined) parsed.set(value, (t = Date.parse(value)));
    return t;
  };
  const kept: unknown[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let first: string | null = null;
  let last: string | null = null;
  let sorted = true;
  for (const e of events) {
    const r = asRecord(e);
    const start = ms(r?.datestart);
    if (Number.isNaN(start)) continue;
    const endValue = typeof r?.dateend === 'string' ? r.dateend : (r?.datestart as string);
    const parsedEnd = ms(endValue);
    const end = Number.isNaN(parsedEnd) ? start : parsedEnd;
    if (kept.length && start < starts[starts.length - 1]) sorted = false;
    if (first === null || start < ms(first)) first = r?.datestart as string;
    if (last === null || end > ms(last)) last = endValue;
    kept.push(e);
    starts.push(start);
    ends.push(end);
  }
  // The timetable's sessions come in start order: sorting is only needed for other lists.
  let order = kept.map((_, i) => i);
  if (!sorted) order = order.sort((a, b) => starts[a] - starts[b]);
  let from = order.findIndex((i) => ends[i] >= now);
  if (from < 0 || order.length - from < max) from = Math.max(0, order.length - max);
  return { events: order.slice(from, from + max).map((i) => kept[i]), first, last };
}
