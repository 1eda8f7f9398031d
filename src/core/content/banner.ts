import { MOBILE_BANNER_MAX_WIDTH_EXCLUSIVE_PX } from '../constants';
import { asRecord, toNumber } from '../values';
import { safeUrl } from '../url/safe-url';

/** Mobile header banner under 768 px (spec 1 §2, §9): 767 uses header.banner.mobile, 768 the normal banner. */
export function usesMobileBanner(viewportWidth: unknown): boolean {
  const w = toNumber(viewportWidth);
  return w !== null && w < MOBILE_BANNER_MAX_WIDTH_EXCLUSIVE_PX;
}

/**
 * Header banner image (spec 1 §2, §5): shown only if the asset exists; under 768 px the mobile variant
 * (header.banner.mobile) is used when it exists, else the normal one. Null when no banner asset exists.
 */
export function headerBannerAsset(assets: unknown, viewportWidth: unknown): string | null {
  const a = asRecord(assets);
  const normal = safeUrl(a?.['header.banner']);
  const mobile = safeUrl(a?.['header.banner.mobile']);
  return usesMobileBanner(viewportWidth) ? (mobile ?? normal) : normal;
}
