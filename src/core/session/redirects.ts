import { nonEmptyString } from '../values';
import { isAbsoluteUrl, safeUrl } from '../url/safe-url';

/** Where the router goes: a route path inside the app, a full page navigation, or the Home route. */
export type RedirectTarget = { kind: 'route'; path: string } | { kind: 'navigate'; url: string } | { kind: 'home' };

/**
 * A `redirect` query value usable as an in-app path: starts with one '/' (not '//', not a backslash trick).
 * Other values are dropped so that a crafted link cannot send users to another site (open-redirect guard).
 */
export function safeRedirectPath(value: unknown): string | null {
  const v = nonEmptyString(Array.isArray(value) ? value[0] : value);
  if (!v?.startsWith('/') || v.startsWith('//') || v.startsWith('/\\')) return null;
  return v;
}

/** A configured URL as a target; one the URL gate refuses (src/core/url/safe-url.ts) leads Home. */
function toTarget(value: string): RedirectTarget {
  const url = safeUrl(value);
  if (url === null) return { kind: 'home' };
  return isAbsoluteUrl(url) ? { kind: 'navigate', url } : { kind: 'route', path: url };
}

/**
 * The PageNotFound button (spec 1 §2): back to the client's default redirect URL (absolute → full navigation),
 * or Home.
 */
export function defaultRedirectTarget(defaultRedirectUrl: unknown): RedirectTarget {
  const d = nonEmptyString(defaultRedirectUrl);
  return d ? toTarget(d) : { kind: 'home' };
}

/**
 * Redirect after a successful gift-code sign-in (spec 1 §4), also the tracking-test "next" button (spec 3 §2):
 * query `redirect`, else the client's defaultRedirectUrl, else '/'. Null when the result is 'external'
 * (the external flow navigates by itself).
 */
export function redirectAfterGiftCode(input: {
  result?: unknown;
  redirect?: unknown;
  defaultRedirectUrl?: unknown;
}): RedirectTarget | null {
  if (input?.result === 'external') return null;
  const q = safeRedirectPath(input?.redirect);
  if (q) return { kind: 'route', path: q };
  const d = nonEmptyString(input?.defaultRedirectUrl);
  return d ? toTarget(d) : { kind: 'route', path: '/' };
}

export interface LogoutPlan {
  /** URL from the logout answer to load in a hidden sandboxed frame first; null when none. */
  frameUrl: string | null;
  /** Where to go afterwards. */
  then: RedirectTarget;
}

/**
 * After logout (spec 1 §4, spec 3 §6): load `logoutUrl` (if returned) in a hidden frame, then go to the client's
 * postLogoutUrl (absolute URLs by full navigation, relative ones as routes), else defaultRedirectUrl, else Home.
 */
export function logoutPlan(input: {
  logoutUrl?: unknown;
  postLogoutUrl?: unknown;
  defaultRedirectUrl?: unknown;
}): LogoutPlan {
  const frame = nonEmptyString(input?.logoutUrl);
  const next = nonEmptyString(input?.postLogoutUrl) ?? nonEmptyString(input?.defaultRedirectUrl);
  // biome-ignore lint/suspicious/noThenProperty: a plan is plain data and never awaited; `then` is its second step
  return { frameUrl: frame && isAbsoluteUrl(frame) ? frame : null, then: next ? toTarget(next) : { kind: 'home' } };
}

/**
 * The no-access back button (spec 1 §2, spec 3 §2): query `redirect` unless it is '/' or '/oauth2-finish'
 * (or missing, or not an in-app path), else Home.
 */
export function noAccessBackTarget(redirect: unknown): RedirectTarget {
  const q = safeRedirectPath(redirect);
  const bare = q?.replace(/[?#].*$/, '').replace(/\/+$/, '') ?? '';
  if (!q || bare === '' || bare === '/oauth2-finish') return { kind: 'home' };
  return { kind: 'route', path: q };
}
