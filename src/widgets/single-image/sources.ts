/**
 * Responsive sources of the single image widget: asset names resolve through the client's asset map
 * (GET assets?client=), then src/core/content/image-renditions.ts applies the renditions of spec 3 §9
 * (xs up to 567 px, sm up to 767 px, md up to 1023 px, default above). A value that is already an absolute
 * or root-relative URL is used as is. Pure.
 */
import { imageSources, type ImageSources } from '../../core/content/image-renditions';
import type { AssetNames } from './settings';

export function resolveAsset(name: unknown, assets: Record<string, unknown> | null | undefined): string | null {
  if (typeof name !== 'string' || name.trim() === '') return null;
  const key = name.trim();
  const mapped = assets?.[key];
  if (typeof mapped === 'string' && mapped.trim() !== '') return mapped.trim();
  return /^(https?:)?\/\//i.test(key) || key.startsWith('/') ? key : null;
}

export function buildPictureSources(assetnames: AssetNames | null | undefined,
  assets: Record<string, unknown> | null | undefined): ImageSources {
  const names = typeof assetnames === 'object' && assetnames !== null ? assetnames : {};
  return imageSources({
    default: resolveAsset(names.default, assets),
    md: resolveAsset(names.md, assets),
    sm: resolveAsset(names.sm, assets),
    xs: resolveAsset(names.xs, assets),
  });
}
