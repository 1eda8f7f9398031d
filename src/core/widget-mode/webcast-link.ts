import { asRecord, nonEmptyString } from '../values';
import { safeUrl } from '../url/safe-url';
import { fillPattern } from './url-pattern';

export interface WebcastLink {
  href: string;
  target: string;
}

/** The webcast display's linkTarget setting; default `_top` (spec 3 §3). */
export function webcastLinkTarget(linkTarget: unknown): string {
  return nonEmptyString(linkTarget) ?? '_top';
}

/**
 * Spec 3 §5: in the webcast display the event's own eventDetailsLink takes priority over the
 * channelUrlPattern (###slug### replaced by the channel's slug). Both pass the URL gate (src/core/url/safe-url.ts):
 * an unsafe own link falls back to the pattern; null when neither gives a safe link.
 */
export function webcastDisplayLink(event: unknown, channel: unknown, settings: unknown): WebcastLink | null {
  const s = asRecord(settings);
  const target = webcastLinkTarget(s?.linkTarget);
  const own = safeUrl(asRecord(event)?.eventDetailsLink);
  if (own !== null) return { href: own, target };
  const pattern = nonEmptyString(s?.channelUrlPattern);
  if (pattern === null) return null;
  const c = asRecord(channel);
  const href = safeUrl(fillPattern(pattern, { slug: c?.slug, id: c?.id }));
  return href === null ? null : { href, target };
}
