import { sessionChange } from './snapshot';
import type { AgendaEntry } from './now-next';
import type { SessionSnapshot } from './types';

/** A session's room as the agenda records and compares it: its channel's title, else its location. */
export function agendaRoom(channelTitle: unknown, location: unknown): string {
  const pick = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  return pick(channelTitle) || pick(location);
}

/**
 * The agenda's entries: each saved id as the programme has it now, marked when it moved since saving; an id the
 * programme no longer has is shown from its snapshot as withdrawn — only where `complete(id)` says the programme
 * looked at would hold it (the timetable knows its own project's sessions only; ids it cannot judge are left out).
 */
export function agendaEntries(
  ids: readonly string[],
  saved: Readonly<Record<string, SessionSnapshot>>,
  current: (id: string) => SessionSnapshot | null,
  complete: (id: string, snapshot: SessionSnapshot) => boolean,
): AgendaEntry[] {
  return ids.flatMap((id): AgendaEntry[] => {
    const now = current(id);
    const was = saved[id];
    if (now) return [{ id, ...now, change: sessionChange(was, now) }];
    if (was && complete(id, was)) return [{ id, ...was, change: { kind: 'withdrawn', was } }];
    return [];
  });
}
