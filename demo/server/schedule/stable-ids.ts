/**
 * Ids of imported events, speakers and rooms that never change once given. Attendees' agendas (basket items),
 * channel pause and likes refer to these ids, so a re-import of a schedule with a talk added, removed or moved
 * must not renumber the others. Each item has a key from the source that identifies it across exports (a GUID,
 * the source's own id, a room's name); an id once given to a key is kept in the database (`schedule_ids`) and
 * reused on every later import and by every process. A key seen for the first time gets the next id after the
 * largest of its kind, so the first import numbers items in the order of the file.
 */

/** The kinds of imported item, each numbered from its own offset within the project's id range. */
export const ID_KINDS = { event: 1, speaker: 400_001, channel: 900_000 } as const;
export type IdKind = keyof typeof ID_KINDS;

/** One id given to a key of a project (`kind:key`, e.g. `event:guid:8f1c…`). */
export interface KeptId {
  key: string;
  id: number;
}

export interface IdAllocator {
  /** The id of `kind` item `key`: the one kept for it, else the next free one of its kind. */
  take(kind: IdKind, key: string): number;
  /** The ids given in this import that were not kept before: to be stored. */
  readonly added: KeptId[];
}

/**
 * Hands out ids in `[idBase + offset of kind, …)`: `kept` are the ids stored for this project. A key met twice in
 * one file (a duplicated GUID) gets a fresh id the second time, so two items never share one.
 */
export function idAllocator(idBase: number, kept: ReadonlyMap<string, number> = new Map()): IdAllocator {
  const next = new Map<IdKind, number>();
  for (const kind of Object.keys(ID_KINDS) as IdKind[]) {
    const prefix = `${kind}:`;
    let largest = idBase + ID_KINDS[kind] - 1;
    for (const [key, id] of kept) if (key.startsWith(prefix)) largest = Math.max(largest, id);
    next.set(kind, largest + 1);
  }
  const used = new Set<number>();
  const added: KeptId[] = [];
  return {
    added,
    take(kind, key) {
      const full = `${kind}:${key}`;
      const known = kept.get(full);
      if (known !== undefined && !used.has(known)) {
        used.add(known);
        return known;
      }
      const id = next.get(kind)!;
      next.set(kind, id + 1);
      used.add(id);
      if (known === undefined) added.push({ key: full, id });
      return id;
    },
  };
}

/**
 * What identifies an event across exports: its GUID (frab and pretalx give one), else the source's id, else its
 * slug, else its title and start (an export without any of them cannot do better).
 */
export function eventKey(raw: { guid?: unknown; id?: unknown; slug?: unknown; title?: unknown; date?: unknown }) {
  if (typeof raw.guid === 'string' && raw.guid) return `guid:${raw.guid}`;
  if (typeof raw.id === 'number' || (typeof raw.id === 'string' && raw.id)) return `id:${raw.id}`;
  if (typeof raw.slug === 'string' && raw.slug) return `slug:${raw.slug}`;
  return `title:${String(raw.title)}@${String(raw.date)}`;
}
