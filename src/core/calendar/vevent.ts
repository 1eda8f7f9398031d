import { icsDateTime, icsEscape, icsUri, icsUtc } from './ics-text';

/** The reminder choices a subscriber has (minutes before a session; 0 = no reminder). */
export const ALARM_MINUTES = [0, 5, 10, 15, 30] as const;
export type AlarmMinutes = (typeof ALARM_MINUTES)[number];

/** A stored or requested reminder value, or null when it is not one of {@link ALARM_MINUTES}. */
export function parseAlarmMinutes(value: unknown): AlarmMinutes | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return (ALARM_MINUTES as readonly unknown[]).includes(n) ? (n as AlarmMinutes) : null;
}

/**
 * A session's UID: the same for every export and feed of the session, forever (RFC 5545 §3.8.4.7), so a calendar
 * that sees it again updates the entry instead of adding a second one.
 * @example sessionUid('42', 'esc2026', 'demo') // 'event-42@esc2026.demo.congress-portal'
 */
export function sessionUid(id: string, project: string, client: string): string {
  return `event-${id}@${project}.${client}.congress-portal`;
}

/** One VEVENT's content. Times are epoch ms; `zone` writes them as local times with a TZID (else UTC). */
export interface IcsEvent {
  uid: string;
  /** DTSTAMP. */
  stamp: number;
  start: number;
  end: number;
  summary: string;
  location?: string;
  description?: string;
  url?: string | null;
  /** Raised by the publisher whenever the session moves in time or room (§3.8.7.4). */
  sequence?: number;
  lastModified?: number;
  cancelled?: boolean;
  /** Minutes before the start for a display reminder; 0 or absent: none. */
  alarmMinutes?: number;
  zone?: string;
}

/** The content lines of one VEVENT (unfolded; {@link icsJoin} folds them). */
export function veventLines(e: IcsEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${icsEscape(e.uid)}`,
    `DTSTAMP:${icsUtc(e.stamp)}`,
    icsDateTime('DTSTART', e.start, e.zone),
    icsDateTime('DTEND', e.end, e.zone),
  ];
  if (e.sequence !== undefined) lines.push(`SEQUENCE:${e.sequence}`);
  if (e.lastModified !== undefined) lines.push(`LAST-MODIFIED:${icsUtc(e.lastModified)}`);
  if (e.cancelled !== undefined) lines.push(`STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`);
  lines.push(`SUMMARY:${icsEscape(e.summary)}`);
  if (e.location) lines.push(`LOCATION:${icsEscape(e.location)}`);
  if (e.description) lines.push(`DESCRIPTION:${icsEscape(e.description)}`);
  if (e.url) lines.push(`URL:${icsUri(e.url)}`);
  if (e.alarmMinutes && !e.cancelled) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `TRIGGER;RELATED=START:-PT${e.alarmMinutes}M`,
      `DESCRIPTION:${icsEscape(e.summary)}`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}
