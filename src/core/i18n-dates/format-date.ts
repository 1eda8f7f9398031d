import { formatInTimeZone } from 'date-fns-tz';
import { de } from 'date-fns/locale/de';
import { enUS } from 'date-fns/locale/en-US';
import { DATE_FORMAT } from '../constants';
import { instantInZone, projectTimezone } from '../content/schedule-status';
import type { DateLanguage } from './date-language';

/**
 * A date in the project's time zone (default Europe/Berlin) with the `PP` format (spec 2 §9) and the date language
 * (spec 1 §9). Dates without an offset are wall-clock times in that zone. Bad dates give ''.
 * @example formatDate('2026-03-04T09:00:00Z', 'de') // '4. März 2026'
 */
export function formatDate(
  date: unknown,
  language: DateLanguage,
  timezone?: unknown,
  pattern: string = DATE_FORMAT,
): string {
  const t = instantInZone(date, timezone);
  if (t === null) return '';
  try {
    return formatInTimeZone(t, projectTimezone(timezone), pattern, { locale: language === 'de' ? de : enUS });
  } catch {
    return '';
  }
}
