/**
 * Several timetables of one project on a page (a full one and a sidebar) all see the same URL hash. Only one
 * may open the overlay for it: the instance that opened it by a click, else the first that renders with that
 * session. Module state is shared by every mount, because all mounts use the same chunk.
 */
let claim: { slug: string; owner: symbol } | null = null;

/** True when `owner` holds (or now takes) the overlay for `slug`. */
export function claimHash(slug: string, owner: symbol): boolean {
  if (!claim || claim.slug !== slug) claim = { slug, owner };
  return claim.owner === owner;
}

const listeners = new Set<() => void>();

/** Gives the overlay up (closed or unmounted); `closed` tells the other instances to re-read the hash. */
export function releaseHash(owner: symbol, closed = false): void {
  if (claim?.owner === owner) claim = null;
  if (closed) listeners.forEach((l) => l());
}

/** Called when an instance closed its overlay (the hash was removed by replaceState, which fires no event). */
export function onHashClosed(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
