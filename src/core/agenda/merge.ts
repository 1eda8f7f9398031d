import type { PendingOp } from './types';

/**
 * Sign-in merges the guest's list into the account: every guest session the basket lacks becomes an ADD (in the
 * guest's order, oldest first, so the newest stays on top), none that the basket has (no duplicates), and nothing
 * is removed from the account. The ops go through the pending queue, so a merge made offline is sent later.
 */
export function mergeGuestIntoAccount(
  guestIds: readonly string[],
  basketIds: readonly string[],
  pending: readonly PendingOp[],
  now: number,
): PendingOp[] {
  const queued = new Set(pending.map((p) => p.id));
  const adds = [...guestIds]
    .reverse()
    .filter((id, i, all) => !basketIds.includes(id) && !queued.has(id) && all.indexOf(id) === i)
    .map((id) => ({ id, op: 'add' as const, at: now }));
  return [...pending, ...adds];
}
