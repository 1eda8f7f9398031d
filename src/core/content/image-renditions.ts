import { IMAGE_RENDITIONS } from '../constants';
import { safeUrl } from '../url/safe-url';

/** Asset names of a single-image widget (spec 3 §3): default, md, sm, xs. Values are URLs. */
export interface ImageAssets {
  default?: unknown;
  md?: unknown;
  sm?: unknown;
  xs?: unknown;
}

/** Width descriptor given to the `default` asset in `srcset`: it serves viewports above md (1023 px). */
export const DEFAULT_RENDITION_WIDTH = 1920;

export interface ImageSources {
  /** Fallback `src`: default, else the largest rendition present. */
  src: string | null;
  /** `srcset` for one <img>: each present asset with its width (xs 576w, sm 768w, md 1024w, default 1920w). */
  srcset: string;
  /** `sizes` matching the rendition breakpoints (xs up to 567 px, sm up to 767 px, md up to 1023 px). */
  sizes: string;
  /** <picture> <source> entries (narrowest first) for art direction: media query plus the rendition URL. */
  sources: { media: string; srcset: string }[];
}

const ORDER = ['xs', 'sm', 'md'] as const;

/**
 * Image renditions (spec 3 §9): xs 576 w up to 567 px, sm 768 w up to 767 px, md 1024 w up to 1023 px, default
 * above. Missing or blank assets are skipped, so any subset of default/md/sm/xs works.
 */
export function imageSources(assets: ImageAssets | null | undefined): ImageSources {
  const a = assets ?? {};
  // Every rendition passes the URL gate (src/core/url/safe-url.ts): a refused URL counts as missing.
  const url = (k: keyof ImageAssets) => safeUrl(a[k]);
  const present = ORDER.filter((k) => url(k));
  const def = url('default');
  const srcsetParts = present.map((k) => `${url(k)} ${IMAGE_RENDITIONS[k].width}w`);
  if (def) srcsetParts.push(`${def} ${DEFAULT_RENDITION_WIDTH}w`);
  const sizes = [
    ...present.map((k) => `(max-width: ${IMAGE_RENDITIONS[k].maxViewportPx}px) ${IMAGE_RENDITIONS[k].width}px`),
    '100vw',
  ];
  return {
    src: def ?? (present.length ? url(present[present.length - 1]) : null),
    srcset: srcsetParts.join(', '),
    sizes: sizes.join(', '),
    sources: present.map((k) => ({
      media: `(max-width: ${IMAGE_RENDITIONS[k].maxViewportPx}px)`,
      srcset: url(k) as string,
    })),
  };
}

/**
 * The one rendition for a width in px (spec 3 §9): xs up to 567, sm up to 767, md up to 1023, default above.
 * A missing rendition falls back to the next larger one present, then to default, then to the largest present;
 * every URL passes the URL gate. For images sized by their container (a slider slide), not the viewport.
 */
export function renditionForWidth(width: unknown, assets: ImageAssets | null | undefined): string | null {
  const a = assets ?? {};
  const w = typeof width === 'number' && Number.isFinite(width) && width > 0 ? width : Infinity;
  const first = ORDER.findIndex((k) => w <= IMAGE_RENDITIONS[k].maxViewportPx);
  const larger = first < 0 ? [] : ORDER.slice(first);
  for (const k of [...larger, 'default' as const, ...[...ORDER].reverse()]) {
    const url = safeUrl(a[k]);
    if (url) return url;
  }
  return null;
}
