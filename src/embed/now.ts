/**
 * The clock widgets see: `?fakenow=` on the host page (ISO 8601 with offset, or epoch ms; docs/api.md)
 * pins "now" to that instant plus the time elapsed since the page loaded, so demos of live states move on.
 */
export function parseFakeNow(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const text = value.trim();
  const ms = /^\d+$/.test(text) ? Number(text) : Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
}

export function createClock(search: string, realNow: () => number = Date.now): () => number {
  const fake = parseFakeNow(new URLSearchParams(search).get('fakenow'));
  if (fake === null) return realNow;
  const start = realNow();
  return () => fake + (realNow() - start);
}
