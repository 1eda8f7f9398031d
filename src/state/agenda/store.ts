/**
 * The attendee's agenda, one per page and client, for every view that shows it (the timetable's "My schedule" and
 * stars, the portal's favourites): core `src/core/agenda` rules over the browser's storage. A guest's list lives in
 * localStorage (one key per client; tabs follow each other by the `storage` event). A signed-in user's list is the
 * basket (item_type event): this browser keeps the last confirmed basket and the changes not yet sent, so a star
 * made offline or before a reload is sent later (./sync.ts, loaded only for a signed-in user). Storage blocked
 * (private mode, a sandboxed frame): the agenda lives for the page's lifetime.
 */
import {
  agendaStorageKey,
  EMPTY_RECORD,
  mergeGuestIntoAccount,
  parseRecord,
  queueOp,
  recordSnapshots,
  serializeRecord,
  visibleIds,
  type AgendaRecord,
  type SessionSnapshot,
} from '../../core/agenda';
import { cookieValue, parseSessionUser, SESSION_COOKIE_NAME } from '../../core/session/session-cookie';
import { createValue, type ReadonlyValue } from '../value';

export interface AgendaView {
  /** Saved session ids, newest first (pending changes applied). */
  ids: readonly string[];
  saved: Readonly<Record<string, SessionSnapshot>>;
  /** True when the list is the signed-in user's basket. */
  account: boolean;
  /** Changes waiting to be sent (offline, or on their way). */
  pending: number;
}

export interface AgendaStore extends ReadonlyValue<AgendaView> {
  has(id: string): boolean;
  /** Saves or removes a session; `snapshot` is how it looks now (compared later to mark a move). */
  toggle(id: string, snapshot: SessionSnapshot | null): void;
  /** Records how saved sessions look now where nothing was recorded (saved on another device). */
  seen(current: (id: string) => SessionSnapshot | null): void;
  /** A view that shows the agenda: while one is retained, a signed-in user's basket is polled. */
  retain(): () => void;
  /** Takes over ids kept elsewhere (an older list of this browser): added where missing, nothing removed. */
  adopt(ids: readonly string[]): void;
}

/** What the account sync works on (./sync.ts). */
export interface AgendaCore {
  host: AgendaHost;
  /** The record as stored now (re-read: another tab may have written). */
  read(): AgendaRecord;
  /** Changes the record; `change` gets the newest one. */
  update(change: (record: AgendaRecord) => AgendaRecord): void;
  /** The signed-in user's id, else null, from the session cookie (never a token). */
  who(): string | null;
  /** Re-reads who is signed in and switches lists when that changed (sign-in merges the guest list). */
  check(): void;
  /** Set by the running sync: sends pending changes now. */
  flush: (() => void) | null;
}

export interface AgendaHost {
  client: string;
  api: { base: string };
  /** The page's poll scheduler (the page's key, and the poll). */
  scheduler: object;
  clientConfig?: unknown;
  now(): number;
}

export interface AgendaEnv {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The signed-in user's id, else null. */
  who?: () => string | null;
  /** Where `storage`, `focus` and `online` events come from; null in tests without a window. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  /** Starts the account sync for a signed-in user; returns its stop. Default: the lazy ./sync.ts. */
  startSync?: (core: AgendaCore) => Promise<() => void>;
}

const stores = new WeakMap<object, Map<string, AgendaStore>>();

/** The page's agenda store for the host's API and client (created on first use). */
export function agendaStore(host: AgendaHost, env: AgendaEnv = {}): AgendaStore {
  const page = stores.get(host.scheduler) ?? new Map<string, AgendaStore>();
  stores.set(host.scheduler, page);
  const key = `${host.api.base}|${host.client}`;
  let store = page.get(key);
  if (!store) page.set(key, (store = createAgendaStore(host, env)));
  return store;
}

function cookieUser(): string | null {
  if (typeof document === 'undefined') return null;
  const user = parseSessionUser(cookieValue(document.cookie, SESSION_COOKIE_NAME));
  return user && !user.guest && user.id !== undefined && user.id !== null ? String(user.id) : null;
}

