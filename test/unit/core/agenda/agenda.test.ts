import { describe, expect, it } from 'vitest';
import {
  EMPTY_RECORD,
  agendaDayLabel,
  agendaDayOf,
  agendaDays,
  agendaMoment,
  agendaTime,
  applyPending,
  mergeGuestIntoAccount,
  parseRecord,
  pendingEvents,
  queueOp,
  reconcile,
  recordSnapshots,
  serializeRecord,
  sessionChange,
  settle,
  visibleIds,
  type AgendaEntry,
  type PendingOp,
} from '../../../../src/core/agenda';

const add = (id: string, at = 1): PendingOp => ({ id, op: 'add', at });
const remove = (id: string, at = 1): PendingOp => ({ id, op: 'remove', at });

describe('One agenda: sign-in merges the guest list into the account', () => {
  it('nothing lost: every guest session the basket lacks becomes an ADD, oldest first', () => {
    expect(mergeGuestIntoAccount(['b', 'a'], ['x'], [], 5)).toEqual([add('a', 5), add('b', 5)]);
  });
  it('no duplicates: sessions the account already has are not added again', () => {
    expect(mergeGuestIntoAccount(['a', 'x', 'a'], ['x'], [], 5)).toEqual([add('a', 5)]);
  });
  it('nothing is removed from the account', () => {
    const ops = mergeGuestIntoAccount([], ['x', 'y'], [], 5);
    expect(applyPending(['x', 'y'], ops)).toEqual(['x', 'y']);
  });
  it('sessions already queued keep their own (newer) wish', () => {
    expect(mergeGuestIntoAccount(['a', 'b'], [], [remove('a', 9)], 5)).toEqual([remove('a', 9), add('b', 5)]);
  });
  it('guest 2 + account 1 overlapping + 1 other → 3 sessions, the overlap once', () => {
    const ops = mergeGuestIntoAccount(['s1', 's2'], ['s2', 's3'], [], 5);
    expect(new Set(applyPending(['s2', 's3'], ops))).toEqual(new Set(['s1', 's2', 's3']));
    expect(applyPending(['s2', 's3'], ops)).toHaveLength(3);
  });
});

describe('One agenda: pending changes survive reload and offline and are sent as basket events', () => {
  it('the newest wish per session replaces an older one', () => {
    expect(queueOp([add('a', 1), add('b', 1)], remove('a', 2))).toEqual([add('b', 1), remove('a', 2)]);
  });
  it('pending changes are applied on top of the confirmed list, new stars first', () => {
    expect(applyPending(['x', 'y'], [add('a'), remove('x'), add('y')])).toEqual(['y', 'a']);
  });
  it('pending ops become basket events of item_type event with their click time', () => {
    expect(pendingEvents([add('a', 0), remove('b', 1000)])).toEqual([
      { event: 'ADD_ITEM', item_type: 'event', item_id: 'a', timestamp: '1970-01-01T00:00:00.000Z' },
      { event: 'REMOVE_ITEM', item_type: 'event', item_id: 'b', timestamp: '1970-01-01T00:00:01.000Z' },
    ]);
  });
  it('at most 200 events go in one request (the basket API limit)', () => {
    const many = Array.from({ length: 250 }, (_, i) => add(String(i)));
    expect(pendingEvents(many)).toHaveLength(200);
  });
  it('confirmed ops leave the queue; a session changed again while sending stays queued (idempotent retry)', () => {
    const sent = [add('a', 1), add('b', 1)];
    expect(settle([add('a', 1), remove('b', 2), add('c', 3)], sent)).toEqual([remove('b', 2), add('c', 3)]);
    expect(settle(settle(sent, sent), sent)).toEqual([]);
  });
});

