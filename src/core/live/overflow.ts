import { isOnAir } from './on-air';
import { asRecord, isOn, nonEmptyString } from './values';

export type OverflowBehaviour = 'default' | 'streamAlways' | 'ignorePause';

/** The behaviour setting; unknown values mean 'default' (spec 3 §2 Overflow player). */
export function overflowBehaviour(value: unknown): OverflowBehaviour {
  const v = nonEmptyString(value);
  return v === 'streamAlways' || v === 'ignorePause' ? v : 'default';
}

/**
 * Spec 3 §2 Overflow player behaviours, as a "should play" decision:
 * streamAlways (or the alwaysOnAir setting) plays regardless of events or pause; ignorePause plays
 * whenever a current event exists, paused or not; default follows the event and pause state.
 */
export function overflowShouldPlay(channel: unknown, settings: unknown): boolean {
  const c = asRecord(channel);
  if (!c) return false;
  const s = asRecord(settings);
  const behaviour = overflowBehaviour(s?.behaviour);
  if (behaviour === 'streamAlways' || isOn(s?.alwaysOnAir)) return true;
  if (behaviour === 'ignorePause') return asRecord(c.currentEvent) !== null;
  return isOnAir(c);
}

/** Spec 3 §2: without a channel the overflow player lists links of the form '?channel={slug}'. */
export function overflowChannelLink(slug: unknown): string | null {
  const s = nonEmptyString(slug);
  return s === null ? null : `?channel=${encodeURIComponent(s)}`;
}
