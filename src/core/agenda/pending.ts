import type { BasketEvent } from '../content/favourites';
import type { PendingOp } from './types';

/**
 * Queues a change: one op per session, the newest wish replacing an older one (star then unstar while offline
 * sends one REMOVE, which the server treats as a no-op if the star never arrived).
 */
export function queueOp(pending: readonly PendingOp[], op: PendingOp): PendingOp[] {
  return [...pending.filter((p) => p.id !== op.id), op];
}

/** The agenda the attendee sees: the confirmed ids with the pending changes applied in order (new ones first). */
export function applyPending(ids: readonly string[], pending: readonly PendingOp[]): string[] {
  let out = [...ids];
  for (const p of pending) {
    out = out.filter((id) => id !== p.id);
    if (p.op === 'add') out.unshift(p.id);
  }
  return out;
}

/** The basket events that carry the pending changes to the server (item_type event; at most `max` per request). */
export function pendingEvents(pending: readonly PendingOp[], max = 200): BasketEvent[] {
  return pending.slice(0, max).map((p) => ({
    event: p.op === 'add' ? 'ADD_ITEM' : 'REMOVE_ITEM',
    item_type: 'event',
    item_id: p.id,
    timestamp: new Date(p.at).toISOString(),
  }));
}

/**
 * The queue after the server confirmed `sent`: those ops leave it, unless the session was changed again meanwhile
 * (a newer op for it, with another time, stays and goes with the next request). Sending twice is harmless: the
 * basket ignores an ADD of a saved item and a REMOVE of a missing one, so a retry after a lost answer is safe.
 */
export function settle(pending: readonly PendingOp[], sent: readonly PendingOp[]): PendingOp[] {
  return pending.filter((p) => !sent.some((s) => s.id === p.id && s.op === p.op && s.at === p.at));
}
