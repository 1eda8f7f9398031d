/**
 * Responsive sources of the single image widget: asset names resolve through the client's asset map
 * (GET assets?client=), then src/core/content/image-renditions.ts applies the renditions of spec 3 §9
 * (xs up to 567 px, sm up to 767 px, md up to 1023 px, default above). A value that is already an absolute
 * or root-relative URL is used as is. Root-relative URLs resolve against the API's origin (the assets live
 * there, not on the host page). Every URL, mapped or given, passes the URL gate (src/core/url/safe-url.ts). Pure.
 */
import { imageSources, type ImageSources } from '../../core/content/image-renditions';
import { isAbsoluteUrl, safeUrl } from '../../core/url/safe-url';
import type { AssetNames } from './settings';

function absolute(url: string, apiBase: string | undefined): string {
  if (!apiBase || !url.startsWith('/') || url.startsWith('//')) return url;
  try {
    return new URL(url, apiBase).href;
  } catch {
    return url;
  }
}

export function resolveAsset(
  name: unknown,
  assets: Record<string, unknown> | null | undefined,
  apiBase?: string,
): string | null {
  if (typeof name !== 'string' || name.trim() === '') return null;
  const key = name.trim();
  const mapped = assets?.[key];
  if (typeof mapped === 'string' && mapped.trim() !== '') {
    const url = safeUrl(mapped);
    return url === null ? null : absolute(url, apiBase);
  }
  return isAbsoluteUrl(key) || key.startsWith('/') ? absolute(key, apiBase) : null;
}

export function buildPictureSources(
  assetnames: AssetNames | null | undefined,
  assets: Record<string, unknown> | null | undefined,
  apiBase?: string,
): ImageSources {
  const names = typeof assetnames === 'object' && assetnames !== null ? assetnames : {};
  return imageSources({
    default: resolveAsset(names.default, assets, apiBase),
    md: resolveAsset(names.md, assets, apiBase),
    sm: resolveAsset(names.sm, assets, apiBase),
    xs: resolveAsset(names.xs, assets, apiBase),
  });
}
