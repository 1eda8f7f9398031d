import { asRecord, nonEmptyString } from '../values';
import { safeUrl } from '../url/safe-url';

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

/**
 * A link from a settings pattern (`liveLinkPattern`, `libraryLinkPattern`, …): the pattern filled by
 * {@link fillPattern}, then passed through the URL gate. A placeholder left unfilled (its value was empty), a
 * blank pattern or an unsafe result give no link (spec 3 §5; shared/ARCHITECTURE.md "Links and URLs").
 * @example patternLink('/live/###slug###', { slug: 'keynote' }) // '/live/keynote'
 * patternLink('javascript:alert(###slug###)', { slug: '1' }) // null
 */
export function patternLink(pattern: unknown, values: Record<string, unknown>): string | null {
  const p = nonEmptyString(pattern);
  if (p === null) return null;
  const href = fillPattern(p, values);
  return /###[a-z0-9_]+###/i.test(href) ? null : safeUrl(href);
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
 * string), or a result the URL gate refuses (src/core/url/safe-url.ts) → no link (null).
 */
export function widgetModeLink(kind: LinkKind, item: unknown, urlPatterns: unknown): WidgetLink | null {
  const raw = asRecord(urlPatterns)?.[kind];
  if (typeof raw !== 'string') return null;
  const pattern = nonEmptyString(raw);
  const record = asRecord(item);
  if (pattern === null || record === null) return null;
  const id = record.id;
  const values = kind === 'speaker' ? { slug: id, id, lastname: record.lastname } : { slug: record.slug, id };
  const href = safeUrl(fillPattern(pattern, values));
  return href === null ? null : { href, target: '_top' };
}
