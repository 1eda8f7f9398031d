/**
 * The saved sessions' details without network: when the favourites cannot load their items, the programmes a
 * timetable of this site kept offline (src/state/programme-cache, per project) give the sessions as last known, and
 * the time that copy was saved for the page to say so. The projects are those the sessions were saved from.
 */
import { useEffect, useState } from 'react';
import { programmeKey } from '../../core/offline/programme-cache';
import { createProgrammeStore, type ProgrammeStore } from '../../state/programme-cache';
import type { Item } from '../library/items';
import { usePortal } from '../app-context';

export interface KeptSessions {
  /** Kept events by `event:${id}`, as the favourites' items are keyed. */
  items: Record<string, Item>;
  /** When the oldest copy used was saved; null when none was read. */
  savedAt: number | null;
}

const NONE: KeptSessions = { items: {}, savedAt: null };
let store: ProgrammeStore | undefined;

export function useKeptSessions(active: boolean, projects: readonly string[]): KeptSessions {
  const { api } = usePortal();
  const [kept, setKept] = useState<KeptSessions>(NONE);
  const key = [...new Set(projects)].sort().join(',');
  useEffect(() => {
    if (!active || !key) return undefined;
    let live = true;
    store ??= createProgrammeStore();
    const reading = store;
    const now = Date.now();
    Promise.all(key.split(',').map((project) => reading.read(programmeKey(api.base, api.client, project), now))).then(
      (reads) => {
        if (!live) return;
        const items: Record<string, Item> = {};
        let savedAt: number | null = null;
        for (const { programme } of reads) {
          if (!programme) continue;
          savedAt = savedAt === null ? programme.savedAt : Math.min(savedAt, programme.savedAt);
          for (const event of programme.events as Item[])
            if (event.id !== undefined) items[`event:${event.id}`] = event;
        }
        setKept({ items, savedAt });
      },
    );
    return () => {
      live = false;
    };
  }, [active, key, api.base, api.client]);
  return active ? kept : NONE;
}
