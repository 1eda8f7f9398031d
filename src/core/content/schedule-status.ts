import { fromZonedTime } from 'date-fns-tz';
import { DEFAULT_TIMEZONE } from '../constants';
import { nonEmptyString } from '../values';

export type ScheduleStatus = 'scheduled' | 'processing';

const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/;

/** A usable IANA zone name, else Europe/Berlin (spec 1 §3, §9: project timezone default). */
export function projectTimezone(timezone: unknown): string {
  const tz = nonEmptyString(timezone);
  if (!tz) return DEFAULT_TIMEZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

/**
 * The instant of a start date (epoch ms). Dates with an offset are absolute; dates without one ("2026-03-29
 * 02:30") are wall-clock times in the project's time zone; epoch ms and Date are taken as they are. Null for bad dates.
 */
/** Largest absolute epoch ms a Date can hold (±100 000 000 days); beyond it date formatting throws. */
const MAX_TIME = 8.64e15;

export function instantInZone(date: unknown, timezone: unknown): number | null {
  if (typeof date === 'number') return Number.isFinite(date) && Math.abs(date) <= MAX_TIME ? date : null;
  if (date instanceof Date) return Number.isFinite(date.getTime()) ? date.getTime() : null;
  const s = nonEmptyString(date);
  if (!s) return null;
  if (HAS_OFFSET.test(s)) {
    const t = Date.parse(s);
    return Number.isFinite(t) ? t : null;
  }
  if (!LOCAL_DATE_TIME.test(s)) return null;
  const t = fromZonedTime(s.replace(' ', 'T'), projectTimezone(timezone)).getTime();
  return Number.isFinite(t) ? t : null;
}

/**
 * Schedule status (spec 1 §4): 'scheduled' when the start date lies in the future in the project's time zone
 * (default Europe/Berlin), else 'processing'. A missing or bad start date counts as 'processing'.
 */
export function scheduleStatus(datestart: unknown, now: number, timezone?: unknown): ScheduleStatus {
  const start = instantInZone(datestart, timezone);
  return start !== null && start > now ? 'scheduled' : 'processing';
}
