import { wallMinutes } from '../timetable/zoned-time';

/**
 * The text layer of RFC 5545, shared by the timetable's `.ics` download and the server's calendar feeds: date-time
 * forms, TEXT escaping, line folding and the CRLF joining of content lines.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const encoder = new TextEncoder();

/** UTC as RFC 5545 DATE-TIME form `YYYYMMDDTHHMMSSZ` (§3.3.5 form #2). */
export function icsUtc(ms: number): string {
  // Sliced rather than rewritten with regular expressions: a feed writes two or three of these per session.
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

/** Wall-clock time in `zone` as `YYYYMMDDTHHMMSS` (§3.3.5 form #3, read with a TZID). */
export function icsLocal(ms: number, zone: string): string {
  const local = wallMinutes(ms, zone) * MINUTE + (((ms % MINUTE) + MINUTE) % MINUTE);
  return icsUtc(local).slice(0, 15);
}

/**
 * A DATE-TIME property in `zone` (`DTSTART;TZID=Europe/Berlin:20260304T100000`), or in UTC where the wall clock is
 * ambiguous: in the hour repeated when the clocks go back a local time names two instants and RFC 5545 §3.3.5 reads
 * it as the first, so the second is written in UTC instead.
 */
export function icsDateTime(name: string, ms: number, zone: string | undefined): string {
  if (!zone) return `${name}:${icsUtc(ms)}`;
  const offset = zoneOffsetMinutes(ms, zone);
  // The clocks went back within the last three hours by `back` minutes, and `back` minutes ago the wall clock read
  // the same: this wall-clock minute was already shown once.
  const back = zoneOffsetMinutes(ms - 3 * HOUR, zone) - offset;
  if (back > 0 && zoneOffsetMinutes(ms - back * MINUTE, zone) - offset === back) return `${name}:${icsUtc(ms)}`;
  return `${name};TZID=${zone}:${icsUtc(ms + offset * MINUTE).slice(0, 15)}`;
}

/** The zone's offset from UTC at a moment, in minutes. */
export function zoneOffsetMinutes(ms: number, zone: string): number {
  return wallMinutes(ms, zone) - Math.floor(ms / MINUTE);
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
  // Printable-ASCII lines of 75 characters or fewer (most of a feed) need no encoding.
  if (line.length <= 75 && !/[^\u0020-\u007e]/.test(line)) return line;
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const code = ch.codePointAt(0) as number;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
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

/** Content lines → one iCalendar text: each line folded, CRLF after every line (§3.1). */
export function icsJoin(lines: readonly string[]): string {
  return `${lines.map(icsFold).join('\r\n')}\r\n`;
}

/** A URI property value: line breaks removed (a URI cannot hold them and they would end the content line). */
export function icsUri(url: string): string {
  return url.replace(/[\r\n]/g, '');
}
