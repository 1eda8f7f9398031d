import { asRecord, nonEmptyString } from '../live/values';

/**
 * Replaces `###key###` placeholders in a URL pattern (spec 3 §2 Widget mode). Spec 3 §5:
 * placeholders whose value is empty (missing, null, blank) are not replaced and stay as they are.
 * Keys are matched case-insensitively ("###channelid###", "###slug###").
 */
export function fillPattern(pattern: string, values: Record<string, unknown>): string {
  return pattern.replace(/###([a-z0-9_]+)###/gi, (placeholder, key: string) => {
    const entry = Object.entries(values).find(([k]) => k.toLowerCase() === key.toLowerCase());
    const value = entry ? nonEmptyString(entry[1]) : null;
    return value === null ? placeholder : value;
  });
}

export type LinkKind = 'cr' | 'event' | 'speaker';

export interface WidgetLink {
  href: string;
  /** Spec 3 §2: links in widget mode open in the top window. */
  target: '_top';
}

/**
 * Spec 2 §2, spec 3 §2 Widget mode links: the URL pattern for the kind (keys cr, event, speaker)
 * with its placeholder replaced: ###slug### by the slug, for speakers by the id; ###id### by the id;
 * ###lastname### by a speaker's last name. No pattern (or, for speakers, a pattern that is not a
 * string) → no link (null).
 */
export function widgetModeLink(kind: LinkKind, item: unknown, urlPatterns: unknown): WidgetLink | null {
  const raw = asRecord(urlPatterns)?.[kind];
  if (typeof raw !== 'string') return null;
  const pattern = nonEmptyString(raw);
  const record = asRecord(item);
  if (pattern === null || record === null) return null;
  const id = record.id;
  const values =
    kind === 'speaker'
      ? { slug: id, id, lastname: record.lastname }
      : { slug: record.slug, id };
  return { href: fillPattern(pattern, values), target: '_top' };
}
