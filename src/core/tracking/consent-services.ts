import { asRecord, nonEmptyString } from '../values';
import type { ConsentAction, ConsentState } from './consent';

/**
 * Spec 3 §3 Cookie services: the required ones are always on; the analytics service (Matomo) and the
 * error-monitoring service are off by default and switched by consent.
 */
export type ConsentService = 'analytics' | 'errorMonitoring';
export type ConsentChoice = Record<ConsentService, boolean>;

export const CONSENT_SERVICES: readonly ConsentService[] = ['analytics', 'errorMonitoring'];
export const NO_CONSENT: ConsentChoice = { analytics: false, errorMonitoring: false };
export const FULL_CONSENT: ConsentChoice = { analytics: true, errorMonitoring: true };

/** The consent cookie (first-party, on the host page's domain; spec 3 §4 "the consent cookie"). */
export const CONSENT_COOKIE = 'cp_consent';
/** The analytics visitor id cookie (Matomo `_id`), kept for the visitor cookie timeout. */
export const VISITOR_COOKIE = 'cp_visitor';

/** The consent cookie's value: the accepted services joined by '.', or 'none' for declined (anonymous). */
export function encodeConsentChoice(choice: ConsentChoice): string {
  const on = CONSENT_SERVICES.filter((s) => choice[s]);
  return on.length ? on.join('.') : 'none';
}

/**
 * A stored consent cookie back to state and services (spec 3 §4: none, then accepted or anonymous): no
 * cookie (or an unreadable one) is 'none'; 'none' is anonymous; a list of known services is accepted.
 */
export function decodeConsentChoice(value: unknown): { state: ConsentState; choice: ConsentChoice } {
  const v = nonEmptyString(value);
  if (v === null) return { state: 'none', choice: NO_CONSENT };
  if (v === 'none') return { state: 'anonymous', choice: NO_CONSENT };
  const parts = v.split('.');
  if (!parts.every((p) => (CONSENT_SERVICES as readonly string[]).includes(p)))
    return { state: 'none', choice: NO_CONSENT };
  const choice = { analytics: parts.includes('analytics'), errorMonitoring: parts.includes('errorMonitoring') };
  return { state: 'accepted', choice };
}

/**
 * What a host's own consent manager passes to `CongressPortal.setConsent()`: `true`/'all' (everything),
 * `false`/'none' (nothing), or `{ analytics?, errorMonitoring? }` (missing services are off). Anything else is
 * null (refused).
 */
export function normalizeConsentChoice(input: unknown): ConsentChoice | null {
  if (input === true || input === 'all') return FULL_CONSENT;
  if (input === false || input === 'none') return NO_CONSENT;
  if (typeof input === 'string') return serviceWords(input);
  const r = asRecord(input);
  if (!r) return null;
  const keys = Object.keys(r);
  if (keys.some((k) => !(CONSENT_SERVICES as readonly string[]).includes(k) || typeof r[k] !== 'boolean')) return null;
  return { analytics: r.analytics === true, errorMonitoring: r.errorMonitoring === true };
}

/** 'analytics errors' (the words of `data-consent`) → a choice; null for anything else. */
function serviceWords(input: string): ConsentChoice | null {
  const words = input.split(/[\s,]+/).filter((w) => w !== '');
  const map: Record<string, ConsentService> = { analytics: 'analytics', errors: 'errorMonitoring' };
  if (words.length === 0 || words.some((w) => !Object.hasOwn(map, w))) return null;
  return { analytics: words.includes('analytics'), errorMonitoring: words.includes('errors') };
}

/** A choice as the consent reducer's action: any service on accepts, none on declines (spec 3 §4). */
export function consentActionOf(choice: ConsentChoice): ConsentAction {
  return CONSENT_SERVICES.some((s) => choice[s]) ? { type: 'accept' } : { type: 'decline' };
}

export interface CookieDescription {
  /** Translation key of the cookie's purpose. */
  key: string;
  /** Which consent covers it: required cookies are always set. */
  service: 'required' | ConsentService;
  duration: { value: number; unit: 'months' | 'days' };
}

/**
 * Spec 3 §4 Cookie settings descriptions: refresh token 18 months, add-to-calendar cookie 12 months, analytics
 * preference 400 days, video stats and analytics visitor IDs 13 months.
 */
export const COOKIE_DESCRIPTIONS: readonly CookieDescription[] = [
  { key: 'consent.cookie.refreshToken', service: 'required', duration: { value: 18, unit: 'months' } },
  { key: 'consent.cookie.addToCalendar', service: 'required', duration: { value: 12, unit: 'months' } },
  { key: 'consent.cookie.analyticsPreference', service: 'required', duration: { value: 400, unit: 'days' } },
  { key: 'consent.cookie.visitorIds', service: 'analytics', duration: { value: 13, unit: 'months' } },
];

/** The cookie descriptions of one service group of the settings dialog. */
export function cookieDescriptionsOf(service: CookieDescription['service']): CookieDescription[] {
  return COOKIE_DESCRIPTIONS.filter((c) => c.service === service);
}

/**
 * Spec 3 §4: whether analytics may run for a widget — the portal's consent store when a portal is on the page
 * (it already applied the host's choice and the `trackingConsent` query), else the host's `setConsent()` choice,
 * else the consent cookie. No answer anywhere is no consent. When the host manages consent (`data-consent`), the
 * consent cookie does not count: nothing is tracked before the host says so.
 */
export function analyticsConsentOf(input: {
  portal?: boolean | null;
  host?: unknown;
  hostManaged?: boolean;
  cookie?: unknown;
}): boolean {
  if (typeof input.portal === 'boolean') return input.portal;
  const host = input.host === undefined ? null : normalizeConsentChoice(input.host);
  if (host) return host.analytics;
  if (input.hostManaged) return false;
  return decodeConsentChoice(input.cookie).choice.analytics;
}
