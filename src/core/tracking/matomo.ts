import { ANALYTICS_CUSTOM_DIMENSIONS } from '../constants';
import { nonEmptyString } from '../values';

/** A page view for the Matomo tracking HTTP API (spec 3 §7 Page analytics; shared/ARCHITECTURE.md: no matomo.js). */
export interface MatomoPageView {
  siteId: number;
  url: string;
  title?: string | null;
  referrer?: string | null;
  /** 16 hex characters (Matomo `_id`); only with analytics consent. */
  visitorId?: string | null;
  /** The signed-in member's id (Matomo `uid`); none for a guest. */
  userId?: string | null;
  /** Starts a new visit (`new_visit=1`): the view after a logout (spec 1 §4). */
  newVisit?: boolean;
  /** Custom dimensions 1–9 (spec 1 §9); others are dropped. */
  dimensions?: Record<number, string>;
  /** Local wall-clock time of the view. */
  time: Date;
  /** A random number for the cache buster `rand`. */
  random: number;
  /** Screen resolution 'WxH'. */
  resolution?: string | null;
}

/** Matomo visitor ids are exactly 16 hexadecimal characters. */
export function isMatomoVisitorId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{16}$/.test(value);
}

/** A visitor id from 8 random bytes (injected, so the rule is testable). */
export function matomoVisitorId(bytes: ArrayLike<number>): string {
  return Array.from({ length: 8 }, (_, i) => ((bytes[i] ?? 0) & 255).toString(16).padStart(2, '0')).join('');
}

/**
 * The parameters of one page view request to `matomo.php` (Matomo tracking HTTP API): idsite, rec=1, apiv=1,
 * url, action_name, urlref, _id, uid, new_visit, rand, h/m/s, res and dimension1…dimension9. Empty values are left out;
 * dimensions outside 1–9 are never sent.
 */
export function matomoPageViewParams(view: MatomoPageView): Record<string, string> {
  const params: Record<string, string> = { idsite: String(view.siteId), rec: '1', apiv: '1', url: view.url };
  const optional: [string, unknown][] = [
    ['action_name', view.title],
    ['urlref', view.referrer],
    ['uid', view.userId],
    ['res', view.resolution],
  ];
  for (const [key, value] of optional) {
    const v = nonEmptyString(value);
    if (v !== null) params[key] = v;
  }
  if (isMatomoVisitorId(view.visitorId)) params._id = view.visitorId;
  if (view.newVisit) params.new_visit = '1';
  params.rand = String(Math.floor(view.random * 1e9));
  params.h = String(view.time.getHours());
  params.m = String(view.time.getMinutes());
  params.s = String(view.time.getSeconds());
  for (const [id, value] of Object.entries(view.dimensions ?? {})) {
    const n = Number(id);
    const v = nonEmptyString(value);
    if (
      Number.isInteger(n) &&
      n >= ANALYTICS_CUSTOM_DIMENSIONS.first &&
      n <= ANALYTICS_CUSTOM_DIMENSIONS.last &&
      v !== null
    )
      params[`dimension${n}`] = v;
  }
  return params;
}

/**
 * A Matomo heartbeat (spec 3 §4/§9, 60 s while playing): the page-view parameters plus `ping=1`, which Matomo
 * counts towards the visit's time without recording another page view.
 */
export function matomoHeartbeatParams(view: MatomoPageView): Record<string, string> {
  return { ...matomoPageViewParams(view), ping: '1' };
}

/** Social analytics events (spec 2 §7): like, share, cite, favourite added or removed. */
export type SocialAction = 'like' | 'unlike' | 'share' | 'cite' | 'favourite_added' | 'favourite_removed';

/**
 * The Matomo event fields of a social action (tracking HTTP API e_c/e_a/e_n): category "social", the action,
 * and the item as "type:id" (a share adds its network: "type:id:network"). Added to a page-view request's params.
 */
export function matomoSocialEventParams(
  action: SocialAction,
  item: { type: string; id: string; via?: string },
): Record<string, string> {
  return {
    e_c: 'social',
    e_a: action,
    e_n: [item.type, item.id, item.via].filter((p) => typeof p === 'string' && p).join(':'),
  };
}
