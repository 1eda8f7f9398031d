import { toNumber } from '../values';

/**
 * Capability-check status acceptance (spec 1 §5): 200–299, 401 and 403 are accepted; 404 and 412 only when
 * signed in; every other status (and a missing or non-numeric one) fails.
 */
export function isAcceptedCapabilityStatus(status: unknown, signedIn: boolean): boolean {
  const s = toNumber(status);
  if (s === null || !Number.isInteger(s)) return false;
  if (s >= 200 && s <= 299) return true;
  if (s === 401 || s === 403) return true;
  return signedIn === true && (s === 404 || s === 412);
}