export function createAgendaStore(host: AgendaHost, env: AgendaEnv = {}): AgendaStore {
  const storage = env.storage === undefined ? safeLocalStorage() : env.storage;
  const who = env.who ?? cookieUser;
  const events = env.events === undefined ? (typeof window === 'undefined' ? null : window) : env.events;
  const startSync = env.startSync ?? ((core: AgendaCore) => import('./sync').then((m) => m.startSync(core)));
  const storageKey = agendaStorageKey(host.client);
  let memory = EMPTY_RECORD;
  let retained = 0;
  let sync: { owner: string; stop: Promise<() => void> } | null = null;

  const read = (): AgendaRecord => {
    try {
      const text = storage?.getItem(storageKey);
      if (text !== null && text !== undefined) memory = parseRecord(text);
    } catch {
      // Storage blocked: the copy in memory is the agenda.
    }
    return memory;
  };
  const view = createValue<AgendaView>(toView(memory));
  const publish = () => {
    const next = toView(memory);
    const before = view.value;
    if (
      before.account !== next.account ||
      before.pending !== next.pending ||
      before.saved !== next.saved ||
      before.ids.join() !== next.ids.join()
    )
      view.value = next;
  };
  const write = (record: AgendaRecord) => {
    memory = record;
    try {
      storage?.setItem(storageKey, serializeRecord(record));
    } catch {
      // Full or blocked: kept in memory for this page.
    }
    publish();
  };
  const update = (change: (record: AgendaRecord) => AgendaRecord) => {
    const before = read();
    const after = change(before);
    if (after !== before) write(after);
    else publish();
  };

  function check(): void {
    const user = who();
    update((record) => {
      if (record.owner === user) return record;
      // A guest signs in: the guest's list becomes ADDs to the account (sent by the sync), nothing lost.
      if (record.owner === null && user)
        return {
          owner: user,
          ids: [],
          pending: mergeGuestIntoAccount(record.ids, [], [], host.now()),
          saved: record.saved,
        };
      // Signed out, or another user: this browser forgets the previous account's copy.
      return { ...EMPTY_RECORD, owner: user };
    });
    syncIfNeeded();
  }

  function syncIfNeeded(): void {
    const owner = memory.owner;
    const wanted = owner !== null && (retained > 0 || memory.pending.length > 0);
    if (sync && (!wanted || sync.owner !== owner)) {
      void sync.stop.then((stop) => stop());
      sync = null;
    }
    if (wanted && owner && !sync)
      sync = {
        owner,
        stop: startSync(core).catch((error: unknown) => {
          console.warn('[CongressPortal] the agenda could not be synchronised with your account', error);
          return () => undefined;
        }),
      };
  }

  const core: AgendaCore = { host, read, update, who, check, flush: null };

  const onStorage = (e: StorageEvent) => {
    if (e.key === storageKey) {
      read();
      publish();
    }
  };
  // Another tab may have signed in or out (a cookie change fires no event): looked at when this one is used again.
  const onFocus = () => check();

  read();
  check();

  return {
    get value() {
      return view.value;
    },
    subscribe: view.subscribe,
    has: (id) => view.value.ids.includes(id),
    toggle(id, snapshot) {
      check();
      const adding = !view.value.ids.includes(id);
      update((record) => {
        const saved = { ...record.saved };
        if (adding && snapshot) saved[id] = snapshot;
        if (!adding) delete saved[id];
        if (record.owner === null) {
          const ids = adding ? [id, ...record.ids.filter((x) => x !== id)] : record.ids.filter((x) => x !== id);
          return { ...record, ids, saved };
        }
        return {
          ...record,
          saved,
          pending: queueOp(record.pending, { id, op: adding ? 'add' : 'remove', at: host.now() }),
        };
      });
      syncIfNeeded();
      core.flush?.();
    },
    seen(current) {
      update((record) => {
        const saved = recordSnapshots(record.saved, visibleIds(record), current);
        return saved === record.saved ? record : { ...record, saved };
      });
    },
    adopt(ids) {
      check();
      update((record) => {
        if (record.owner !== null)
          return { ...record, pending: mergeGuestIntoAccount(ids, visibleIds(record), record.pending, host.now()) };
        const fresh = ids.filter((id, i) => !record.ids.includes(id) && ids.indexOf(id) === i);
        return fresh.length ? { ...record, ids: [...record.ids, ...fresh] } : record;
      });
      syncIfNeeded();
      core.flush?.();
    },
    retain() {
      retained += 1;
      if (retained === 1) {
        events?.addEventListener('storage', onStorage as EventListener);
        events?.addEventListener('focus', onFocus);
      }
      check();
      return () => {
        retained -= 1;
        if (retained === 0) {
          events?.removeEventListener('storage', onStorage as EventListener);
          events?.removeEventListener('focus', onFocus);
        }
        syncIfNeeded();
      };
    },
  };
}

function toView(record: AgendaRecord): AgendaView {
  return {
    ids: visibleIds(record),
    saved: record.saved,
    account: record.owner !== null,
    pending: record.pending.length,
  };
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
