import { describe, expect, it } from 'vitest';
import {
  buildColumns,
  groupByDay,
  layoutDay,
  normalizeTimetableSettings,
  toSessions,
} from '../../../../src/core/timetable';

const zone = 'Europe/Berlin';
const channels = [
  { id: 1, slug: 'hall-b', title: 'Hall B', sort: 2 },
  { id: 2, slug: 'hall-a', title: 'Hall A', sort: 1 },
  { id: 3, slug: 'hall-c', title: 'Hall C', sort: 3 },
  { id: 4, slug: 'hall-a2', title: 'Hall A overflow', sort: 4 },
];
const at = (h: string, m: number, channelSlug: string, id: number, extra: Record<string, unknown> = {}) => ({
  id,
  slug: `s${id}`,
  title: `S${id}`,
  channelSlug,
  datestart: `2026-03-04T${h}:00+01:00`,
  dateend: new Date(Date.parse(`2026-03-04T${h}:00+01:00`) + m * 60000).toISOString(),
  ...extra,
});

function layout(events: unknown[], raw: Record<string, unknown> = {}, chans: unknown = channels) {
  const settings = normalizeTimetableSettings(raw);
  const sessions = toSessions(events, settings);
  const { columns, columnOf } = buildColumns(chans, sessions, settings);
  const days = groupByDay(sessions, zone, settings.dayBoundaryHr);
  const first = [...days.values()][0] ?? [];
  return { columns, l: layoutDay(first, columns, columnOf, settings.scheduleStartHr, settings.scheduleEndHr) };
}

describe('spec 3 §4 Timetable calendar placement: column by channel, row by start, height by duration', () => {
  it.each([
    ['09:00 for 60 min in hall-a', '09:00', 60, 'hall-a', 0, 120, 60],
    ['07:00 for 30 min in hall-b', '07:00', 30, 'hall-b', 1, 0, 30],
    ['18:30 for 15 min in hall-c', '18:30', 15, 'hall-c', 2, 690, 15],
  ])('%s', (_n, h, m, slug, column, top, height) => {
    const { l } = layout([at(h, m, slug, 1)], { channelSort: 'sort' });
    expect(l.placed[0]).toMatchObject({ column, top, height, lane: 0, lanes: 1 });
    expect([l.startHr, l.endHr]).toEqual([7, 19]);
  });
  it('grows the axis to whole hours for sessions outside the schedule hours', () => {
    const { l } = layout([at('06:15', 30, 'hall-a', 1), at('20:10', 30, 'hall-a', 2)]);
    expect([l.startHr, l.endHr]).toEqual([6, 21]);
    expect(l.placed.map((p) => p.top)).toEqual([15, 14 * 60 + 10]);
  });
});

describe('Timetable bad input: overlapping sessions in one channel are shown side by side, not hidden', () => {
  it('gives overlapping sessions lanes and keeps separate ones full width', () => {
    const { l } = layout([
      at('09:00', 60, 'hall-a', 1),
      at('09:30', 60, 'hall-a', 2),
      at('09:45', 10, 'hall-a', 3),
      at('11:00', 30, 'hall-a', 4),
    ]);
    const byId = Object.fromEntries(l.placed.map((p) => [p.zoned.session.id, [p.lane, p.lanes]]));
    expect(byId).toEqual({ 1: [0, 3], 2: [1, 3], 3: [2, 3], 4: [0, 1] });
  });
  it('reuses a freed lane', () => {
    const { l } = layout([at('09:00', 30, 'hall-a', 1), at('09:10', 60, 'hall-a', 2), at('09:30', 30, 'hall-a', 3)]);
    expect(l.placed.map((p) => [p.lane, p.lanes])).toEqual([
      [0, 2],
      [1, 2],
      [0, 2],
    ]);
  });
});

describe('spec 3 §3/§5 Timetable channels: ignoredChannels, channelSort, channelOrder, channelMappings', () => {
  it.each([
    ['API order without settings', {}, ['hall-b', 'hall-a', 'hall-c', 'hall-a2']],
    ['channelSort title', { channelSort: 'title' }, ['hall-a', 'hall-a2', 'hall-b', 'hall-c']],
    ['channelSort -sort', { channelSort: '-sort' }, ['hall-a2', 'hall-c', 'hall-b', 'hall-a']],
    ['channelOrder first', { channelSort: 'sort', channelOrder: 'hall-c' }, ['hall-c', 'hall-a', 'hall-b', 'hall-a2']],
    ['ignoredChannels removed', { ignoredChannels: 'hall-b,hall-a2' }, ['hall-a', 'hall-c']],
    ['mapped channel has no column', { channelMappings: { 'hall-a2': 'hall-a' } }, ['hall-b', 'hall-a', 'hall-c']],
  ])('%s', (_n, raw, slugs) => {
    expect(layout([], raw).columns.map((c) => c.slug)).toEqual(slugs);
  });
  it("a mapped channel's sessions appear in the target column", () => {
    const { columns, l } = layout([at('09:00', 30, 'hall-a2', 1)], { channelMappings: { 'hall-a2': 'hall-a' } });
    expect(columns[l.placed[0].column].slug).toBe('hall-a');
  });
  it('sessions of ignored channels are hidden', () => {
    expect(layout([at('09:00', 30, 'hall-b', 1)], { ignoredChannels: 'hall-b' }).l.placed).toEqual([]);
  });
});

describe('Timetable bad input: unknown channels, 0 or 500 channels', () => {
  it('a session of an unknown channel gets its own column after the known ones', () => {
    const { columns, l } = layout([at('09:00', 30, 'lab', 1, { channels: [{ slug: 'lab', title: 'Lab' }] })]);
    expect(columns.at(-1)).toMatchObject({ slug: 'lab', title: 'Lab', unknown: true });
    expect(l.placed[0].column).toBe(columns.length - 1);
  });
  it('no channels at all: sessions still get columns', () => {
    const { columns, l } = layout([at('09:00', 30, '', 1, { location: 'Foyer' })], {}, null);
    expect(columns).toEqual([{ key: '~', slug: '', title: 'Foyer', unknown: true }]);
    expect(l.placed).toHaveLength(1);
  });
  it('500 channels make 500 columns', () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ id: i, slug: `c${i}`, title: `C${i}` }));
    expect(layout([at('09:00', 30, 'c499', 1)], {}, many).l.placed[0].column).toBe(499);
  });
  it('an empty schedule has an axis from the schedule hours and nothing placed', () => {
    const { l } = layout([]);
    expect([l.startHr, l.endHr, l.placed.length]).toEqual([7, 19, 0]);
  });
});

describe('Timetable schedule spanning midnight: sessions after midnight stay on their listed day', () => {
  it('a 01:00 session of the next calendar date is placed below 24:00 of the previous day', () => {
    const events = [
      at('22:00', 60, 'hall-a', 1),
      { ...at('22:00', 60, 'hall-a', 2), datestart: '2026-03-05T01:00:00+01:00', dateend: '2026-03-05T02:00:00+01:00' },
    ];
    const { l } = layout(events);
    expect(l.placed.map((p) => p.top)).toEqual([(22 - 7) * 60, (25 - 7) * 60]);
    expect(l.endHr).toBe(26);
  });
});
