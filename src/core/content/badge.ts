import { asArray, asRecord, isOn, nonEmptyString } from '../values';
import { safeUrl } from '../url/safe-url';

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

/** An extra badge with an image: the badge's name (its alternative text) and the image URL. */
export interface BadgeImage {
  name: string;
  src: string;
}

/**
 * Extra badge images (spec 2 §2 "access badge and extra badge images", spec 1 §3 clientAssets `badge.{name}`): each
 * of the item's `badges` whose client asset `badge.{name}` names an asset of the asset map with a URL the URL gate
 * accepts is an image; the others are `missing`: they show nothing and are only logged (spec 2 §8 "missing badge
 * assets: logged only", spec 3 §8). Blank and repeated names are skipped.
 * @example extraBadges({ badges: ['award', 'cme'] }, { 'badge.award': 'badge-award' }, { 'badge-award': '/a/award.svg' })
 * // { images: [{ name: 'award', src: '/a/award.svg' }], missing: ['cme'] }
 */
export function extraBadges(
  item: unknown,
  clientAssets: unknown,
  assets: unknown,
): { images: BadgeImage[]; missing: string[] } {
  const names = [
    ...new Set(
      asArray(asRecord(item)?.badges)
        .map(nonEmptyString)
        .filter((b): b is string => b !== null),
    ),
  ];
  const images: BadgeImage[] = [];
  const missing: string[] = [];
  for (const name of names) {
    const asset = nonEmptyString(asRecord(clientAssets)?.[`badge.${name}`]);
    const src = asset === null ? null : safeUrl(asRecord(assets)?.[asset]);
    if (src === null) missing.push(name);
    else images.push({ name, src });
  }
  return { images, missing };
}
