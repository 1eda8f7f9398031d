import { asRecord, nonEmptyString } from '../live/values';
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
 * channelUrlPattern (###slug### replaced by the channel's slug). Null when neither gives a link.
 */
export function webcastDisplayLink(event: unknown, channel: unknown, settings: unknown): WebcastLink | null {
  const s = asRecord(settings);
  const target = webcastLinkTarget(s?.linkTarget);
  const own = nonEmptyString(asRecord(event)?.eventDetailsLink);
  if (own !== null) return { href: own, target };
  const pattern = nonEmptyString(s?.channelUrlPattern);
  if (pattern === null) return null;
  const c = asRecord(channel);
  return { href: fillPattern(pattern, { slug: c?.slug, id: c?.id }), target };
}
