import { isOn } from '../live/values';

export type AccessBadge = 'sponsored' | 'free' | 'promo';

/**
 * Access badge precedence (spec 1 §4): sponsored, then free, then promo; null when no flag is on. Flags arrive as
 * true/1/'1'/'true'; the PROMO field value 'yes' (spec 1 §3) also counts as promo.
 */
export function accessBadge(item: unknown): AccessBadge | null {
  const o = (item ?? {}) as Record<string, unknown>;
  if (isOn(o.sponsored)) return 'sponsored';
  if (isOn(o.free)) return 'free';
  if (isOn(o.promo) || (typeof o.PROMO === 'string' && o.PROMO.trim().toLowerCase() === 'yes')) return 'promo';
  return null;
}
