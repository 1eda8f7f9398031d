import { asArray, nonEmptyString } from '../values';

/**
 * Spec 3 §5: preroll ads must be non-empty strings; one of them is chosen at random. `random`
 * returns a number in [0, 1) (inject a fixed one in tests). Null when no valid preroll exists.
 */
export function choosePreroll(prerolls: unknown, random: () => number = Math.random): string | null {
  const valid = asArray<unknown>(prerolls).filter(
    (p): p is string => typeof p === 'string' && nonEmptyString(p) !== null,
  );
  if (valid.length === 0) return null;
  const r = random();
  const share = Number.isFinite(r) ? Math.min(Math.max(r, 0), 0.999999999) : 0;
  return valid[Math.floor(share * valid.length)];
}
