import { PROGRESS_PERCENT } from '../constants';
import { asRecord, toTime } from '../values';

const { min: NONE, max: ALL } = PROGRESS_PERCENT;

/**
 * Spec 3 §4 Progress bar, §9: the share of the current event elapsed between start and end, in
 * percent, clamped to 0–100. No event or bad dates → 0; an event whose end is not after its start
 * is 0 before its start and 100 from then on.
 */
export function eventProgress(event: unknown, now: number): number {
  const e = asRecord(event);
  const start = toTime(e?.datestart);
  const end = toTime(e?.dateend);
  if (start === null || end === null || !Number.isFinite(now)) return NONE;
  if (end <= start) return now >= start ? ALL : NONE;
  const share = ((now - start) / (end - start)) * ALL;
  return Math.min(ALL, Math.max(NONE, share));
}
