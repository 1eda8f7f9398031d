import { isOnAir } from './on-air';
import { offAirImageUrl, previewImageUrl } from './preview-image';
import { asRecord, nonEmptyString } from '../values';
import { safeUrl } from '../url/safe-url';

/** Spec 3 §3 Event: an event of type 'break' is a break (compared case-insensitively). */
export function isBreakEvent(event: unknown): boolean {
  return nonEmptyString(asRecord(event)?.type)?.toLowerCase() === 'break';
}

export type ThumbnailKind = 'preview' | 'break' | 'custom' | 'offAir' | 'none';

/**
 * The image of a channel tile in the webcast display and teaser (spec 3 §3 thumbnails: default,
 * base, error, break, livetextTriggerWord, customChannelImageUrl; §7 preview image):
 * - off air: the `default` pattern with ###channelid###;
 * - on air during a break: the `break` image when set;
 * - on air with `livetextTriggerWord` found in the channel's livetext: `customChannelImageUrl`
 *   (###channelid### replaced) when set;
 * - otherwise the live preview under `base`, refreshed every 15 s.
 * `errorUrl` is what an image that fails to load is replaced with (spec 3 §8).
 */
export function channelThumbnail(
  channel: unknown,
  thumbnails: unknown,
  now: number,
  ignoreEvents?: unknown,
): { kind: ThumbnailKind; url: string | null; errorUrl: string | null } {
  const c = asRecord(channel);
  const t = asRecord(thumbnails);
  const errorUrl = safeUrl(t?.error);
  const id = c?.id;
  if (!isOnAir(c, ignoreEvents)) {
    const url = offAirImageUrl(t?.default, id);
    return { kind: url === null ? 'none' : 'offAir', url, errorUrl };
  }
  const breakUrl = safeUrl(t?.break);
  if (breakUrl !== null && isBreakEvent(c?.currentEvent)) return { kind: 'break', url: breakUrl, errorUrl };
  const trigger = nonEmptyString(t?.livetextTriggerWord);
  const livetext = nonEmptyString(c?.livetext);
  const custom = offAirImageUrl(t?.customChannelImageUrl, id);
  if (trigger !== null && custom !== null && livetext?.includes(trigger))
    return { kind: 'custom', url: custom, errorUrl };
  const url = previewImageUrl(t?.base, id, now);
  return { kind: url === null ? 'none' : 'preview', url, errorUrl };
}
