import { describe, expect, it } from 'vitest';
import {
  buildColumns,
  groupByDay,
  layoutDay,
  nextSessionIndex,
  normalizeTimetableSettings,
  toSessions,
} from '../../../../src/core/timetable';

const settings = normalizeTimetableSettings({});
const ev = (id: number, slug: string, hhmm: string) => ({
  id,
  slug: `s${id}`,
  title: `S${id}`,
  channelSlug: slug,
  datestart: `2026-03-04T${hhmm}:00+01:00`,
});
const sessions = toSessions(
  [ev(1, 'a', '09:00'), ev(2, 'a', '10:00'), ev(3, 'b', '09:50'), ev(4, 'd', '08:00')],
  settings,
);
const { columns, columnOf } = buildColumns(
  [{ slug: 'a' }, { slug: 'b' }, { slug: 'c' }, { slug: 'd' }],
  sessions,
  settings,
);
const layout = layoutDay([...groupByDay(sessions, 'Europe/Berlin', 5).values()][0], columns, columnOf, 7, 19);
const idOf = (i: number | null) => (i === null ? null : layout.placed[i].zoned.session.id);
const indexOf = (id: string) => layout.placed.findIndex((p) => p.zoned.session.id === id);

describe('issue 5 §6 Timetable keyboard: arrow keys move between sessions (roving tabindex)', () => {
  it.each([
    ['down in the room', '1', 'ArrowDown', '2'],
    ['up in the room', '2', 'ArrowUp', '1'],
    ['down at the last session stays', '2', 'ArrowDown', null],
    ['right to the nearest start in the next room', '2', 'ArrowRight', '3'],
    ['right skips an empty room', '3', 'ArrowRight', '4'],
    ['left from the first room stays', '1', 'ArrowLeft', null],
    ['Home to the first of the room', '2', 'Home', '1'],
    ['End to the last of the room', '1', 'End', '2'],
    ['other keys do nothing', '1', 'a', null],
  ])('%s', (_n, from, key, to) => {
    expect(idOf(nextSessionIndex(layout, indexOf(from), key))).toBe(to);
  });
});
