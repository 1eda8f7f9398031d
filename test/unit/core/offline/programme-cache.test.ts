import { describe, expect, it } from 'vitest';
import {
  PROGRAMME_CACHE_VERSION,
  evictionsFor,
  programmeKey,
  readMeta,
  readRecord,
  toRecord,
} from '../../../../src/core/offline/programme-cache';

const key = programmeKey('https://api.example.org', 'demo', 'esc2026');
const programme = { channels: [{ slug: 'hall-a' }], events: [{ id: '1', title: 'Opening' }] };
const limits = { maxProjects: 3, maxBytes: 1000 };

describe('offline programme cache (deliverable 4): what is stored and read back', () => {
  it('a programme round-trips with the time it was saved', () => {
    const record = toRecord(key, programme, 1000)!;
    expect(record).toMatchObject({ v: PROGRAMME_CACHE_VERSION, key, savedAt: 1000 });
    expect(record.bytes).toBe(record.json.length);
    expect(readRecord(record, key, 2000)).toEqual({ ...programme, savedAt: 1000 });
  });
  it("the widgets' settings round-trip with the programme, by widget name, and count towards its size", () => {
    const settings = { default: { timezone: 'Europe/Berlin' }, list: { initialView: 'list' } };
    const record = toRecord(key, { ...programme, settings }, 1000)!;
    expect(readRecord(record, key, 2000)).toEqual({ ...programme, settings, savedAt: 1000 });
    expect(record.bytes).toBeGreaterThan(toRecord(key, programme, 1000)!.bytes);
  });
  it('the key names API base, client and project, so two clients never share a programme', () => {
    expect(programmeKey('https://a', 'x', 'p')).not.toBe(programmeKey('https://a', 'y', 'p'));
    expect(programmeKey('https://a', 'x', 'p')).not.toBe(programmeKey('https://b', 'x', 'p'));
  });
  it('a programme alone over the size bound is not stored (it would evict every other project)', () => {
    expect(toRecord(key, { channels: [], events: [{ t: 'x'.repeat(2000) }] }, 1, limits)).toBeNull();
  });
  const good = toRecord(key, programme, 1000)!;
  const json = (text: string) => ({ ...good, json: text, bytes: text.length });
  it.each([
    ['another version', { ...good, v: PROGRAMME_CACHE_VERSION + 1 }],
    ['an older version', { ...good, v: 0 }],
    ['another project’s record', { ...good, key: 'other' }],
    ['JSON that does not parse', { ...good, json: '{"channels":[', bytes: 13 }],
    ['a truncated value (length differs from its size)', { ...good, json: good.json.slice(0, -1) }],
    ['lists missing', { ...good, json: '{"events":[]}', bytes: 13 }],
    ['events that are not objects', { ...good, json: '{"channels":[],"events":[1]}', bytes: 28 }],
    ['a save time in the future', { ...good, savedAt: 5000 }],
    ['a save time that is not a number', { ...good, savedAt: 'yesterday' }],
    ['settings that are not an object', json('{"channels":[],"events":[],"settings":[1]}')],
    ["a widget's settings that are not an object", json('{"channels":[],"events":[],"settings":{"default":"x"}}')],
    ['a foreign value', 'hello'],
    ['an array', [good]],
    ['null', null],
  ])('a corrupted or foreign-shaped entry is discarded: %s', (_name, value) => {
    expect(readRecord(value, key, 2000)).toBeNull();
  });
  it('meta entries that are not ones are told apart', () => {
    expect(readMeta({ key: 'a', savedAt: 1, bytes: 2 })).toEqual({ key: 'a', savedAt: 1, bytes: 2 });
    expect(readMeta({ key: 'a', savedAt: '1', bytes: 2 })).toBeNull();
    expect(readMeta({ key: 'a', savedAt: 1, bytes: -1 })).toBeNull();
    expect(readMeta(undefined)).toBeNull();
  });
});

describe('offline programme cache (deliverable 4): size-bounded, oldest projects evicted', () => {
  const meta = (k: string, savedAt: number, bytes = 100) => ({ key: k, savedAt, bytes });
  it('nothing is evicted while both bounds hold', () => {
    expect(evictionsFor([meta('a', 1), meta('b', 2)], meta('c', 3), limits)).toEqual([]);
  });
  it('over the project count, the least recently saved project goes', () => {
    expect(evictionsFor([meta('b', 2), meta('a', 1), meta('c', 3)], meta('d', 4), limits)).toEqual(['a']);
  });
  it('over the byte bound, the oldest go until the new programme fits', () => {
    expect(evictionsFor([meta('a', 1, 400), meta('b', 2, 400)], meta('c', 3, 500), limits)).toEqual(['a']);
    expect(evictionsFor([meta('a', 1, 400), meta('b', 2, 400)], meta('c', 3, 900), limits)).toEqual(['a', 'b']);
  });
  it('a project saved again replaces its own copy and counts once', () => {
    expect(evictionsFor([meta('a', 1, 600), meta('b', 2, 300)], meta('a', 3, 600), limits)).toEqual([]);
  });
});
