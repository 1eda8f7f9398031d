import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { SessionSnapshot } from '../../core/agenda/types';
import type { WidgetContext } from '../../contract/widget';
import type { AgendaStore, AgendaView } from '../../state/agenda/store';

type Parts = typeof import('./agenda-parts');
let parts: Promise<Parts | null> | null = null;
/** The chunk once in: a timetable mounted later renders its stars at once. */
let arrived: Parts | undefined;

/** The agenda chunk, requested once (the prefetch asks with the programme's requests). */
export function loadAgenda(): Promise<Parts | null> {
  parts ??= import('./agenda-parts').then(
    (p) => (arrived = p),
    (error: unknown) => {
      parts = null;
      console.warn('[CongressPortal] the timetable could not load "My schedule"', error);
      return null;
    },
  );
  return parts;
}

const NONE: AgendaView = { ids: [], saved: {}, account: false, pending: 0 };
const noStore = { value: NONE, subscribe: () => () => undefined };

/**
 * The page's agenda for this timetable: ready once its chunk is in (so stars and the programme appear together);
 * an older list this browser kept per project is taken over once.
 */
export function useAgenda(context: WidgetContext, oldKey: string) {
  const [loaded, setLoaded] = useState<{ parts: Parts | null; store: AgendaStore | null } | null>(() =>
    arrived ? { parts: arrived, store: take(arrived.agendaStore(context), oldKey) } : null,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per context; `loaded` only says whether
  useEffect(() => {
    if (loaded?.parts) return undefined;
    let live = true;
    void loadAgenda().then((p) => {
      if (!live) return;
      setLoaded({ parts: p, store: p ? take(p.agendaStore(context), oldKey) : null });
    });
    return () => {
      live = false;
    };
  }, [context, oldKey]);
  const store = loaded?.store ?? null;
  useEffect(() => store?.retain(), [store]);
  const source = store ?? noStore;
  const view = useSyncExternalStore(source.subscribe, () => source.value);
  const toggle = useCallback((id: string, snapshot: SessionSnapshot | null) => store?.toggle(id, snapshot), [store]);
  return { ready: loaded !== null, parts: loaded?.parts ?? null, store, view, toggle };
}

function take(store: AgendaStore, oldKey: string): AgendaStore {
  adoptOldList(store, oldKey);
  return store;
}

function adoptOldList(store: AgendaStore, key: string): void {
  try {
    const old = localStorage.getItem(key);
    if (old === null) return;
    const ids: unknown = JSON.parse(old);
    if (Array.isArray(ids)) store.adopt(ids.filter((x): x is string => typeof x === 'string'));
    localStorage.removeItem(key);
  } catch {
    // Storage blocked or the old list unreadable: nothing to take over.
  }
}
