/**
 * The favourites page's sessions: the attendee's agenda (src/state/agenda), the same list as the timetable's
 * "My schedule" on any page of the site — a guest's from this browser, a signed-in user's from the basket, polled
 * while shown. Sessions are shown per day with what is on now and next, their rooms, and a mark where one moved or
 * was withdrawn since it was saved (src/ui/agenda).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { agendaEntries, type SessionSnapshot } from '../../core/agenda';
import { TIMETABLE_DEFAULTS } from '../../core/constants';
import { AgendaView } from '../../ui/agenda/AgendaView';
import type { Item } from '../library/items';
import { usePortal } from '../app-context';
import { itemSnapshot, useAgendaIds } from './use-agenda-ids';

export { useAgendaIds };

const MINUTE = 60_000;

export function SavedSessions({
  items,
  link,
}: {
  /** Loaded event items by `event:${id}` ({} for an id the server no longer has). */
  items: Record<string, Item>;
  link: (id: string, title: string) => ReactNode;
}) {
  const context = usePortal();
  const { store, view } = useAgendaIds();
  const [now, setNow] = useState(context.now);
  useEffect(() => {
    const id = setInterval(() => setNow(context.now()), MINUTE);
    return () => clearInterval(id);
  }, [context]);
  const current = (id: string): SessionSnapshot | null =>
    itemSnapshot(items[`event:${id}`] as Record<string, unknown> | undefined);
  useEffect(() => {
    if (view.ids.some((id) => !view.saved[id] && current(id))) store.seen(current);
  });
  // Withdrawn: the search answered and had no such event any more.
  const entries = agendaEntries(
    view.ids,
    view.saved,
    current,
    (id) => items[`event:${id}`]?.id === undefined && `event:${id}` in items,
  );
  // The client's zone where its configuration names one, else the timetable's default (spec 3 §9: Europe/Berlin).
  const configured = (context.clientConfig as Record<string, unknown> | null)?.timezone;
  const zone = typeof configured === 'string' ? configured : TIMETABLE_DEFAULTS.timezone;
  return (
    <AgendaView
      entries={entries}
      now={now}
      zone={zone}
      locale={context.locale}
      t={context.t}
      level={3}
      link={link}
      onRemove={(id) => store.toggle(id, null)}
      sync={view.pending ? 'pending' : view.account ? 'account' : 'guest'}
    />
  );
}
