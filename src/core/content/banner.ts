import { MOBILE_BANNER_MAX_WIDTH_EXCLUSIVE_PX } from '../constants';
import { toNumber } from '../live/values';

/** Mobile header banner under 768 px (spec 1 §2, §9): 767 uses header.banner.mobile, 768 the normal banner. */
export function usesMobileBanner(viewportWidth: unknown): boolean {
  const w = toNumber(viewportWidth);
  return w !== null && w < MOBILE_BANNER_MAX_WIDTH_EXCLUSIVE_PX;
}
