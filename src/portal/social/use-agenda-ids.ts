/**
 * The page's agenda (src/state/agenda) for the portal: the one list of saved sessions that the favourites page, the
 * event detail's favourite and a timetable on any page of the site share, so a change shows everywhere at once.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { agendaRoom, type SessionSnapshot } from '../../core/agenda';
import { toTime } from '../../core/values';
import { agendaStore } from '../../state/agenda/store';
import { usePortal } from '../app-context';

const MINUTE = 60_000;

export function useAgendaIds() {
  const context = usePortal();
  const store = useMemo(() => agendaStore(context), [context]);
  useEffect(() => store.retain(), [store]);
  const view = useSyncExternalStore(store.subscribe, () => store.value);
  return { store, view };
}

/** How an event item of the API looks now, for the agenda to compare later (null without a start). */
export function itemSnapshot(item: Record<string, unknown> | undefined): SessionSnapshot | null {
  const start = toTime(item?.datestart);
  if (!item || start === null) return null;
  const channels = Array.isArray(item.channels) ? (item.channels as { title?: unknown }[]) : [];
  return {
    start,
    end: toTime(item.dateend) ?? start + 30 * MINUTE,
    room: agendaRoom(channels[0]?.title, item.location),
    title: typeof item.title === 'string' ? item.title : '',
  };
}
