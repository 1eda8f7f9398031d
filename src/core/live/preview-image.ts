import { fillPattern } from '../widget-mode/url-pattern';
import { POLL_INTERVAL_MS } from '../constants';
import { nonEmptyString } from '../values';
import { safeUrl } from '../url/safe-url';

/**
 * Spec 3 §7 Channel preview image: base path plus `preview_{channelid}.jpg`, with a timestamp that
 * changes every 15 s (§9) so the browser refetches it; within one 15 s window the URL is stable.
 */
export function previewImageUrl(basePath: unknown, channelId: unknown, now: number): string | null {
  const id = nonEmptyString(channelId);
  if (id === null) return null;
  const base = nonEmptyString(basePath) ?? '';
  const slash = base === '' || base.endsWith('/') ? '' : '/';
  const stamp = Number.isFinite(now)
    ? Math.floor(now / POLL_INTERVAL_MS.previewImage) * POLL_INTERVAL_MS.previewImage
    : 0;
  return safeUrl(`${base}${slash}preview_${encodeURIComponent(id)}.jpg?t=${stamp}`);
}

/** Spec 3 §7: off-air images use a default pattern with ###channelid### (null without a pattern). */
export function offAirImageUrl(pattern: unknown, channelId: unknown): string | null {
  const p = nonEmptyString(pattern);
  return p === null ? null : safeUrl(fillPattern(p, { channelid: channelId }));
}

/**
 * The thumbnails of the portal's channel lists (spec 3 §7 Channel preview image), which have no widget settings:
 * live previews under the API's `{client}/live/preview/` path (docs/api.md), the off-air image by the default
 * pattern with ###channelid### (the same path, no timestamp: the server answers with the channel's off-air
 * picture). No error image is configured here: a failed image leaves the reserved box empty.
 */
export function portalPreviewThumbnails(apiBase: string, client: string): { base: string; default: string } {
  const base = `${apiBase.replace(/\/+$/, '')}/${encodeURIComponent(client)}/live/preview/`;
  return { base, default: `${base}preview_###channelid###.jpg` };
}

/**
 * Spec 3 §8: a preview image that failed to load is replaced by the configured error image (once: an error image
 * that fails too gives no image). `failedUrl` is the URL that last failed.
 */
export function previewImageSrc(
  thumbnail: { url: string | null; errorUrl: string | null },
  failedUrl: string | null,
): string | null {
  if (thumbnail.url === null) return null;
  if (failedUrl === thumbnail.url) return thumbnail.errorUrl;
  if (failedUrl !== null && failedUrl === thumbnail.errorUrl) return null;
  return thumbnail.url;
}

/** Milliseconds until the next 15 s preview window starts (when the thumbnails' timestamp changes). */
export function msToNextPreviewWindow(now: number): number {
  const w = POLL_INTERVAL_MS.previewImage;
  return w - (((now % w) + w) % w);
}
