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

/**
 * The signed-in user kept in the session cookie (JSON with an `id`), as trackers read it (spec 3 §7 video
 * tracking `user`; §5 custom endpoint `uuid`); anything else — no cookie, broken JSON, no id — is null.
 */
export function sessionCookieUser(raw: unknown): { id: string; uuid: string | null } | null {
  if (typeof raw !== 'string' || raw === '') return null;
  try {
    const user = JSON.parse(raw) as Record<string, unknown> | null;
    const id = user && (typeof user.id === 'string' || typeof user.id === 'number') ? String(user.id) : '';
    if (!id || user?.guest === true) return null;
    return { id, uuid: typeof user?.uuid === 'string' && user.uuid !== '' ? user.uuid : null };
  } catch {
    return null;
  }
}
