import { CALENDAR_DEFAULT_DURATION_MIN } from '../constants';
import type { TimetableSession } from './sessions';

/** What a calendar entry needs: a session plus the room name and an optional link. */
export interface CalendarEntry {
  session: TimetableSession;
  title: string;
  room: string;
  url?: string;
}

const encoder = new TextEncoder();

/** UTC as RFC 5545 DATE-TIME form `YYYYMMDDTHHMMSSZ`. */
export function icsUtc(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 §3.3.11 TEXT escaping: backslash, semicolon, comma, newline. */
export function icsEscape(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 §3.1 folding: lines longer than 75 octets are split, continuation lines start with one space.
 * Splits between UTF-8 characters, never inside one.
 */
export function icsFold(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74; // the leading space counts
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

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
  const stamp = icsUtc(opts.now);
  for (const entry of entries) {
    const s = entry.session;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${icsEscape(`event-${s.id}@${opts.uidDomain}`)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsUtc(s.start)}`,
      `DTEND:${icsUtc(end(entry))}`,
      `SUMMARY:${icsEscape(entry.title)}`,
    );
    if (entry.room) lines.push(`LOCATION:${icsEscape(entry.room)}`);
    const d = details(entry);
    if (d) lines.push(`DESCRIPTION:${icsEscape(d)}`);
    if (entry.url) lines.push(`URL:${entry.url.replace(/[\r\n]/g, '')}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(icsFold).join('\r\n')}\r\n`;
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
