/**
 * Several timetables of one project on a page (a full one and a sidebar) all see the same URL hash. Only one
 * may open the overlay for it: the instance that opened it by a click, else the first in document order that has
 * that session. Document order, not render order: the instances mount lazily and in any order, and a deep link
 * must open the same overlay on every load. Module state is shared by every mount, because all mounts use the
 * same chunk.
 */
interface Claim {
  slug: string;
  owner: symbol;
  /** Where the instance sits in the host page (its mount element), to compare document order. */
  place: Node;
  clicked: boolean;
}
let claim: Claim | null = null;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** True when `a` comes before `b` in the document; false when they cannot be compared (different trees). */
function precedes(a: Node, b: Node): boolean {
  const position = a.compareDocumentPosition(b);
  return (position & Node.DOCUMENT_POSITION_DISCONNECTED) === 0 && (position & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}

/**
 * True when `owner` holds (or now takes) the overlay for `slug`. `clicked`: the instance opens it by a click and
 * takes it in every case. An instance earlier in the page takes a hash from outside over a later one; the later
 * one is told (after this render) to read the claim again and close its overlay.
 */
export function claimHash(slug: string, owner: symbol, place: Node, clicked = false): boolean {
  if (!claim || claim.slug !== slug || clicked) {
    claim = { slug, owner, place, clicked };
    return true;
  }
  if (claim.owner === owner) return true;
  if (claim.clicked || !precedes(place, claim.place)) return false;
  claim = { slug, owner, place, clicked: false };
  queueMicrotask(notify);
  return true;
}

/** Gives the overlay up (closed or unmounted); `closed` tells the other instances to re-read the hash. */
export function releaseHash(owner: symbol, closed = false): void {
  if (claim?.owner === owner) claim = null;
  if (closed) notify();
}

/**
 * Called when the claim changed without a `hashchange` (an instance closed its overlay by `replaceState`, or an
 * earlier instance took the overlay over): the listener renders again and asks for the claim anew.
 */
export function onClaimChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
