/**
 * When the footer may join the portal shell. The shell's first screen fills the box the host page reserved for the
 * portal (styles.ts), and the footer comes below it: painted while its place — the end of the main area — is in
 * view, it would push down whatever follows the portal on the host page, in front of the reader (a layout shift,
 * issue 9). So it joins as soon as its place is out of view: below the viewport nothing in view moves, and above it
 * the browser's scroll anchoring keeps the reader's view where it is. Usually that is at once: only a reader who
 * scrolled into the portal before it painted keeps the footer waiting, until the next scroll.
 * Watches `place` (null: no footer to wait for) and calls `join` once it is out of view; returns the clean-up.
 */
export function watchFooterPlace(place: Element | null, join: () => void): (() => void) | undefined {
  if (!place) return undefined;
  // A place on the viewport's bottom edge is below it (a portal at the top of the page: its main area ends there).
  const observer = new IntersectionObserver(([entry]) => entry.isIntersecting || join(), {
    rootMargin: '0px 0px -1px',
  });
  observer.observe(place);
  return () => observer.disconnect();
}