describe('One agenda: a polled basket is reconciled with local pending ops', () => {
  const record = { ...EMPTY_RECORD, owner: 'u1', ids: ['x'], pending: [add('a')] };
  it("the server's event ids become the confirmed list; other item types are not the agenda's", () => {
    const next = reconcile(record, [
      { item_type: 'event', item_id: 'y' },
      { item_type: 'congressresource', item_id: 'r' },
      { item_type: 'event', item_id: 7 },
    ]);
    expect(next.ids).toEqual(['y', '7']);
  });
  it('a star not yet confirmed stays visible after a poll that did not include it', () => {
    expect(visibleIds(reconcile(record, [{ item_type: 'event', item_id: 'y' }]))).toEqual(['a', 'y']);
  });
  it('an unchanged poll keeps the same record (nothing re-renders)', () => {
    expect(reconcile(record, [{ item_type: 'event', item_id: 'x' }])).toBe(record);
  });
  it('a malformed answer is read as an empty basket, never thrown', () => {
    expect(reconcile(record, null).ids).toEqual([]);
  });
});

describe('Now and next: sessions moved or withdrawn since saving are marked', () => {
  const saved = { start: 1000, end: 2000, room: 'Hall A', title: 'Keynote' };
  it('unchanged: no mark', () => {
    expect(sessionChange(saved, { start: 1000, end: 2000, room: 'Hall A' })).toBeNull();
  });
  it('a new time is a move in time', () => {
    expect(sessionChange(saved, { start: 1500, end: 2500, room: 'Hall A' })).toMatchObject({
      kind: 'moved',
      time: true,
      room: false,
    });
  });
  it('a new room is a move in room', () => {
    expect(sessionChange(saved, { start: 1000, end: 2000, room: 'Hall B' })).toMatchObject({
      kind: 'moved',
      time: false,
      room: true,
    });
  });
  it('gone from the programme: withdrawn, with what it was', () => {
    expect(sessionChange(saved, null)).toEqual({ kind: 'withdrawn', was: saved });
  });
  it('nothing recorded at saving: no mark', () => {
    expect(sessionChange(undefined, null)).toBeNull();
  });
  it('a session saved elsewhere gets its snapshot the first time it is seen; recorded ones are kept', () => {
    const now = { start: 5, end: 6, room: 'R', title: 'T' };
    const out = recordSnapshots({ a: saved, gone: saved }, ['a', 'b'], () => now);
    expect(out).toEqual({ a: saved, b: now });
  });
  it('snapshots already complete come back as the same object', () => {
    const map = { a: saved };
    expect(recordSnapshots(map, ['a'], () => null)).toBe(map);
  });
});

