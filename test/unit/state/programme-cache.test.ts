import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { programmeKey } from '../../../src/core/offline/programme-cache';
import { createProgrammeStore } from '../../../src/state/programme-cache';

const programme = (n: number) => ({
  channels: [{ slug: 'hall-a' }],
  events: [{ id: String(n), title: 'x'.repeat(n) }],
});
const key = (p: string) => programmeKey('https://api.example.org', 'demo', p);

afterEach(() => vi.restoreAllMocks());

/** Writes a raw value under a programme key, as another SDK version or a damaged profile would have left it. */
async function putRaw(factory: IDBFactory, k: string, value: unknown): Promise<void> {
  await createProgrammeStore(factory).read('warm-up', 0); // creates the database
  const db = await new Promise<IDBDatabase>((resolve) => {
    const r = factory.open('congress-portal-offline');
    r.onsuccess = () => resolve(r.result);
  });
  const tx = db.transaction(['programmes', 'meta'], 'readwrite');
  tx.objectStore('programmes').put(value, k);
  tx.objectStore('meta').put({ key: k, savedAt: 1, bytes: 1 }, k);
  await new Promise((resolve) => {
    tx.oncomplete = resolve;
  });
  db.close();
}

describe('offline programme cache on IndexedDB (deliverable 4)', () => {
  it('keeps the last programme per project and reads it back with its save time', async () => {
    const store = createProgrammeStore(new IDBFactory());
    expect(await store.read(key('a'), 10)).toEqual({ programme: null, storage: true });
    expect(await store.write(key('a'), programme(1), 100)).toBe(true);
    expect(await store.write(key('a'), programme(2), 200)).toBe(true);
    expect(await store.read(key('a'), 300)).toEqual({ programme: { ...programme(2), savedAt: 200 }, storage: true });
  });

  it('repairs a database of its name that lacks the stores (opened first by other code of the page)', async () => {
    const factory = new IDBFactory();
    await new Promise<void>((resolve) => {
      const r = factory.open('congress-portal-offline', 1);
      r.onsuccess = () => {
        r.result.close();
        resolve();
      };
    });
    const store = createProgrammeStore(factory);
    expect(await store.write(key('a'), programme(1), 100)).toBe(true);
    expect((await store.read(key('a'), 200)).programme?.savedAt).toBe(100);
  });

  it('evicts the least recently saved project over the project bound', async () => {
    const store = createProgrammeStore(new IDBFactory(), { maxProjects: 2, maxBytes: 10_000 });
    await store.write(key('a'), programme(1), 1);
    await store.write(key('b'), programme(1), 2);
    await store.write(key('c'), programme(1), 3);
    expect((await store.read(key('a'), 9)).programme).toBeNull();
    expect((await store.read(key('b'), 9)).programme?.savedAt).toBe(2);
    expect((await store.read(key('c'), 9)).programme?.savedAt).toBe(3);
  });

  it('evicts the oldest projects over the byte bound, and does not store a programme over it alone', async () => {
    const store = createProgrammeStore(new IDBFactory(), { maxProjects: 8, maxBytes: 300 });
    await store.write(key('a'), programme(100), 1);
    await store.write(key('b'), programme(100), 2);
    expect((await store.read(key('a'), 9)).programme).toBeNull();
    expect(await store.write(key('c'), programme(400), 3)).toBe(false);
    expect((await store.read(key('b'), 9)).programme?.savedAt).toBe(2);
  });

  it.each([
    ['a value of another version', 'v', { v: 99, key: key('v'), savedAt: 1, bytes: 2, json: '{}' }],
    ['a damaged value', 'd', { v: 1, key: key('d'), savedAt: 1, bytes: 5, json: '{"cha' }],
    ['a foreign value', 'f', 'not a programme'],
  ])('discards %s (one console line) so the widget loads from the network', async (_name, p, value) => {
    const factory = new IDBFactory();
    await putRaw(factory, key(p), value);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createProgrammeStore(factory);
    expect(await store.read(key(p), 9)).toEqual({ programme: null, storage: true });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('unreadable');
    // Deleted, not read again: the next read finds nothing.
    const raw = await new Promise<unknown>((resolve) => {
      const r = factory.open('congress-portal-offline');
      r.onsuccess = () => {
        const g = r.result.transaction('programmes').objectStore('programmes').get(key(p));
        g.onsuccess = () => resolve(g.result);
      };
    });
    expect(raw).toBeUndefined();
  });

  it('storage refused (private mode): reads say so, writes resolve false, one console line', async () => {
    const refusing = {
      open() {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError');
      },
    } as unknown as IDBFactory;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createProgrammeStore(refusing);
    expect(await store.read(key('a'), 1)).toEqual({ programme: null, storage: false });
    expect(await store.write(key('a'), programme(1), 1)).toBe(false);
    expect(warn.mock.calls.filter((c) => String(c[0]).includes('IndexedDB refused')).length).toBeLessThanOrEqual(1);
    expect(await createProgrammeStore(undefined).read(key('a'), 1)).toEqual({ programme: null, storage: false });
  });

  it('storage full: the write resolves false instead of throwing', async () => {
    const factory = new IDBFactory();
    const store = createProgrammeStore(factory);
    await store.read(key('a'), 0);
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await store.write(key('a'), programme(1), 1)).toBe(false);
  });
});
