import { describe, expect, it } from 'vitest';
import { EVENT_STATUS_BY_PHASE, eventPhase } from '../../../../src/core/live/event-phase';
import { UPCOMING_EVENT_STATUS } from '../../../../src/core/constants';

const start = Date.parse('2026-03-04T09:00:00+01:00');
const end = Date.parse('2026-03-04T10:00:00+01:00');

describe('spec 3 §4 Timetable / docs/api.md event status: upcoming, live or past at now (one rule for widget and server)', () => {
  it.each([
    ['before the start: upcoming', start, end, start - 1, 'upcoming'],
    ['at the start: live (start inclusive)', start, end, start, 'live'],
    ['inside: live', start, end, start + 60_000, 'live'],
    ['at the end: past (end exclusive)', start, end, end, 'past'],
    ['after the end: past', start, end, end + 1, 'past'],
    ['no start: upcoming', null, end, end + 1, 'upcoming'],
    ['an unreadable start: upcoming', Number.NaN, end, end + 1, 'upcoming'],
    ['no end once started: live', start, undefined, end + 86_400_000, 'live'],
    ['an unreadable end once started: live', start, Number.NaN, end + 1, 'live'],
  ] as const)('%s', (_title, s, e, now, phase) => {
    expect(eventPhase(s, e, now)).toBe(phase);
  });

  it('maps phases to the API status codes: upcoming 2 (spec 3 §9), running 1, ended 4', () => {
    expect(EVENT_STATUS_BY_PHASE).toEqual({ upcoming: UPCOMING_EVENT_STATUS, live: 1, past: 4 });
  });
});
