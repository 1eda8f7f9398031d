import { describe, expect, it } from 'vitest';
import {
  isChannelDisabledInMatrix,
  isOnAir,
  nextUpcomingEvent,
  visibleDisplayChannels,
} from '../../../../src/core/live/on-air';
import { isIgnoredInDisplay, matchesFieldValueRules } from '../../../../src/core/live/ignore-events';

const event = { id: 1, slug: 'keynote', type: 'Break', title: 'Keynote', topics: ['Cardio', 'Imaging'] };

describe('spec 3 §5 Webcast display ignoreEvents: compares field and value exactly', () => {
  it.each([
    [[{ field: 'type', value: 'Break' }], true],
    [[{ field: 'type', value: 'break' }], false],
    [[{ field: 'type', value: 'Break ' }], false],
    [[{ field: 'topics', value: 'Imaging' }], true],
    [[{ field: 'id', value: '1' }], true],
    [[{ field: 'id', value: 1 }], true],
    [[{ field: 'missing', value: 'x' }], false],
    [[{ field: '', value: 'Break' }], false],
    [[{ value: 'Break' }], false],
    [[{ field: 'type' }], false],
    [[null, 'junk', { field: 'type', value: 'Break' }], true],
    [[], false],
    [null, false],
    ['type=Break', false],
  ])('rules %j → %s', (rules, expected) => {
    expect(isIgnoredInDisplay(event, rules)).toBe(expected);
  });

  it('the same rule compares case-insensitively when asked (timetable)', () => {
    expect(matchesFieldValueRules(event, [{ field: 'type', value: 'break' }], true)).toBe(true);
    expect(matchesFieldValueRules(event, [{ field: 'topics', value: 'imaging' }], true)).toBe(true);
  });

  it.each([null, undefined, 'event', 42, []])('a malformed event %j is never ignored', (bad) => {
    expect(isIgnoredInDisplay(bad, [{ field: 'type', value: 'Break' }])).toBe(false);
  });
});

describe('spec 3 §2/§4 On air: not paused, has a current event, and (display) the event is not ignored', () => {
  it.each([
    [{ paused: false, currentEvent: event }, true],
    [{ paused: 0, currentEvent: event }, true],
    [{ currentEvent: event }, true],
    [{ paused: true, currentEvent: event }, false],
    [{ paused: 1, currentEvent: event }, false],
    [{ paused: '1', currentEvent: event }, false],
    [{ paused: 'true', currentEvent: event }, false],
    [{ paused: false, currentEvent: null }, false],
    [{ paused: false }, false],
    [{ paused: false, currentEvent: 'keynote' }, false],
    [null, false],
    [undefined, false],
    ['channel', false],
  ])('%j → %s', (channel, expected) => {
    expect(isOnAir(channel)).toBe(expected);
  });

  it('an ignored current event makes the channel off air in the display', () => {
    expect(isOnAir({ currentEvent: event }, [{ field: 'type', value: 'Break' }])).toBe(false);
    expect(isOnAir({ currentEvent: event }, [{ field: 'type', value: 'break' }])).toBe(true);
  });

  it('off-air channels show only with showOffAir', () => {
    const channels = [{ slug: 'a', currentEvent: event }, { slug: 'b', paused: true, currentEvent: event }, null];
    expect(visibleDisplayChannels(channels, false).map((c) => c.slug)).toEqual(['a']);
    expect(visibleDisplayChannels(channels, 1).map((c) => c.slug)).toEqual(['a', 'b']);
    expect(visibleDisplayChannels('bad', true)).toEqual([]);
  });

  it('the channel matrix disables off-air channels only when disableOffAir is set', () => {
    expect(isChannelDisabledInMatrix({ paused: true }, true)).toBe(true);
    expect(isChannelDisabledInMatrix({ paused: true }, false)).toBe(false);
    expect(isChannelDisabledInMatrix({ currentEvent: event }, true)).toBe(false);
  });
});

describe('spec 3 §4 Off air: the next upcoming event is the earliest with status 2 starting in the future, not ignored', () => {
  const now = Date.parse('2026-03-04T10:00:00Z');
  const ev = (slug: string, datestart: unknown, status: unknown = 2, type = 'Talk') => ({
    slug,
    datestart,
    status,
    type,
  });

  it('picks the earliest future event with status 2', () => {
    const channel = {
      events: [
        ev('later', '2026-03-04T14:00:00Z'),
        ev('past', '2026-03-04T09:00:00Z'),
        ev('wrong-status', '2026-03-04T10:30:00Z', 6),
        ev('soon', '2026-03-04T11:00:00+01:00'),
        ev('string-status', '2026-03-04T12:00:00Z', '2'),
      ],
    };
    expect(nextUpcomingEvent(channel, now)?.slug).toBe('string-status');
  });

  it('an event starting exactly now is not in the future', () => {
    expect(nextUpcomingEvent({ events: [ev('now', '2026-03-04T10:00:00Z')] }, now)).toBeNull();
    expect(nextUpcomingEvent({ events: [ev('next', '2026-03-04T10:00:00.001Z')] }, now)?.slug).toBe('next');
  });

  it('skips ignored events (exact comparison)', () => {
    const channel = { events: [ev('break', '2026-03-04T11:00:00Z', 2, 'Break'), ev('talk', '2026-03-04T12:00:00Z')] };
    expect(nextUpcomingEvent(channel, now, [{ field: 'type', value: 'Break' }])?.slug).toBe('talk');
  });

  it.each([
    null,
    {},
    { events: null },
    { events: 'x' },
    { events: [null, 1, ev('bad', 'not a date'), ev('none', null)] },
  ])('malformed channel %j → null', (channel) => {
    expect(nextUpcomingEvent(channel, now)).toBeNull();
  });
});
