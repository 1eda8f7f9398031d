import { icsEscape, icsJoin, icsUtc } from '../calendar/ics-text';
import { veventLines } from '../calendar/vevent';
import { CALENDAR_DEFAULT_DURATION_MIN } from '../constants';
import type { TimetableSession } from './sessions';

/** What a calendar entry needs: a session plus the room name and an optional link. */
export interface CalendarEntry {
  session: TimetableSession;
  title: string;
  room: string;
  url?: string;
}

// The RFC 5545 text rules live with the calendar feed writer; the download uses the same ones.
export { icsEscape, icsFold, icsUtc } from '../calendar/ics-text';

function end(entry: CalendarEntry): number {
  const { start, end: e } = entry.session;
  return e > start ? e : start + CALENDAR_DEFAULT_DURATION_MIN * 60_000;
}

/** The description text: subtitle, speakers, link. */
function details(entry: CalendarEntry): string {
  const s = entry.session;
  return [s.subtitle, s.speakers.map((p) => p.name).join(', '), entry.url ?? ''].filter(Boolean).join('\n');
}

/**
 * One iCalendar file (RFC 5545) with a VEVENT per entry: CRLF line ends, escaped text, folded lines, UTC
 * times, UID from the event id (stable across exports, so re-importing updates instead of duplicating).
 */
export function buildIcs(
  entries: readonly CalendarEntry[],
  opts: { now: number; uidDomain: string; calendarName?: string },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Congress Portal//Timetable//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (opts.calendarName) lines.push(`X-WR-CALNAME:${icsEscape(opts.calendarName)}`);
  for (const entry of entries) {
    const s = entry.session;
    lines.push(
      ...veventLines({
        uid: `event-${s.id}@${opts.uidDomain}`,
        stamp: opts.now,
        start: s.start,
        end: end(entry),
        summary: entry.title,
        location: entry.room,
        description: details(entry),
        url: entry.url,
      }),
    );
  }
  lines.push('END:VCALENDAR');
  return icsJoin(lines);
}

/** A Google Calendar template link for one entry. */
export function googleCalendarUrl(entry: CalendarEntry): string {
  const q = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${icsUtc(entry.session.start)}/${icsUtc(end(entry))}`,
    details: details(entry),
    location: entry.room,
  });
  return `https://calendar.google.com/calendar/render?${q}`;
}

/** An Outlook.com compose link for one entry. */
export function outlookCalendarUrl(entry: CalendarEntry): string {
  const q = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: entry.title,
    startdt: new Date(entry.session.start).toISOString(),
    enddt: new Date(end(entry)).toISOString(),
    body: details(entry),
    location: entry.room,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${q}`;
}
