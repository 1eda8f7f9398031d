import { describe, expect, it } from 'vitest';
import { eventOverlayMode, overlayButton, overlayButtons } from '../../../../src/core/live/overlay-mode';

const start = Date.parse('2026-03-04T10:00:00Z');
const end = Date.parse('2026-03-04T11:00:00Z');
const event = { datestart: '2026-03-04T11:00:00+01:00', dateend: '2026-03-04T12:00:00+01:00' };
const MIN = 60_000;

describe('spec 3 §2/§9 Event overlay mode: live, library, crs with 5 min / 10 min / 1 h windows', () => {
  it.each([
    ['6 min before start', start - 6 * MIN, null],
    ['5 min before start (inclusive)', start - 5 * MIN, 'crs'],
    ['during the event', start + 30 * MIN, 'crs'],
    ['10 min after end', end + 10 * MIN, 'crs'],
    ['30 min after end', end + 30 * MIN, 'crs'],
    ['exactly 1 h after end', end + 60 * MIN, 'crs'],
    ['1 h and 1 ms after end', end + 60 * MIN + 1, 'library'],
  ])('no query, not live: %s → %s', (_label, now, expected) => {
    expect(eventOverlayMode({ event, now })).toBe(expected);
  });

  it('a live event is live whatever the time', () => {
    expect(eventOverlayMode({ event, now: end + 2 * 60 * MIN, isLive: true })).toBe('live');
  });

  it.each([
    ['5 min 1 ms before start', start - 5 * MIN - 1, null],
    ['5 min before start', start - 5 * MIN, 'live'],
    ['during', start + MIN, 'live'],
    ['10 min after end', end + 10 * MIN, 'live'],
    ['10 min 1 ms after end', end + 10 * MIN + 1, 'crs'],
    ['2 h after end', end + 120 * MIN, 'library'],
  ])('query mode live only inside its window: %s → %s', (_label, now, expected) => {
    expect(eventOverlayMode({ event, now, queryMode: 'live' })).toBe(expected);
  });

  it.each([
    ['library', start - 60 * MIN, false, 'library'],
    ['crs', end + 120 * MIN, false, 'crs'],
    ['crs', start, true, 'crs'],
    ['LIBRARY', start, false, 'library'],
    ['unknown', start, false, 'crs'],
    ['', start, false, 'crs'],
    [42, start, false, 'crs'],
  ])('query mode %j overrides unless live (now %s, live %s) → %s', (queryMode, now, isLive, expected) => {
    expect(eventOverlayMode({ event, now, isLive, queryMode })).toBe(expected);
  });

  it.each([null, {}, { datestart: 'bad', dateend: 'bad' }, 'event'])('malformed event %j → null (no throw)', (bad) => {
    expect(eventOverlayMode({ event: bad, now: start })).toBeNull();
    expect(eventOverlayMode({ event: bad, now: start, isLive: true })).toBe('live');
    expect(eventOverlayMode({ event: bad, now: start, queryMode: 'live' })).toBeNull();
  });

  it('an event without an end uses its start as end', () => {
    expect(eventOverlayMode({ event: { datestart: event.datestart }, now: start + 61 * MIN })).toBe('library');
  });
});

describe('spec 3 §2 Event overlay dialog button order: details link, meet-the-experts, live (not onsiteOnly), view in library', () => {
  const full = { eventDetailsLink: 'https://x/details', meetTheExpertsLink: 'https://x/mte' };

  it('lists the applicable buttons in order', () => {
    expect(overlayButtons(full, 'live').map((b) => b.kind)).toEqual(['eventDetails', 'meetTheExperts', 'live']);
    expect(overlayButtons(full, 'library').map((b) => b.kind)).toEqual(['eventDetails', 'meetTheExperts', 'library']);
  });

  it.each([
    [full, 'live', { kind: 'eventDetails', href: 'https://x/details' }],
    [{ ...full, eventDetailsLink: '' }, 'live', { kind: 'meetTheExperts', href: 'https://x/mte' }],
    [{}, 'live', { kind: 'live' }],
    [{ onsiteOnly: 'true' }, 'live', null],
    [{ onsiteOnly: 'false' }, 'live', { kind: 'live' }],
    [{ onsiteOnly: 'true' }, 'library', { kind: 'library' }],
    [{}, 'crs', { kind: 'library' }],
    [{}, null, null],
    [null, 'live', { kind: 'live' }],
  ])('%j in mode %s → %j', (ev, mode, expected) => {
    expect(overlayButton(ev, mode as never)).toEqual(expected);
  });
});
