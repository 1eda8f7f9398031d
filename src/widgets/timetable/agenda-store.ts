import { useCallback, useEffect, useState } from 'react';

/**
 * What a later sign-in layer must provide so the favourite toggle also saves to the user's account
 * (spec 3 §4 "Favourites toggle add and remove per event"; spec 3 §5 favourites need a signed-in user and
 * `enableFavorites`). Until such a layer exists the toggle keeps a personal agenda in localStorage per
 * client and project, which works for anonymous visitors too.
 */
export interface FavouriteSync {
  /** True when a user is signed in and the client enables favourites. */
  readonly active: boolean;
  add(eventId: string): Promise<void>;
  remove(eventId: string): Promise<void>;
}

function read(key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function write(key: string, ids: readonly string[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(ids));
  } catch {
    // Storage blocked (private mode, sandboxed frame): the agenda then lives for this page only.
  }
}

/** The personal agenda: ids, a membership test and a toggle that also informs `sync` when active. */
export function useAgenda(storageKey: string, sync?: FavouriteSync) {
  const [ids, setIds] = useState<string[]>(() => read(storageKey));
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === storageKey) setIds(read(storageKey));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storageKey]);
  const toggle = useCallback(
    (id: string) => {
      setIds((current) => {
        const has = current.includes(id);
        const next = has ? current.filter((x) => x !== id) : [...current, id];
        write(storageKey, next);
        if (sync?.active) void (has ? sync.remove(id) : sync.add(id)).catch(() => undefined);
        return next;
      });
    },
    [storageKey, sync],
  );
  return { ids, has: (id: string) => ids.includes(id), toggle };
}

/** A remembered string choice (view, zone) in localStorage. */
export function usePersistedChoice<T extends string>(
  key: string,
  initial: T,
  allowed: readonly T[],
): [T, (v: T) => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const v = localStorage.getItem(key);
      return v !== null && (allowed as readonly string[]).includes(v) ? (v as T) : initial;
    } catch {
      return initial;
    }
  });
  const set = useCallback(
    (v: T) => {
      setValue(v);
      try {
        localStorage.setItem(key, v);
      } catch {
        /* storage blocked: keep for this page */
      }
    },
    [key],
  );
  return [value, set];
}
