import { nonEmptyString } from '../live/values';

/** Spec 3 §4: the modes of every tracker. */
export type TrackerMode = 'play' | 'pause' | 'idle' | 'end' | 'initiate';

const MODES: readonly TrackerMode[] = ['play', 'pause', 'idle', 'end', 'initiate'];

/** A tracker mode from a player event name; anything unknown is 'idle'. */
export function trackerMode(value: unknown): TrackerMode {
  const v = nonEmptyString(value)?.toLowerCase();
  return (MODES as readonly string[]).includes(v ?? '') ? (v as TrackerMode) : 'idle';
}

/**
 * Spec 3 §4/§9 Heartbeats: a heartbeat is due only while playing, when none was sent yet or the
 * interval (video trackers 30 s, own analytics and Matomo 60 s) has passed since the last one.
 */
export function heartbeatDue(mode: TrackerMode, lastBeatAt: number | null, now: number, intervalMs: number): boolean {
  if (mode !== 'play') return false;
  return lastBeatAt === null || now - lastBeatAt >= intervalMs;
}
