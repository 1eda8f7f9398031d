import { describe, expect, it, vi } from 'vitest';
import { createAgendaStore, type AgendaCore, type AgendaEnv } from '../../../src/state/agenda/store';

const KEY = 'congress-portal:agenda:demo';
const host = () => ({ client: 'demo', api: { base: 'http://x/api' }, scheduler: {}, now: () => 1000 });

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

function env(over: Partial<AgendaEnv> & { user?: { id: string | null } } = {}) {
  const user = over.user ?? { id: null };
  const storage = memoryStorage();
  const cores: AgendaCore[] = [];
  const startSync = vi.fn(async (core: AgendaCore) => {
    cores.push(core);
    return () => undefined;
  });
  return { who: () => user.id, events: null, startSync, cores, user, ...over, storage };
}

const snap = { start: 1, end: 2, room: 'Hall A', title: 'Opening' };

describe('One agenda: a guest keeps the list in the browser', () => {
  it('a star is kept per client with how the session looked when saved', () => {
    const e = env();
    const store = createAgendaStore(host(), e);
    store.toggle('s1', snap);
    expect(store.value.ids).toEqual(['s1']);
    expect(JSON.parse(e.storage.data.get(KEY)!)).toMatchObject({ owner: null, ids: ['s1'], saved: { s1: snap } });
    store.toggle('s1', snap);
    expect(store.value.ids).toEqual([]);
    expect(e.startSync).not.toHaveBeenCalled();
  });
  it('another tab of the browser sees the change (storage event re-reads)', () => {
    const e = env();
    const listeners: ((ev: StorageEvent) => void)[] = [];
    const events = {
      addEventListener: (type: string, l: EventListener) => type === 'storage' && listeners.push(l),
      removeEventListener: () => undefined,
    } as unknown as Window;
    const other = createAgendaStore(host(), { ...e, events });
    other.retain();
    createAgendaStore(host(), e).toggle('s2', snap);
    listeners.forEach((l) => l({ key: KEY } as StorageEvent));
    expect(other.value.ids).toEqual(['s2']);
  });
  it('storage blocked (private mode): the agenda still works for the page', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = createAgendaStore(host(), { ...env(), storage: blocked });
    store.toggle('s1', snap);
    expect(store.value.ids).toEqual(['s1']);
  });
});

describe('One agenda: signing in merges the guest list into the account', () => {
  it('the guest list becomes pending ADDs for the user and the sync starts; nothing lost', () => {
    const e = env();
    const store = createAgendaStore(host(), e);
    store.toggle('s1', snap);
    store.toggle('s2', snap);
    e.user.id = 'u1';
    store.retain();
    expect(store.value).toMatchObject({ account: true, ids: ['s2', 's1'], pending: 2 });
    expect(JSON.parse(e.storage.data.get(KEY)!).pending.map((p: { id: string; op: string }) => p.id)).toEqual([
      's1',
      's2',
    ]);
    expect(e.startSync).toHaveBeenCalledTimes(1);
  });
  it('signing out forgets the account copy in this browser', () => {
    const e = env({ user: { id: 'u1' } });
    const store = createAgendaStore(host(), e);
    store.toggle('s1', snap);
    e.user.id = null;
    store.retain();
    expect(store.value).toMatchObject({ account: false, ids: [] });
  });
});

describe('One agenda: changes of a signed-in user survive reload and offline', () => {
  it('a star is a pending op, kept in storage and there again after a reload', () => {
    const e = env({ user: { id: 'u1' } });
    createAgendaStore(host(), e).toggle('s1', snap);
    const reloaded = createAgendaStore(host(), { ...e, storage: memoryStorage(Object.fromEntries(e.storage.data)) });
    expect(reloaded.value).toMatchObject({ ids: ['s1'], pending: 1, account: true });
  });
  it('pending changes start the sync even with no view on screen, so they are sent', () => {
    const e = env({ user: { id: 'u1' } });
    createAgendaStore(host(), e).toggle('s1', snap);
    expect(e.startSync).toHaveBeenCalledTimes(1);
  });
  it('adopting an older list adds only what is missing', () => {
    const e = env();
    const store = createAgendaStore(host(), e);
    store.toggle('a', snap);
    store.adopt(['a', 'b', 'b']);
    expect(store.value.ids).toEqual(['a', 'b']);
  });
});
