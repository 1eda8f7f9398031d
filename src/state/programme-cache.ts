/**
 * The offline programme cache on IndexedDB: a thin adapter over the rules of core `offline/programme-cache.ts`.
 * IndexedDB and not a service worker: a worker is registered for the host page's origin and scope, so a widget
 * embedded on another domain cannot have one; IndexedDB works in any page and under any CSP. The database is the host
 * page's (the SDK runs in its origin), under a name of ours that no host uses. Every failure (no IndexedDB, private mode, quota) resolves, never throws: the widget then
 * works for the page's lifetime and says it cannot keep the programme.
 */
import {
  evictionsFor,
  readMeta,
  readRecord,
  toRecord,
  type CachedProgramme,
  type Programme,
  type ProgrammeCacheLimits,
} from '../core/offline/programme-cache';

const DB_NAME = 'congress-portal-offline';
const PROGRAMMES = 'programmes';
const META = 'meta';
const STORES = [PROGRAMMES, META];

export interface ProgrammeRead {
  /** The programme kept for the key, null when none (or it was unreadable and is now deleted). */
  programme: CachedProgramme | null;
  /** False when the browser keeps nothing (IndexedDB missing or refused). */
  storage: boolean;
}

export interface ProgrammeStore {
  read(key: string, now: number): Promise<ProgrammeRead>;
  /** Resolves false when the programme could not be kept (storage refused or full). */
  write(key: string, programme: Programme, now: number): Promise<boolean>;
}

const done = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });

const result = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

function open(factory: IDBFactory, version?: number): Promise<IDBDatabase> {
  const request = version === undefined ? factory.open(DB_NAME) : factory.open(DB_NAME, version);
  request.onupgradeneeded = () => {
    for (const name of STORES)
      if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name);
  };
  return result(request).then((db) => {
    // A database of this name without our stores (opened first by other code of the page) is upgraded to have them.
    if (!STORES.every((name) => db.objectStoreNames.contains(name))) {
      db.close();
      return open(factory, db.version + 1);
    }
    // Another tab of a newer SDK upgrades the database: let it, this page keeps its programme in memory.
    db.onversionchange = () => db.close();
    return db;
  });
}

/** One line per page and problem (unreadable entry, storage refused), naming it. */
const warned = new Set<string>();
function warnOnce(kind: string, message: string, cause?: unknown): void {
  if (warned.has(kind)) return;
  warned.add(kind);
  console.warn(`[CongressPortal] ${message}`, ...(cause === undefined ? [] : [cause]));
}

/**
 * The store over `factory` (the page's `indexedDB` by default; tests pass fake-indexeddb).
 *
 * @example
 * const store = createProgrammeStore();
 * const { programme } = await store.read(programmeKey(api.base, client, project), Date.now());
 */
export function createProgrammeStore(
  factory: IDBFactory | undefined = globalThis.indexedDB,
  limits?: ProgrammeCacheLimits,
): ProgrammeStore {
  let db: Promise<IDBDatabase> | undefined;
  const connect = () => {
    // Private modes refuse IndexedDB by throwing on open() or failing the request; some browsers lack it.
    db ??= Promise.resolve()
      .then(() => {
        if (!factory) throw new Error('IndexedDB is not available');
        return open(factory);
      })
      .catch((error) => {
        warnOnce(
          'storage',
          'this browser keeps no data (IndexedDB refused): the programme is not kept offline.',
          error,
        );
        throw error;
      });
    return db;
  };
  return {
    async read(key, now) {
      let database: IDBDatabase;
      try {
        database = await connect();
      } catch {
        return { programme: null, storage: false };
      }
      try {
        const value = await result(database.transaction(PROGRAMMES).objectStore(PROGRAMMES).get(key));
        if (value === undefined) return { programme: null, storage: true };
        const programme = readRecord(value, key, now);
        if (!programme) {
          warnOnce(`entry:${key}`, `the offline programme kept for ${key} is unreadable; it is discarded.`);
          const tx = database.transaction([PROGRAMMES, META], 'readwrite');
          tx.objectStore(PROGRAMMES).delete(key);
          tx.objectStore(META).delete(key);
          await done(tx).catch(() => undefined);
        }
        return { programme, storage: true };
      } catch {
        return { programme: null, storage: true };
      }
    },
    async write(key, programme, now) {
      const record = toRecord(key, programme, now, limits);
      if (!record) return false;
      let database: IDBDatabase;
      try {
        database = await connect();
      } catch {
        return false; // already said: storage refused
      }
      try {
        const tx = database.transaction([PROGRAMMES, META], 'readwrite');
        const meta = tx.objectStore(META);
        const stored = (await result(meta.getAll())) as unknown[];
        const keys = (await result(meta.getAllKeys())) as IDBValidKey[];
        // A meta entry that is not one cannot be weighed: its project goes.
        const broken = keys.filter((_, i) => !readMeta(stored[i]));
        const valid = stored.map(readMeta).filter((m) => m !== null);
        for (const gone of [...broken, ...evictionsFor(valid, record, limits)]) {
          tx.objectStore(PROGRAMMES).delete(gone);
          meta.delete(gone);
        }
        tx.objectStore(PROGRAMMES).put(record, key);
        meta.put({ key, savedAt: record.savedAt, bytes: record.bytes }, key);
        await done(tx);
        return true;
      } catch (error) {
        warnOnce('full', 'the programme could not be kept offline (storage full or refused).', error);
        return false;
      }
    },
  };
}
