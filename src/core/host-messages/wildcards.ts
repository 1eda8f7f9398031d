/**
 * The allow-list entries the host message bus refuses, apart from ./origin.ts: the runtime words
 * them once at start, while the origin rules come with the message handling (a chunk loaded with the first
 * congress-portal message), so a page that gets no message carries only this.
 */

/** The one wildcard an allow-list may hold: any port of one host (`http://localhost:*`, as client configurations write it). */
export const WHOLE_PORT = /^(https?:\/\/[^/?#:*]+):\*\/?$/i;

/** The entries of `data-allowed-origins` ("a, b c") or of a client's list. */
export const entriesOf = (source: unknown): unknown[] =>
  Array.isArray(source) ? source : typeof source === 'string' ? source.split(/[\s,]+/) : [];

/**
 * Entries that would allow any origin or any host (`*`, `https://*.example.org`): refused — an allow-list names
 * its partners one by one. The whole-port pattern `http://localhost:*` is not among them.
 */
export function refusedWildcards(...sources: unknown[]): string[] {
  return sources
    .flatMap(entriesOf)
    .filter((item): item is string => typeof item === 'string' && item.includes('*') && !WHOLE_PORT.test(item.trim()));
}
