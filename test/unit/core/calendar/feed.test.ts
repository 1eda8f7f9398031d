import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  buildFeed,
  type FeedSession,
  icsDateTime,
  icsEscape,
  icsFold,
  parseAlarmMinutes,
  sessionUid,
  vtimezoneLines,
  zoneTransitions,
} from '../../../../src/core/calendar';

const T = (iso: string) => Date.parse(iso);
const base: FeedSession = {
  id: '42',
  title: 'Hearts; lungs, and\nmore',
  subtitle: 'A subtitle',
  start: T('2026-03-28T09:00:00Z'),
  end: T('2026-03-28T10:00:00Z'),
  room: 'Hall A',
  speakers: ['Ana Ruiz', 'Jörg Müller'],
  url: 'https://example.org/esc2026/events/a',
  sequence: 0,
  modified: T('2026-03-01T08:00:00Z'),
  cancelled: false,
};
const opts = { client: 'demo', project: 'esc2026', zone: 'Europe/Berlin', name: 'ESC 2026', alarmMinutes: 0 } as const;
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('calendar feed writer (issue deliverable 2: RFC 5545 feed)', () => {
  it('folds lines at 75 octets with CRLF and a space, never inside a UTF-8 character', () => {
    const line = `DESCRIPTION:${'aä€😀'.repeat(30)}`;
    const folded = icsFold(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const p of parts) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(line);
    expect(icsFold('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it.each([
    ['backslash', 'a\\b', 'a\\\\b'],
    ['semicolon', 'a;b', 'a\\;b'],
    ['comma', 'a,b', 'a\\,b'],
    ['LF', 'a\nb', 'a\\nb'],
    ['CRLF', 'a\r\nb', 'a\\nb'],
  ])('escapes TEXT: %s', (_n, raw, escaped) => {
    expect(icsEscape(raw)).toBe(escaped);
  });

  it('keeps a session its UID across builds, moves and cancellation', () => {
    const uid = `UID:${sessionUid('42', 'esc2026', 'demo')}`;
    const moved = { ...base, start: base.start + 3_600_000, end: base.end + 3_600_000, sequence: 1 };
    for (const s of [base, moved, { ...moved, cancelled: true, sequence: 2 }])
      expect(unfold(buildFeed([s], opts))).toContain(uid);
    expect(sessionUid('42', 'esc2026', 'demo')).toBe('event-42@esc2026.demo.congress-portal');
  });

  it('writes SEQUENCE and LAST-MODIFIED from the revision, and the same bytes for the same programme', () => {
    const first = buildFeed([base], opts);
    expect(first).toContain('SEQUENCE:0\r\n');
    expect(first).toContain('LAST-MODIFIED:20260301T080000Z\r\n');
    expect(first).toContain('DTSTAMP:20260301T080000Z\r\n');
    expect(buildFeed([base], opts)).toBe(first);
    const moved = buildFeed([{ ...base, room: 'Hall B', sequence: 1, modified: T('2026-03-02T12:00:00Z') }], opts);
    expect(moved).toContain('SEQUENCE:1\r\n');
    expect(moved).toContain('LAST-MODIFIED:20260302T120000Z\r\n');
    expect(moved).toContain('LOCATION:Hall B\r\n');
  });

  it('keeps a withdrawn session as STATUS:CANCELLED without a reminder', () => {
    const ics = buildFeed([{ ...base, cancelled: true, sequence: 3 }], { ...opts, alarmMinutes: 10 });
    expect(ics).toContain('STATUS:CANCELLED\r\n');
    expect(ics).not.toContain('BEGIN:VALARM');
    expect(buildFeed([base], opts)).toContain('STATUS:CONFIRMED\r\n');
  });

  it('finds the zone transitions of Europe/Berlin in 2026 (last Sundays of March and October, 01:00 UTC)', () => {
    const t = zoneTransitions('Europe/Berlin', T('2026-01-01T00:00:00Z'), T('2027-01-01T00:00:00Z'));
    expect(t).toEqual([
      { at: T('2026-03-29T01:00:00Z'), from: 60, to: 120 },
      { at: T('2026-10-25T01:00:00Z'), from: 120, to: 60 },
    ]);
  });

  it('writes a VTIMEZONE with STANDARD and DAYLIGHT observances across a DST change', () => {
    const lines = vtimezoneLines('Europe/Berlin', T('2026-03-28T09:00:00Z'), T('2026-03-30T09:00:00Z'));
    const text = lines.join('\n');
    expect(lines[0]).toBe('BEGIN:VTIMEZONE');
    expect(text).toContain('TZID:Europe/Berlin');
    expect(text).toContain('BEGIN:DAYLIGHT\nDTSTART:20260329T020000\nTZOFFSETFROM:+0100\nTZOFFSETTO:+0200');
    expect(text).toContain('BEGIN:STANDARD\nDTSTART:20261025T030000\nTZOFFSETFROM:+0200\nTZOFFSETTO:+0100');
    // A zone without changes: one standard observance with its offset.
    const kolkata = vtimezoneLines('Asia/Kolkata', T('2026-03-28T09:00:00Z'), T('2026-03-30T09:00:00Z')).join('\n');
    expect(kolkata).toContain('TZOFFSETFROM:+0530\nTZOFFSETTO:+0530');
    expect(kolkata).not.toContain('DAYLIGHT');
  });

  it('writes times in the zone with a TZID, and in UTC inside the hour repeated when clocks go back', () => {
    expect(icsDateTime('DTSTART', T('2026-03-29T01:30:00Z'), 'Europe/Berlin')).toBe(
      'DTSTART;TZID=Europe/Berlin:20260329T033000',
    );
    // 02:30 local happens twice on 25 October 2026: first at 00:30 UTC (CEST), again at 01:30 UTC (CET).
    expect(icsDateTime('DTSTART', T('2026-10-25T00:30:00Z'), 'Europe/Berlin')).toBe(
      'DTSTART;TZID=Europe/Berlin:20261025T023000',
    );
    expect(icsDateTime('DTSTART', T('2026-10-25T01:30:00Z'), 'Europe/Berlin')).toBe('DTSTART:20261025T013000Z');
  });

  it.each([
    [0, false],
    [5, true],
    [10, true],
    [15, true],
    [30, true],
  ] as const)('adds a VALARM %i minutes before (or none for 0)', (minutes, alarm) => {
    const ics = buildFeed([base], { ...opts, alarmMinutes: minutes });
    expect(ics.includes('BEGIN:VALARM')).toBe(alarm);
    if (alarm) expect(ics).toContain(`TRIGGER;RELATED=START:-PT${minutes}M\r\n`);
  });

  it.each([
    ['10', 10],
    [15, 15],
    [0, 0],
    [7, null],
    ['x', null],
    [null, null],
  ])('accepts only the reminder choices none/5/10/15/30: %s', (value, parsed) => {
    expect(parseAlarmMinutes(value)).toBe(parsed);
  });
});

describe('calendar feed read by ical.js (a real calendar library)', () => {
  const sessions: FeedSession[] = [
    base,
    // Across the spring-forward night: starts 01:30 CET, ends 03:30 CEST.
    { ...base, id: '43', title: 'Night', start: T('2026-03-29T00:30:00Z'), end: T('2026-03-29T01:30:00Z') },
    { ...base, id: '44', title: 'Gone', cancelled: true, sequence: 2 },
    { ...base, id: '45', title: `Long ${'Ümlaut '.repeat(30)}`, url: null },
  ];
  const text = buildFeed(sessions, { ...opts, alarmMinutes: 15 });
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone') as ICAL.Component);
  ICAL.TimezoneService.register(timezone, 'Europe/Berlin');
  const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));

  it('parses one event per session with the same instants, UIDs and texts', () => {
    expect(events.map((e) => e.uid)).toEqual(sessions.map((s) => sessionUid(s.id, 'esc2026', 'demo')));
    events.forEach((e, i) => {
      expect(e.startDate.toUnixTime() * 1000).toBe(sessions[i].start);
      expect(e.endDate.toUnixTime() * 1000).toBe(sessions[i].end);
      expect(e.summary).toBe(sessions[i].title);
      expect(e.location).toBe('Hall A');
    });
    expect(events[0].description).toContain('Ana Ruiz, Jörg Müller');
    expect(events[0].sequence).toBe(0);
    expect(events[2].sequence).toBe(2);
    expect(events[2].component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(String(events[0].component.getFirstPropertyValue('url'))).toBe('https://example.org/esc2026/events/a');
  });

  it('reads the reminder and the zone the feed names', () => {
    const alarm = events[0].component.getFirstSubcomponent('valarm');
    expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-PT15M');
    expect(events[1].startDate.zone?.tzid).toBe('Europe/Berlin');
    expect(events[1].startDate.toString()).toBe('2026-03-29T01:30:00');
    expect(events[1].endDate.toString()).toBe('2026-03-29T03:30:00');
  });
});
