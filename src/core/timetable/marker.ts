import { TIMETABLE_COMPACT_MAX_WINDOW_HEIGHT, TIMETABLE_COMPACT_SIZE_CLASS_MINUTES } from '../constants';
import { logicalDayOf } from './sessions';

/** Spec 3 §9: the compact layout applies below 840 px window height. */
export function isCompactLayout(windowHeight: number): boolean {
  return Number.isFinite(windowHeight) && windowHeight < TIMETABLE_COMPACT_MAX_WINDOW_HEIGHT;
}

const SIZE_CLASS_MINUTES = [...TIMETABLE_COMPACT_SIZE_CLASS_MINUTES].sort((a, b) => a - b);

/**
 * Spec 3 §9 compact layout size class: sessions of 60, 45, 30 or 15 minutes or shorter get the smallest class
 * that holds them ('size-15' … 'size-60'); longer sessions get none ('').
 */
export function compactSizeClass(durationMin: number): string {
  const fit = SIZE_CLASS_MINUTES.find((m) => durationMin <= m);
  return fit === undefined ? '' : `size-${fit}`;
}

/**
 * Spec 3 §4 Timetable time marker: shown only when the setting is on, the selected day is today and the
 * current time lies within the schedule hours. Returns minutes from the axis start, or null when hidden.
 */
export function timeMarkerOffset(input: {
  enabled: boolean;
  now: number;
  zone: string;
  dayBoundaryHr: number;
  selectedDay: number | null;
  startHr: number;
  endHr: number;
}): number | null {
  if (!input.enabled || input.selectedDay === null || !Number.isFinite(input.now)) return null;
  const { day, minute } = logicalDayOf(input.now, input.zone, input.dayBoundaryHr);
  if (day !== input.selectedDay) return null;
  if (minute < input.startHr * 60 || minute > input.endHr * 60) return null;
  return minute - input.startHr * 60;
}

/**
 * Spec 3 §4 Timetable, §9 scheduleStartHr: where the calendar grid opens, in minutes from the axis start. The axis
 * stays as the settings set it; the view opens at now while the congress is on (the selected day is today and now
 * lies within the axis), else at the day's first session, so empty morning hours do not fill the first screen.
 * 0 for a day without sessions.
 * @example openingOffset({ placedTops: [120, 150], nowOffset: null }) // 120
 */
export function openingOffset(input: { placedTops: readonly number[]; nowOffset: number | null }): number {
  if (input.nowOffset !== null && Number.isFinite(input.nowOffset)) return Math.max(0, input.nowOffset);
  const tops = input.placedTops.filter((top) => Number.isFinite(top));
  return tops.length ? Math.max(0, Math.min(...tops)) : 0;
}
