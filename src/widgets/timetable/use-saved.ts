import { useCallback, useEffect, useMemo } from 'react';
import type { SessionSnapshot } from '../../core/agenda/types';
import { displayedTitle, type TimetableSession } from '../../core/timetable';
import type { WidgetContext } from '../../contract/widget';
import type { TimetableModel } from './model';
import { useAgenda } from './use-agenda';

/**
 * The timetable's side of the agenda: membership for the stars and the filter, a toggle that records how the
 * session looks when saved, and that record for "My schedule" to compare with (./agenda-parts.tsx). Types only
 * from the agenda's modules: their code is the lazy chunk's.
 */
export function useSaved(context: WidgetContext, model: TimetableModel, oldKey: string, ready: boolean) {
  // The room as the timetable names it (its column: the channel's title, a mapping's), else the event's own.
  const roomOf = useCallback(
    (s: TimetableSession) => model.columns[model.columnOf(s)]?.title || s.channelTitle,
    [model],
  );
  const agenda = useAgenda(context, oldKey);
  const untitled = context.t('timetable.untitled');
  const byId = useMemo(() => new Map(model.sessions.map((s) => [s.id, s])), [model.sessions]);
  const snapshotOf = useCallback(
    (id: string): SessionSnapshot | null => {
      const s: TimetableSession | undefined = byId.get(id);
      return s
        ? {
            start: s.start,
            end: s.end,
            room: roomOf(s),
            title: displayedTitle(s, untitled),
            ...(context.project ? { project: context.project } : {}),
          }
        : null;
    },
    [byId, untitled, context.project, roomOf],
  );
  const { store, view } = agenda;
  // Sessions saved elsewhere (another device) are recorded as this programme shows them the first time.
  useEffect(() => {
    if (ready && store && view.ids.some((id) => !view.saved[id] && byId.has(id))) store.seen(snapshotOf);
  }, [ready, store, view, byId, snapshotOf]);
  const isFavourite = useCallback((id: string) => view.ids.includes(id), [view.ids]);
  // A star is a favourite to the host page too (its bus, the custom element's event, its own analytics).
  const toggle = useCallback(
    (id: string) => {
      if (!store) return;
      const snapshot = snapshotOf(id);
      const saved = !store.has(id);
      store.toggle(id, snapshot);
      context.host.emit('favourite', { type: 'event', id, saved, ...(snapshot ? { title: snapshot.title } : {}) });
    },
    [store, snapshotOf, context.host],
  );
  const slugOf = useCallback((id: string) => byId.get(id)?.slug ?? '', [byId]);
  return { ready: agenda.ready, parts: agenda.parts, view, isFavourite, toggle, snapshotOf, slugOf };
}
