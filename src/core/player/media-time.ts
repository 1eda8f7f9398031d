import { nonEmptyString, toNumber } from '../values';

/** Seconds → "m:ss", or "h:mm:ss" from one hour on (the seek slider's text); 0 for non-finite or negative. */
export function formatMediaTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * Where playback starts from a shared link (spec 3 §2 query `t`, timestamp in seconds; spec 2 §4 share with
 * timestamp): whole or decimal seconds ≥ 0; null for anything else. A time past the end is clamped to the
 * duration when one is known.
 */
export function startTimeFromQuery(t: unknown, duration?: number): number | null {
  const text = nonEmptyString(t);
  const n = text !== null && /^\d+(\.\d+)?$/.test(text) ? toNumber(text) : null;
  if (n === null) return null;
  return duration !== undefined && Number.isFinite(duration) && duration > 0 ? Math.min(n, duration) : n;
}

/** A time kept within [0, duration] (duration unknown: not above). */
export function clampTime(time: number, duration: number): number {
  const t = Math.max(0, Number.isFinite(time) ? time : 0);
  return Number.isFinite(duration) && duration > 0 ? Math.min(t, duration) : t;
}
