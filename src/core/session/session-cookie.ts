import { COOKIE_ATTRIBUTES } from '../constants';
import { consentCookieDays } from '../tracking/consent';

const DAY_MS = 86_400_000;

/** Name of the cookie holding the shared session state (user only) (spec 1 §4). */
export const SESSION_COOKIE_NAME = 'congress_session';

export interface SessionCookieOptions {
  /** Absolute expiry, epoch ms. */
  expires: number;
  sameSite: 'None';
  secure: true;
  path: '/';
}

/**
 * Cookie options for the shared session state (spec 1 §4, §9): sameSite None, secure, valid for the client's
 * cookieValidityPeriodInDays (default 7; missing, zero, negative or non-numeric values use the default).
 */
export function sessionCookieOptions(client: unknown, now: number): SessionCookieOptions {
  return { expires: now + consentCookieDays(client) * DAY_MS, sameSite: COOKIE_ATTRIBUTES.sameSite, secure: COOKIE_ATTRIBUTES.secure, path: '/' };
}
