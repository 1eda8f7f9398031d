import { favouriteIds } from '../content/favourites';
import { applyPending } from './pending';
import type { AgendaRecord } from './types';

/**
 * A polled basket meets the local record: the server's event ids become the confirmed list; changes still
 * pending stay on top of it, so a star made a moment ago (or offline) does not vanish with a poll that was
 * answered before it arrived. Items of other types (resources, slides) are not the agenda's.
 */
export function reconcile(record: AgendaRecord, basketItems: unknown): AgendaRecord {
  const ids = favouriteIds(basketItems, 'event');
  return sameList(ids, record.ids) ? record : { ...record, ids };
}

/** The ids the attendee sees for a record. */
export function visibleIds(record: AgendaRecord): string[] {
  return applyPending(record.ids, record.pending);
}

export function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
