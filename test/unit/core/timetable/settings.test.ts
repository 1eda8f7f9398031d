import { describe, expect, it } from 'vitest';
import { TIMETABLE_DEFAULTS } from '../../../../src/core/constants';
import { normalizeTimetableSettings } from '../../../../src/core/timetable';

describe('spec 3 §9 Timetable defaults', () => {
  it('uses timezone Europe/Berlin, channelsPerView 6, scale 6, defaultDuration 30, hours 7–19, time marker on', () => {
    expect(normalizeTimetableSettings(undefined)).toMatchObject(TIMETABLE_DEFAULTS);
    expect(TIMETABLE_DEFAULTS).toEqual({
      timezone: 'Europe/Berlin',
      channelsPerView: 6,
      scale: 6,
      defaultDuration: 30,
      scheduleStartHr: 7,
      scheduleEndHr: 19,
      showTimeMarker: true,
    });
  });
});

describe('spec 3 §3 Timetable settings are read tolerantly', () => {
  it.each([
    ['numbers as strings', { channelsPerView: '4', scale: '12' }, { channelsPerView: 4, scale: 12 }],
    ['unknown zone falls back', { timezone: 'Mars/Base' }, { timezone: 'Europe/Berlin' }],
    [
      'comma lists',
      { channelOrder: 'b, a', ignoredChannels: 'x,,y' },
      { channelOrder: ['b', 'a'], ignoredChannels: ['x', 'y'] },
    ],
    ['end before start', { scheduleStartHr: 10, scheduleEndHr: 9 }, { scheduleStartHr: 10, scheduleEndHr: 11 }],
    ['flags as text', { showTimeMarker: 'false', searchEnabled: 0 }, { showTimeMarker: false, searchEnabled: false }],
    ['add-to-calendar modes', { showAddToCalendarButton: 'always' }, { showAddToCalendarButton: 'always' }],
    ['bad add-to-calendar mode', { showAddToCalendarButton: 'sometimes' }, { showAddToCalendarButton: 'future' }],
    ['initial view list', { initialView: 'list' }, { initialView: 'list' }],
    [
      'ignoreEvents as JSON text',
      { ignoreEvents: '[{"field":"type","value":"Break"}]' },
      { ignoreEvents: [{ field: 'type', value: 'Break' }] },
    ],
    [
      'channelMappings as object',
      { channelMappings: { 'hall-a2': 'hall-a' } },
      { channelMappings: { 'hall-a2': 'hall-a' } },
    ],
    ['channelMappings as pairs', { channelMappings: [{ from: 'x', to: 'y' }] }, { channelMappings: { x: 'y' } }],
  ])('%s', (_n, raw, expected) => {
    expect(normalizeTimetableSettings(raw)).toMatchObject(expected);
  });
});
