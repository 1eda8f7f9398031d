/** How the portal sits in its box (spec 3 §2 query `embedmode`). */
export type EmbedMode = 'fill' | 'default';

/**
 * Spec 3 §2 query `embedmode` (fill or default): 'fill' (any case, spaces trimmed) lets the portal's content fill
 * the box it is embedded in — the full width, no page margins (a frame or a host column that sets its own); any
 * other value, or none, is 'default': the centred page column with its margins.
 */
export function embedMode(value: unknown): EmbedMode {
  return typeof value === 'string' && value.trim().toLowerCase() === 'fill' ? 'fill' : 'default';
}
