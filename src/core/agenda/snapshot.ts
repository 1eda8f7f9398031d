import type { SessionSnapshot } from './types';

export type SessionChange =
  | { kind: 'moved'; time: boolean; room: boolean; was: SessionSnapshot }
  | { kind: 'withdrawn'; was: SessionSnapshot };

/**
 * What changed since the attendee saved a session: withdrawn when the programme no longer has it (`current`
 * null), moved when its start, end or room differ from the snapshot; null when unchanged or when nothing was
 * recorded at saving (a session saved on another device is compared from the first time this one saw it).
 */
export function sessionChange(
  saved: SessionSnapshot | undefined,
  current: Pick<SessionSnapshot, 'start' | 'end' | 'room'> | null,
): SessionChange | null {
  if (!saved) return null;
  if (!current) return { kind: 'withdrawn', was: saved };
  const time = saved.start !== current.start || saved.end !== current.end;
  const room = saved.room !== current.room;
  return time || room ? { kind: 'moved', time, room, was: saved } : null;
}

/**
 * The snapshots after the programme was seen: sessions saved without one (saved on another device, or before
 * snapshots existed) get the current one; recorded ones are kept, whatever the programme says now, so the change
 * stays visible. Snapshots of sessions no longer saved are dropped.
 */
export function recordSnapshots(
  saved: Readonly<Record<string, SessionSnapshot>>,
  ids: readonly string[],
  current: (id: string) => SessionSnapshot | null,
): Record<string, SessionSnapshot> {
  const next: Record<string, SessionSnapshot> = {};
  let changed = Object.keys(saved).some((id) => !ids.includes(id));
  for (const id of ids) {
    const known = saved[id] ?? current(id);
    if (!known) continue;
    if (!saved[id]) changed = true;
    next[id] = known;
  }
  return changed ? next : (saved as Record<string, SessionSnapshot>);
}
