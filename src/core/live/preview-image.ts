import { fillPattern } from '../widget-mode/url-pattern';
import { POLL_INTERVAL_MS } from '../constants';
import { nonEmptyString } from './values';
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
  const stamp = Number.isFinite(now) ? Math.floor(now / POLL_INTERVAL_MS.previewImage) * POLL_INTERVAL_MS.previewImage : 0;
  return safeUrl(`${base}${slash}preview_${encodeURIComponent(id)}.jpg?t=${stamp}`);
}

/** Spec 3 §7: off-air images use a default pattern with ###channelid### (null without a pattern). */
export function offAirImageUrl(pattern: unknown, channelId: unknown): string | null {
  const p = nonEmptyString(pattern);
  return p === null ? null : safeUrl(fillPattern(p, { channelid: channelId }));
}
