import { EVENT_STATUS_BY_PHASE, eventPhase } from '../../../src/core/live/event-phase';
import { isOnAir } from '../../../src/core/live/on-air';
import type { Channel, CongressEvent } from '../../../src/core/types';
import type { ClientStore } from '../store';
import { liveStreamUrl } from './hls-loop';

const ms = (iso: string | null | undefined) => (iso ? Date.parse(iso) : NaN);

/** Event status relative to `now` (docs/api.md): 2 = upcoming (spec 3 §6), 1 = running, 4 = ended; core's rule. */
export function eventStatus(event: CongressEvent, now: number): number {
  return EVENT_STATUS_BY_PHASE[eventPhase(ms(event.datestart), ms(event.dateend), now)];
}

export const withStatus = (event: CongressEvent, now: number): CongressEvent => ({
  ...event,
  status: eventStatus(event, now),
});

export interface LiveState {
  currentEvent: CongressEvent | null;
  paused: 0 | 1;
  livetext: string | null;
  nextEvent: CongressEvent | null;
}

/**
 * Live state of a channel from its schedule and the clock (docs/api.md "Live state"):
 * - on air: an event runs now → currentEvent = it, paused 0, livetext names it;
 * - paused: between two events of the same day (a break) → currentEvent = the next event, paused 1,
 *   livetext = the channel's pausetext;
 * - off air: before the day's first or after its last event → currentEvent null, paused 0.
 */
export function liveState(
  channel: Channel,
  events: CongressEvent[],
  now: number,
  times?: { starts: Float64Array; ends: Float64Array },
): LiveState {
  const starts = times?.starts ?? Float64Array.from(events, (e) => ms(e.datestart));
  const ends = times?.ends ?? Float64Array.from(events, (e) => ms(e.dateend));
  // Last event that started at or before now (events are sorted by start).
  let lo = 0;
  let hi = events.length - 1;
  let last = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid] <= now) {
      last = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  for (let i = last; i >= 0 && i >= last - 3; i--) {
    // A few back, in case an earlier, longer event still runs (overlapping imports).
    if (starts[i] <= now && now < ends[i]) {
      const event = events[i];
      return {
        currentEvent: withStatus(event, now),
        paused: 0,
        livetext: `<strong>Live:</strong> ${escapeHtml(event.title ?? '')}`,
        nextEvent: null,
      };
    }
  }
  const previous = last >= 0 ? last : -1;
  const next = last + 1 < events.length ? last + 1 : -1;
  const nextEvent = next >= 0 ? withStatus(events[next], now) : null;
  // A break: the previous event ended and the next starts less than 4 hours later (same congress day).
  if (previous >= 0 && next >= 0 && starts[next] - ends[previous] < 4 * 3600_000) {
    return { currentEvent: nextEvent, paused: 1, livetext: channel.pausetext ?? null, nextEvent };
  }
  return { currentEvent: null, paused: 0, livetext: null, nextEvent };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A channel as list and single answers send it: live state merged in, optionally its events of the day. */
export function liveChannel(client: ClientStore, channel: Channel, now: number, withEvents = false): Channel {
  const events = client.eventsByChannel.get(channel.id) ?? [];
  const state = liveState(channel, events, now, client.timesByChannel.get(channel.id));
  const paused = channel.paused ? 1 : state.paused;
  const out: Channel & { nextEvent?: CongressEvent | null; onAir?: boolean } = {
    ...channel,
    paused,
    currentEvent: state.currentEvent,
    livetext: paused && !state.paused ? (channel.pausetext ?? null) : state.livetext,
    nextEvent: state.nextEvent,
    livestreams:
      channel.livestreams?.map((s) => ({ ...s, URL: liveStreamUrl(s.URL, client.name, channel.id, s.id) })) ?? null,
  };
  // On air is core's rule (spec 3 §2, §4: not paused and a current event), the same the widgets apply.
  out.onAir = isOnAir(out);
  if (withEvents) out.events = eventsOfDay(events, now).map((e) => withStatus(e, now));
  return out;
}

/** Events of the channel on the day `now` falls on (or, off the congress days, the next day with events). */
function eventsOfDay(events: CongressEvent[], now: number): CongressEvent[] {
  const upcoming = events.find((e) => ms(e.dateend) > now);
  if (!upcoming) return [];
  const day = upcoming.datestart?.slice(0, 10);
  return events.filter((e) => e.datestart?.slice(0, 10) === day);
}
