import { matchesFieldValueRules } from '../live/ignore-events';
import { asArray, asRecord, nonEmptyString, toTime } from '../values';
import type { FieldValue, TimetableSettings } from './settings';
import { wallMinutes } from './zoned-time';

const MINUTE = 60_000;

/** A speaker as the overlay shows it. */
export interface SessionSpeaker {
  id: string;
  name: string;
  organization: string;
}

/**
 * An event prepared for the timetable: dates checked, duration defaulted, title decided (spec 3 §5).
 * Zone-independent; {@link placeInZone} adds the wall-clock position.
 */
export interface TimetableSession {
  id: string;
  slug: string;
  /** The title to show: the event title, its type when censored, else 'untitled' is left to the UI (`untitled` flag). */
  title: string;
  untitled: boolean;
  censored: boolean;
  subtitle: string;
  type: string;
  topics: string[];
  /** Epoch ms. */
  start: number;
  /** Epoch ms, after start (default duration applied). */
  end: number;
  /** Channel slug as the event names it ('' when it names none). */
  channelSlug: string;
  channelTitle: string;
  location: string;
  speakers: SessionSpeaker[];
  status: string;
  isBreak: boolean;
  description: string;
  /** The event overlay's own links and flag (spec 3 §2 Event overlay dialog, §3 CurrentEvent). */
  eventDetailsLink: string;
  meetTheExpertsLink: string;
  onsiteOnly: string;
  /** The API's event it was read from, as given (the structured data describes it from its own fields). */
  source: Readonly<Record<string, unknown>>;
}

/**
 * Spec 3 §5: the timetable compares field and value case-insensitively, so a rule's field name is matched to
 * the event's key regardless of case before the shared field/value rule runs.
 */
function matchesIgnoringCase(event: Record<string, unknown>, rules: readonly FieldValue[]): boolean {
  if (rules.length === 0) return false;
  const keys = Object.keys(event);
  const resolved = rules.map((r) => ({
    field: keys.find((k) => k.toLowerCase() === r.field.toLowerCase()) ?? r.field,
    value: r.value,
  }));
  return matchesFieldValueRules(event, resolved, true);
}

function text(value: unknown): string {
  return nonEmptyString(value) ?? '';
}

function speakers(value: unknown): SessionSpeaker[] {
  const out: SessionSpeaker[] = [];
  for (const entry of asArray(value)) {
    const s = asRecord(entry);
    if (!s) continue;
    const name =
      [text(s.title), text(s.firstname), text(s.lastname)].filter(Boolean).join(' ') ||
      text(s.public_name) ||
      text(s.name);
    if (name) out.push({ id: text(s.id) || name, name, organization: text(s.organization) });
  }
  return out;
}

function topics(value: unknown): string[] {
  return asArray(value)
    .map((t) => nonEmptyString(asRecord(t)?.title ?? t))
    .filter((t): t is string => t !== null);
}

/**
 * One event → session, or null when it cannot be placed in time (no valid start) or is ignored by an
 * ignoreEvents rule (compared case-insensitively, spec 3 §5). Non-positive or missing durations (also
 * inverted dates) use `defaultDuration` minutes (spec 3 §5). Censored events show their type as the title
 * (spec 3 §5); a missing title sets `untitled` so the UI shows its translation of 'untitled'.
 */
export function toSession(
  event: unknown,
  settings: Pick<TimetableSettings, 'ignoreEvents' | 'censoredEvents' | 'defaultDuration'>,
): TimetableSession | null {
  const e = asRecord(event);
  if (!e) return null;
  const start = toTime(e.datestart);
  if (start === null) return null;
  if (matchesIgnoringCase(e, settings.ignoreEvents)) return null;
  const endRaw = toTime(e.dateend);
  const end = endRaw !== null && endRaw > start ? endRaw : start + settings.defaultDuration * MINUTE;
  const type = text(e.type);
  const censored = matchesIgnoringCase(e, settings.censoredEvents);
  const rawTitle = text(e.title);
  const title = censored ? type : rawTitle;
  const firstChannel = asRecord(asArray(e.channels)[0]);
  const slug = text(e.slug) || text(e.id);
  return {
    id: text(e.id) || slug,
    slug,
    title,
    untitled: title === '',
    censored,
    subtitle: censored ? '' : text(e.subtitle),
    type,
    topics: topics(e.topics),
    start,
    end,
    channelSlug: text(e.channelSlug) || text(firstChannel?.slug),
    channelTitle: text(firstChannel?.title) || text(e.location),
    location: text(e.location),
    speakers: censored ? [] : speakers(e.speakers),
    status: text(e.status),
    isBreak: type.toLowerCase() === 'break',
    description: censored ? '' : text(e.abstract ?? e.Overview ?? e.description),
    eventDetailsLink: text(e.eventDetailsLink),
    meetTheExpertsLink: text(e.meetTheExpertsLink),
    onsiteOnly: text(e.onsiteOnly),
    source: e,
  };
}

/** All events → sessions (see {@link toSession}); sorted by start, then id; a non-array yields []. */
export function toSessions(events: unknown, settings: Parameters<typeof toSession>[1]): TimetableSession[] {
  const out: TimetableSession[] = [];
  const seen = new Set<string>();
  for (const event of asArray(events)) {
    const s = toSession(event, settings);
    if (!s || seen.has(s.id)) continue;
    seen.add(s.id);
    out.push(s);
  }
  return out.sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** A session placed on a wall clock: its logical day and minutes from that day's 00:00 (may exceed 1440). */
export interface ZonedSession {
  session: TimetableSession;
  /** Logical day number (days since 1970-01-01). */
  day: number;
  startMin: number;
  endMin: number;
}

/**
 * The logical day of a session (spec 3 §4 Timetable, selected day): the calendar date in `zone` of the start,
 * except that sessions starting before `dayBoundaryHr` belong to the previous day, as in frab/pretalx
 * schedules whose days run past midnight (e.g. 09:00 → 04:00). Those sessions get minutes beyond 24:00.
 */
export function placeInZone(session: TimetableSession, zone: string, dayBoundaryHr: number): ZonedSession {
  const ws = wallMinutes(session.start, zone);
  let we = wallMinutes(session.end, zone);
  if (we <= ws) we = ws + Math.max(1, Math.round((session.end - session.start) / MINUTE));
  const day = Math.floor((ws - dayBoundaryHr * 60) / 1440);
  return { session, day, startMin: ws - day * 1440, endMin: we - day * 1440 };
}

/** The logical day number of a moment in a zone (same boundary rule as {@link placeInZone}). */
export function logicalDayOf(ms: number, zone: string, dayBoundaryHr: number): { day: number; minute: number } {
  const w = wallMinutes(ms, zone);
  const day = Math.floor((w - dayBoundaryHr * 60) / 1440);
  return { day, minute: w - day * 1440 };
}