describe('Now and next: per day, in the project zone', () => {
  const at = (iso: string) => Date.parse(iso);
  const entry = (id: string, start: string, end: string, change: AgendaEntry['change'] = null): AgendaEntry => ({
    id,
    title: id,
    start: at(start),
    end: at(end),
    room: `Room ${id}`,
    change,
  });
  const list = [
    entry('later', '2026-06-01T14:00:00Z', '2026-06-01T15:00:00Z'),
    entry('on', '2026-06-01T09:30:00Z', '2026-06-01T10:30:00Z'),
    entry('over', '2026-06-01T07:00:00Z', '2026-06-01T08:00:00Z'),
    entry('soon', '2026-06-01T11:00:00Z', '2026-06-01T12:00:00Z'),
    entry('tomorrow', '2026-06-02T08:00:00Z', '2026-06-02T09:00:00Z'),
    entry('yesterday', '2026-05-31T08:00:00Z', '2026-05-31T09:00:00Z'),
  ];
  const days = agendaDays(list, at('2026-06-01T10:00:00Z'), 'Europe/Berlin', 0);
  it('days that are over are left out; the rest in order', () => {
    expect(days).toHaveLength(2);
    expect(days[0].entries.map((e) => e.entry.id)).toEqual(['over', 'on', 'soon', 'later']);
  });
  it('today: what is on now and the next to begin', () => {
    expect(days[0].now.map((e) => e.id)).toEqual(['on']);
    expect(days[0].next?.id).toBe('soon');
    expect(days[0].entries.map((e) => e.state)).toEqual(['past', 'now', 'next', 'later']);
  });
  it('after the congress every day is over: all are shown, nothing on now or next', () => {
    const after = agendaDays(list, at('2026-07-01T10:00:00Z'), 'Europe/Berlin', 0);
    expect(after).toHaveLength(3);
    expect(after.every((d) => d.now.length === 0 && d.next === null)).toBe(true);
  });
  it('a later day: nothing on now, its first session is next', () => {
    expect(days[1].now).toEqual([]);
    expect(days[1].next?.id).toBe('tomorrow');
  });
  it('a withdrawn session is listed but never now or next', () => {
    const w = entry('w', '2026-06-01T09:45:00Z', '2026-06-01T10:15:00Z', {
      kind: 'withdrawn',
      was: { start: 0, end: 1, room: '', title: 'w' },
    });
    const d = agendaDays([w, list[3]], at('2026-06-01T10:00:00Z'), 'Europe/Berlin', 0);
    expect(d[0].now).toEqual([]);
    expect(d[0].next?.id).toBe('soon');
    expect(d[0].entries[0].state).toBe('later');
  });
  it('days follow the zone: 23:30 UTC is the next day in Berlin', () => {
    const late = entry('late', '2026-06-01T23:30:00Z', '2026-06-02T00:30:00Z');
    const [d] = agendaDays([late], at('2026-06-01T10:00:00Z'), 'Europe/Berlin', 0);
    expect(d.day).toBe(Math.floor(at('2026-06-02T00:00:00Z') / 86_400_000));
  });
});

describe('One agenda: the stored record', () => {
  it('round-trips', () => {
    const r = {
      owner: 'u1',
      ids: ['a'],
      pending: [add('b', 3)],
      saved: { a: { start: 1, end: 2, room: 'R', title: 'T' } },
    };
    expect(parseRecord(serializeRecord(r))).toEqual(r);
  });
  it.each([
    ['nothing', null],
    ['not JSON', '{oops'],
    ['a number', '42'],
  ])('%s reads as an empty guest list', (_, text) => {
    expect(parseRecord(text)).toEqual(EMPTY_RECORD);
  });
  it('an old timetable list (array of ids) becomes a guest list', () => {
    expect(parseRecord('["a","b","a",3,null]')).toEqual({ ...EMPTY_RECORD, ids: ['a', 'b', '3'] });
  });
  it('malformed fields are dropped one by one', () => {
    const r = parseRecord(
      JSON.stringify({
        owner: 5,
        ids: 'x',
        pending: [
          { id: 'a', op: 'star', at: 1 },
          { id: 'b', op: 'add', at: 2 },
        ],
        saved: { a: { start: 'x' }, b: { start: 1, end: 2 } },
      }),
    );
    expect(r).toEqual({
      owner: '5',
      ids: [],
      pending: [add('b', 2)],
      saved: { b: { start: 1, end: 2, room: '', title: '' } },
    });
  });
});

describe('Now and next: dates in the project zone (Intl only)', () => {
  it.each([
    ['winter: 08:00 UTC is 09:00 in Berlin', '2026-03-04T08:00:00Z', '09:00'],
    ['summer: 08:00 UTC is 10:00 in Berlin', '2026-07-01T08:00:00Z', '10:00'],
    ['midnight reads 00:00, not 24:00', '2026-03-04T23:00:00Z', '00:00'],
  ])('%s', (_, iso, time) => {
    expect(agendaTime(Date.parse(iso), 'Europe/Berlin')).toBe(time);
  });
  it('the day heading and the "was" moment name the zone\'s day', () => {
    const at = Date.parse('2026-03-04T23:30:00Z');
    expect(agendaDayLabel(agendaDayOf(at, 'Europe/Berlin'), 'en')).toBe('Thursday, March 5, 2026');
    expect(agendaMoment(at, 'Europe/Berlin', 'de')).toBe('Do., 5. März 00:30');
  });
});
