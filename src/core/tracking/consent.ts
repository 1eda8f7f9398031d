import {
  ANALYTICS_COOKIE_TIMEOUT_DECLINED_S,
  ANALYTICS_COOKIE_TIMEOUT_S,
  COOKIE_VALIDITY_DAYS_DEFAULT,
} from '../constants';
import { asRecord, nonEmptyString, toNumber } from '../values';

/** Spec 3 §4 Cookie consent: none, then accepted or anonymous. */
export type ConsentState = 'none' | 'accepted' | 'anonymous';

export type ConsentAction = { type: 'accept' } | { type: 'decline' };

/** Side effects the consent adapter performs, in order. */
export type ConsentEffect =
  | { type: 'setConsentCookie'; value: 'accepted' | 'anonymous'; days: number }
  | { type: 'setVisitorCookieTimeout'; seconds: number }
  | { type: 'deleteCookies' }
  | { type: 'setCookieTimeouts'; seconds: number }
  | { type: 'reload' };

/** The consent cookie's validity: cookieValidityPeriodInDays, default 7 (spec 3 §3, §9). */
export function consentCookieDays(client: unknown): number {
  const days = toNumber(asRecord(client)?.cookieValidityPeriodInDays);
  return days !== null && days > 0 ? days : COOKIE_VALIDITY_DAYS_DEFAULT;
}

/** A stored consent value back to a state; anything unknown is 'none'. */
export function consentState(value: unknown): ConsentState {
  const v = nonEmptyString(value);
  return v === 'accepted' || v === 'anonymous' ? v : 'none';
}

/**
 * Spec 3 §4 Cookie consent as a reducer returning effects. Accepting sets the consent cookie and the
 * long visitor cookie timeout (33696000). Declining deletes the cookies, sets the cookie timeouts to
 * 0 and reloads the page only if consent had been accepted before.
 */
export function consentReducer(
  state: ConsentState,
  action: ConsentAction,
  cookieDays: number = COOKIE_VALIDITY_DAYS_DEFAULT,
): { state: ConsentState; effects: ConsentEffect[] } {
  if (action.type === 'accept') {
    return {
      state: 'accepted',
      effects: [
        { type: 'setConsentCookie', value: 'accepted', days: cookieDays },
        { type: 'setVisitorCookieTimeout', seconds: ANALYTICS_COOKIE_TIMEOUT_S },
      ],
    };
  }
  const effects: ConsentEffect[] = [
    { type: 'deleteCookies' },
    { type: 'setCookieTimeouts', seconds: ANALYTICS_COOKIE_TIMEOUT_DECLINED_S },
    { type: 'setConsentCookie', value: 'anonymous', days: cookieDays },
  ];
  if (state === 'accepted') effects.push({ type: 'reload' });
  return { state: 'anonymous', effects };
}

/**
 * Spec 3 §2/§5: the trackingConsent query key present (with any value, even empty) switches
 * analytics consent on. Accepts a query string ("?a=1&trackingConsent") or a query object.
 */
export function hasTrackingConsentQuery(query: unknown): boolean {
  if (typeof query === 'string') {
    return query
      .replace(/^\?/, '')
      .split('&')
      .some((part) => part.split('=')[0] === 'trackingConsent');
  }
  const q = asRecord(query);
  return q !== null && Object.hasOwn(q, 'trackingConsent');
}
