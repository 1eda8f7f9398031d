import { nonEmptyString } from '../values';

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

/** Spec 3 §4 / §9: the three trackers of a player — two video trackers (30 s) and the video-stats beacon, Matomo (60 s). */
export type Tracker = 'video' | 'stats' | 'matomo';

/** Heartbeat intervals per tracker (spec 3 §9: own analytics 60 s, Matomo 60 s, video trackers 30 s). */
export type TrackerIntervals = Record<Tracker, number>;

/** A player's trackers: the current mode and when each one last sent. */
export interface TrackerState {
  mode: TrackerMode;
  last: Record<Tracker, number | null>;
}

const TRACKERS: readonly Tracker[] = ['video', 'stats', 'matomo'];

export const INITIAL_TRACKER_STATE: TrackerState = { mode: 'idle', last: { video: null, stats: null, matomo: null } };

/**
 * Spec 3 §4 Tracker modes: a change of mode (play, pause, idle, end, initiate) is reported by the video
 * trackers and the video-stats beacon at once; Matomo only counts heartbeats while playing (its pings).
 * The same mode again sends nothing. Every tracker that sent restarts its heartbeat interval.
 */
export function trackerModeChange(
  state: TrackerState,
  mode: TrackerMode,
  now: number,
): { state: TrackerState; send: Tracker[] } {
  if (mode === state.mode) return { state, send: [] };
  const send: Tracker[] = ['video', 'stats'];
  return {
    state: { mode, last: { ...state.last, video: now, stats: now, matomo: mode === 'play' ? now : state.last.matomo } },
    send,
  };
}

/**
 * Spec 3 §4/§9 Heartbeats on a timer tick: each tracker whose interval has passed while playing sends again
 * (core `heartbeatDue`); nothing is due while paused, idle or ended.
 */
export function trackerHeartbeat(
  state: TrackerState,
  now: number,
  intervals: TrackerIntervals,
): { state: TrackerState; send: Tracker[] } {
  const send = TRACKERS.filter((t) => heartbeatDue(state.mode, state.last[t], now, intervals[t]));
  if (send.length === 0) return { state, send };
  const last = { ...state.last };
  for (const t of send) last[t] = now;
  return { state: { ...state, last }, send };
}

/** The shortest heartbeat interval: how often a player's one timer has to tick. */
export function trackerTickMs(intervals: TrackerIntervals): number {
  return Math.min(...TRACKERS.map((t) => intervals[t]));
}

/** Shortest heartbeat a test may ask for (the test-only `trackingHeartbeatMs` setting): never a flood. */
export const MIN_TEST_HEARTBEAT_MS = 500;

/**
 * The heartbeat intervals (spec 3 §9: video trackers 30 s, stats and Matomo 60 s). A test-only override
 * (`trackingHeartbeatMs`, a number ≥ 500) sets the video trackers' interval and keeps the 1 : 2 ratio for the
 * others, so browser tests need no 30 s sleeps; any other value keeps the spec's intervals.
 */
export function trackerIntervals(defaults: TrackerIntervals, testOverrideMs?: unknown): TrackerIntervals {
  const ms =
    typeof testOverrideMs === 'number' && Number.isFinite(testOverrideMs) && testOverrideMs >= MIN_TEST_HEARTBEAT_MS
      ? testOverrideMs
      : null;
  if (ms === null) return defaults;
  const ratio = ms / defaults.video;
  return { video: ms, stats: defaults.stats * ratio, matomo: defaults.matomo * ratio };
}
