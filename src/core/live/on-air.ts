import { isIgnoredInDisplay } from './ignore-events';
import { UPCOMING_EVENT_STATUS } from '../constants';
import { asArray, asRecord, isOn, toNumber, toTime } from '../values';
import type { Channel, CongressEvent } from '../types';

/**
 * Spec 3 §2, §4 On air: a channel is on air when it is not paused and has a current event; in the
 * webcast display the current event must also not be ignored (`ignoreEvents`, exact comparison).
 */
export function isOnAir(channel: unknown, ignoreEvents?: unknown): boolean {
  const c = asRecord(channel);
  if (!c || isOn(c.paused)) return false;
  const current = asRecord(c.currentEvent);
  if (!current) return false;
  return !isIgnoredInDisplay(current, ignoreEvents);
}

/**
 * Spec 3 §4 On air / off air: the next upcoming event of an off-air channel is the earliest event
 * with status 2 that starts after `now` and is not ignored. Null when there is none.
 */
export function nextUpcomingEvent(channel: unknown, now: number, ignoreEvents?: unknown): CongressEvent | null {
  const events = asArray<unknown>(asRecord(channel)?.events);
  let best: CongressEvent | null = null;
  let bestStart = Infinity;
  for (const entry of events) {
    const event = asRecord(entry);
    if (!event || toNumber(event.status) !== UPCOMING_EVENT_STATUS) continue;
    const start = toTime(event.datestart);
    if (start === null || start <= now || start >= bestStart) continue;
    if (isIgnoredInDisplay(event, ignoreEvents)) continue;
    best = event as unknown as CongressEvent;
    bestStart = start;
  }
  return best;
}

/** Spec 3 §4: off-air channels show only with showOffAir; returns the channels to display. */
export function visibleDisplayChannels<T extends Channel>(
  channels: unknown,
  showOffAir: unknown,
  ignoreEvents?: unknown,
): T[] {
  const list = asArray<T>(channels).filter((c) => asRecord(c) !== null);
  return isOn(showOffAir) ? list : list.filter((c) => isOnAir(c, ignoreEvents));
}

/** Spec 3 §4: the channel matrix disables off-air channels when disableOffAir is set. */
export function isChannelDisabledInMatrix(channel: unknown, disableOffAir: unknown, ignoreEvents?: unknown): boolean {
  return isOn(disableOffAir) && !isOnAir(channel, ignoreEvents);
}
