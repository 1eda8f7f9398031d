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
  return {
    expires: now + consentCookieDays(client) * DAY_MS,
    sameSite: COOKIE_ATTRIBUTES.sameSite,
    secure: COOKIE_ATTRIBUTES.secure,
    path: '/',
  };
}

/**
 * The value of the cookie `name` in a `document.cookie` string, URI-decoded (spec 1 §4: the session cookie holds
 * the user as encoded JSON); null when there is no such cookie or its value is not valid URI encoding.
 */
export function cookieValue(cookies: unknown, name: unknown): string | null {
  if (typeof cookies !== 'string' || typeof name !== 'string' || name === '') return null;
  const prefix = `${name}=`;
  const found = cookies.split('; ').find((c) => c.startsWith(prefix));
  try {
    return found ? decodeURIComponent(found.slice(prefix.length)) : null;
  } catch {
    return null;
  }
}

/**
 * The user object kept in the session cookie (spec 1 §4: the user only, never a token), as its readers share it:
 * the decoded cookie value parsed as JSON, or null for no value, broken JSON or anything but an object. Each reader
 * adds its own rule (the session store: it has an `id`; the chat widgets: not a guest; trackers:
 * core/tracking/tracker-user).
 */
export function parseSessionUser(raw: string | null | undefined): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as unknown;
    return user && typeof user === 'object' ? (user as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
