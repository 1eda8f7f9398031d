import { asArray, asRecord, isOn, toNumber } from './values';

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
