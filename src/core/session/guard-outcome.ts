import { toNumber } from '../values';
import { isAcceptedCapabilityStatus } from './capability-status';

/** What the router does after the access check (spec 1 §4, spec 3 §6 "Route guard outcomes"). */
export type GuardOutcome =
  | { kind: 'allow' }
  /** 403 signed out: go to Login with the wanted path as `redirect`. */
  | { kind: 'login'; redirect: string }
  /** 403 signed in: show the no-access notification, go Home or stay. */
  | { kind: 'no-access'; redirect: string }
  /** 404 or 401 from the check: log out locally and go Home. */
  | { kind: 'logout-home' }
  /** 412: go to the Logout route. */
  | { kind: 'logout' }
  | { kind: 'page-not-found' }
  | { kind: 'error-page' };

/**
 * The route-guard outcome table (spec 1 §4, spec 3 §6). `status` is the capability-check answer (or the status
 * of another error on the way). Statuses the check does not accept (spec 1 §5) are "any other error":
 * PageNotFound for a 404 (signed out), else ErrorPage.
 */
export function routeGuardOutcome(status: unknown, signedIn: boolean, targetPath: unknown = '/'): GuardOutcome {
  const s = toNumber(status);
  const redirect = typeof targetPath === 'string' && targetPath.startsWith('/') ? targetPath : '/';
  if (isAcceptedCapabilityStatus(s, signedIn)) {
    if (s === 403) return signedIn ? { kind: 'no-access', redirect } : { kind: 'login', redirect };
    if (s === 401 || s === 404) return { kind: 'logout-home' };
    if (s === 412) return { kind: 'logout' };
    return { kind: 'allow' };
  }
  return s === 404 ? { kind: 'page-not-found' } : { kind: 'error-page' };
}
