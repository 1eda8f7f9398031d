/**
 * Header banner (spec 1 §2, §5, §9): shown only if the asset exists; under 768 px the mobile variant
 * (`header.banner.mobile`) when it exists (core `headerBannerAsset` at 767 and 1280 px picks the two sources).
 * While the asset map loads, a configured banner keeps its box (a fixed aspect ratio per breakpoint, the image
 * covers it), so the page does not move when the image arrives.
 */
import { headerBannerAsset } from '../../core/content/banner';
import { MOBILE_BANNER_MAX_WIDTH_EXCLUSIVE_PX } from '../../core/constants';
import { useAsync } from '../data/use-async';
import { imageUrl, loadAssets } from '../data/content';
import { usePortal } from '../app-context';

export function Banner({ assetNames }: { assetNames: Record<string, unknown> | null | undefined }) {
  const { api } = usePortal();
  const assets = useAsync(`assets:${api.client}`, () => loadAssets(api));
  if (!assetNames) return null;
  if (assets.status !== 'done') {
    const configured =
      typeof assetNames['header.banner'] === 'string' || typeof assetNames['header.banner.mobile'] === 'string';
    return configured && assets.status === 'loading' ? (
      <div className="cp-portal__banner cp-portal__banner--pending" aria-hidden="true" />
    ) : null;
  }
  const resolved = Object.fromEntries(
    Object.entries(assetNames).map(([k, v]) => [k, typeof v === 'string' ? assets.value[v] : undefined]),
  );
  const wide = imageUrl(headerBannerAsset(resolved, MOBILE_BANNER_MAX_WIDTH_EXCLUSIVE_PX));
  const narrow = imageUrl(headerBannerAsset(resolved, MOBILE_BANNER_MAX_WIDTH_EXCLUSIVE_PX - 1));
  if (!wide && !narrow) return null;
  return (
    <picture>
      {narrow && narrow !== wide ? (
        <source media={`(max-width: ${MOBILE_BANNER_MAX_WIDTH_EXCLUSIVE_PX - 1}px)`} srcSet={narrow} />
      ) : null}
      <img className="cp-portal__banner" src={wide ?? narrow!} alt="" />
    </picture>
  );
}
