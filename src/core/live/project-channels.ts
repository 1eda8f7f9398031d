import { asArray, asRecord, isOn, nonEmptyString, toNumber } from '../values';

/**
 * Spec 3 §3 Project channels (channel_id, active; 1 means active), §7: the channel list is filtered
 * by these ids. Returns the ids of the active channels in their order, without duplicates.
 */
export function activeProjectChannelIds(project: unknown): number[] {
  const ids: number[] = [];
  for (const entry of asArray<unknown>(asRecord(project)?.channels)) {
    const ref = asRecord(entry);
    const id = toNumber(ref?.channel_id);
    if (id !== null && isOn(ref?.active) && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Spec 1 §2: the overview without visible widgets goes to ChannelDetail with slug '.', the "no slug" flag. */
export const NO_CHANNEL_SLUG = '.';

/**
 * Spec 1 §2 ChannelDetail: with no slug (empty or '.') it loads the project's first channel; returns that
 * channel's slug (to replace the route with), or null when the slug is given or the project has no channel.
 */
export function channelDetailRedirect(slug: unknown, channels: unknown): string | null {
  const given = nonEmptyString(slug);
  if (given !== null && given !== NO_CHANNEL_SLUG) return null;
  for (const channel of asArray<unknown>(channels)) {
    const first = nonEmptyString(asRecord(channel)?.slug);
    if (first !== null) return first;
  }
  return null;
}
