import { HASH_SCROLL_DELAY_MS } from '../constants';

/** A scroll to the element a URL hash names, `delayMs` after the page was shown (spec 3 §9 "Hash scroll delay 1 s"). */
export interface HashScroll {
  id: string;
  delayMs: number;
}

/**
 * Spec 3 §9 hash scroll: a location hash names an element id (percent-encoding decoded, as the browser reads
 * fragments); the scroll waits 1 s so the page's content (widgets, lists) has arrived. Inside a shadow root the
 * browser cannot find the element itself, so the portal does it. An empty hash, `#` alone or a badly encoded one
 * gives no scroll.
 */
export function hashScroll(hash: unknown): HashScroll | null {
  if (typeof hash !== 'string') return null;
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return id.trim() ? { id, delayMs: HASH_SCROLL_DELAY_MS } : null;
}
