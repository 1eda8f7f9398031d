import { nonEmptyString } from '../values';

/** Steps of the route access check, in the order spec 1 §5 fixes. */
export type AccessStep = 'tokenlogin' | 'jwtlogin' | 'capabilities';

/** Error names per failing step (spec 1 §5). */
export const ACCESS_ERRORS: Readonly<Record<AccessStep, string>> = {
  tokenlogin: 'invalid token',
  jwtlogin: 'invalid jwt token',
  capabilities: 'no valid capabilities',
};

export interface AccessInput {
  /** The resource's PROMO field; 'yes' opens it without checks. */
  promo?: unknown;
  /** Query `token` (sign-in token). */
  token?: unknown;
  /** Query `jwtoken`. */
  jwtoken?: unknown;
  /** The skip-once flag: when set, the capability check is skipped this time and the flag is consumed. */
  skipCapabilityCheckOnce?: unknown;
}

export interface AccessPlan {
  /** True when navigation is allowed without any call (PROMO = yes). */
  open: boolean;
  /** Calls to make in order; the first failure rejects navigation with `ACCESS_ERRORS[step]`. */
  steps: AccessStep[];
  /** True when the skip-once flag was used and must be cleared. */
  consumeSkipFlag: boolean;
}

/**
 * Route access order as a pure decision (spec 1 §5): a resource flagged PROMO = yes is open without checks;
 * otherwise sign in by query token, then by query jwtoken, then the capability check (skipped once via a flag).
 */
export function accessPlan(input: AccessInput | null | undefined): AccessPlan {
  const i = input ?? {};
  if (typeof i.promo === 'string' && i.promo.trim().toLowerCase() === 'yes') {
    return { open: true, steps: [], consumeSkipFlag: false };
  }
  const steps: AccessStep[] = [];
  if (nonEmptyString(i.token)) steps.push('tokenlogin');
  if (nonEmptyString(i.jwtoken)) steps.push('jwtlogin');
  const skip = i.skipCapabilityCheckOnce === true;
  if (!skip) steps.push('capabilities');
  return { open: false, steps, consumeSkipFlag: skip };
}

/**
 * Spec 1 §5 "the capability check may be skipped once via a flag": the flag names the page it was set for (the
 * portal path of the navigation that set it) and applies to the check of that page only, once; any other page is
 * checked as usual.
 */
export function skipFlagApplies(flagPath: unknown, path: unknown): boolean {
  return typeof flagPath === 'string' && flagPath !== '' && flagPath === path;
}
