import { describe, expect, it } from 'vitest';
import {
  buildIcs,
  googleCalendarUrl,
  icsEscape,
  icsFold,
  normalizeTimetableSettings,
  outlookCalendarUrl,
  toSession,
} from '../../../../src/core/timetable';

const settings = normalizeTimetableSettings({});
const session = toSession(
  {
    id: 42,
    slug: 'a',
    title: 'Hearts; lungs, and\nmore',
    datestart: '2026-03-29T01:30:00+01:00',
    dateend: '2026-03-29T03:30:00+02:00',
    speakers: [{ id: 1, firstname: 'Ana', lastname: 'Ruiz' }],
  },
  settings,
)!;
const entry = { session, title: session.title, room: 'Hall A', url: 'https://example.org/#a' };

describe('ICS generation (RFC 5545)', () => {
  const ics = buildIcs([entry], { now: Date.parse('2026-03-01T00:00:00Z'), uidDomain: 'demo.esc2026' });
  it('uses CRLF line ends only', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '').includes('\n')).toBe(false);
  });
  it('writes UTC times across a DST change and a UID from the event id', () => {
    expect(ics).toContain('DTSTART:20260329T003000Z');
    expect(ics).toContain('DTEND:20260329T013000Z');
    expect(ics).toContain('UID:event-42@demo.esc2026');
  });
  it.each([
    ['backslash', 'a\\b', 'a\\\\b'],
    ['semicolon', 'a;b', 'a\\;b'],
    ['comma', 'a,b', 'a\\,b'],
    ['newline', 'a\nb', 'a\\nb'],
  ])('escapes %s', (_n, raw, escaped) => {
    expect(icsEscape(raw)).toBe(escaped);
  });
  it('folds lines at 75 octets without splitting a UTF-8 character', () => {
    const folded = icsFold(`SUMMARY:${'ä'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(new TextEncoder().encode(l).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(`SUMMARY:${'ä'.repeat(60)}`);
  });
  it('has one VEVENT per entry inside one VCALENDAR', () => {
    const two = buildIcs([entry, { ...entry, session: { ...session, id: '43' } }], { now: 0, uidDomain: 'x' });
    expect(two.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(two.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  });
  it('uses 30 minutes when a session has no positive duration (spec 3 §9 default calendar duration)', () => {
    const bad = { ...entry, session: { ...session, end: session.start } };
    expect(buildIcs([bad], { now: 0, uidDomain: 'x' })).toContain('DTEND:20260329T010000Z');
  });
});

describe('Calendar links', () => {
  it('Google template link carries title and UTC range', () => {
    const u = new URL(googleCalendarUrl(entry));
    expect(u.searchParams.get('dates')).toBe('20260329T003000Z/20260329T013000Z');
    expect(u.searchParams.get('text')).toBe(session.title);
  });
  it('Outlook link carries ISO start and end', () => {
    const u = new URL(outlookCalendarUrl(entry));
    expect(u.searchParams.get('startdt')).toBe('2026-03-29T00:30:00.000Z');
    expect(u.searchParams.get('location')).toBe('Hall A');
  });
});
