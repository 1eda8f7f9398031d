import { icsEscape, icsJoin } from './ics-text';
import { type AlarmMinutes, sessionUid, veventLines } from './vevent';
import { vtimezoneLines } from './vtimezone';

/** A session as a calendar feed carries it, with its revision (the publisher's record of moves). */
export interface FeedSession {
  id: string;
  title: string;
  subtitle?: string;
  /** Epoch ms. */
  start: number;
  end: number;
  room: string;
  speakers: readonly string[];
  /** A link back to the session; already through the URL gate (null when it refused it). */
  url?: string | null;
  /** 0 when first published, raised each time the session moved in time or room or was withdrawn. */
  sequence: number;
  /** When the session last changed for the calendar (epoch ms): LAST-MODIFIED, and DTSTAMP. */
  modified: number;
  /** Withdrawn from the programme: kept as STATUS:CANCELLED so calendars remove or strike it. */
  cancelled: boolean;
}

export interface FeedOptions {
  client: string;
  project: string;
  /** The project's IANA zone: times are written in it, with a VTIMEZONE. */
  zone: string;
  /** The calendar's name (X-WR-CALNAME). */
  name: string;
  alarmMinutes: AlarmMinutes;
}

/** How often subscribers should ask again (RFC 7986 REFRESH-INTERVAL; X-PUBLISHED-TTL for older apps). */
export const FEED_REFRESH = 'PT1H';

/**
 * A calendar feed (RFC 5545): one VEVENT per session with a UID that never changes, SEQUENCE and LAST-MODIFIED from
 * the session's revision, cancelled sessions kept as STATUS:CANCELLED, times in the project's zone with a VTIMEZONE
 * from the zone's transitions, LOCATION = room, URL back to the session, DESCRIPTION with the speakers and a VALARM
 * when a reminder was chosen. DTSTAMP is the revision's time, not the request's, so an unchanged programme gives the
 * same bytes (and ETag) on every request.
 */
export function buildFeed(sessions: readonly FeedSession[], opts: FeedOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Congress Portal//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsEscape(opts.name)}`,
    `X-WR-TIMEZONE:${opts.zone}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
    `X-PUBLISHED-TTL:${FEED_REFRESH}`,
  ];
  if (sessions.length) {
    let from = Infinity;
    let to = -Infinity;
    for (const s of sessions) {
      if (s.start < from) from = s.start;
      if (s.end > to) to = s.end;
    }
    lines.push(...vtimezoneLines(opts.zone, from, to));
  }
  for (const s of sessions) {
    const description = [s.subtitle ?? '', s.speakers.join(', '), s.url ?? ''].filter(Boolean).join('\n');
    for (const line of veventLines({
      uid: sessionUid(s.id, opts.project, opts.client),
      stamp: s.modified,
      start: s.start,
      end: Math.max(s.end, s.start),
      summary: s.title,
      location: s.room,
      description,
      url: s.url,
      sequence: s.sequence,
      lastModified: s.modified,
      cancelled: s.cancelled,
      alarmMinutes: opts.alarmMinutes,
      zone: opts.zone,
    }))
      lines.push(line);
  }
  lines.push('END:VCALENDAR');
  return icsJoin(lines);
}
