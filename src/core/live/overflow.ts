import { isOnAir } from './on-air';
import { asRecord, isOn, nonEmptyString, splitList } from '../values';

export type OverflowBehaviour = 'default' | 'streamAlways' | 'ignorePause';

/** True when the behaviour setting is missing or one the spec names (else the widget warns once, spec 3 §2). */
export function isKnownOverflowBehaviour(value: unknown): boolean {
  const v = nonEmptyString(value);
  return v === null || v === 'default' || v === 'streamAlways' || v === 'ignorePause';
}

/** The behaviour setting; unknown values mean 'default' (spec 3 §2 Overflow player). */
export function overflowBehaviour(value: unknown): OverflowBehaviour {
  const v = nonEmptyString(value);
  return v === 'streamAlways' || v === 'ignorePause' ? v : 'default';
}

/**
 * Spec 3 §2 Overflow player behaviours, as a "should play" decision:
 * streamAlways plays regardless of events or pause, and so does a channel named in `alwaysOnAir` (spec 3 §3: a
 * comma list of channel slugs; an on flag means every channel); ignorePause plays whenever a current event
 * exists, paused or not; default follows the event and pause state.
 */
export function overflowShouldPlay(channel: unknown, settings: unknown): boolean {
  const c = asRecord(channel);
  if (!c) return false;
  const s = asRecord(settings);
  const behaviour = overflowBehaviour(s?.behaviour);
  const slug = nonEmptyString(c.slug);
  if (
    behaviour === 'streamAlways' ||
    isOn(s?.alwaysOnAir) ||
    (slug !== null && splitList(s?.alwaysOnAir).includes(slug))
  )
    return true;
  if (behaviour === 'ignorePause') return asRecord(c.currentEvent) !== null;
  return isOnAir(c);
}

/** Spec 3 §2: without a channel the overflow player lists links of the form '?channel={slug}'. */
export function overflowChannelLink(slug: unknown): string | null {
  const s = nonEmptyString(slug);
  return s === null ? null : `?channel=${encodeURIComponent(s)}`;
}
