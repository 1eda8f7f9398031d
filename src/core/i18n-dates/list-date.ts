import { DEFAULT_TIMEZONE } from '../constants';
import { nonEmptyString } from '../values';
import type { DateLanguage } from './date-language';

const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;
const WALL_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T][\d:.]+)?$/;
/** The `PP` pattern (spec 2 §9 date format) in Intl terms: en "Mar 4, 2026", de "4. März 2026". */
const PP: Record<DateLanguage, Intl.DateTimeFormatOptions> = {
  en: { year: 'numeric', month: 'short', day: 'numeric' },
  de: { year: 'numeric', month: 'long', day: 'numeric' },
};

/**
 * A list item's date as `PP` (spec 2 §9) in the project's zone (default Europe/Berlin), with the browser's Intl
 * rather than date-fns-tz (≈ 8 kB the list widgets would load for one line per card). A date without an offset is
 * already the project's wall-clock date, shown as written. Bad dates give ''.
 * @example listDate('2026-03-04T23:30:00Z', 'de') // '5. März 2026' (Berlin)
 */
export function listDate(date: unknown, language: DateLanguage, timezone?: unknown): string {
  if (typeof date !== 'string' || date.trim() === '') return '';
  const text = date.trim();
  const wall = OFFSET.test(text) ? null : WALL_DATE.exec(text);
  const time = wall ? Date.UTC(Number(wall[1]), Number(wall[2]) - 1, Number(wall[3])) : Date.parse(text);
  if (!Number.isFinite(time) || (!wall && !OFFSET.test(text))) return '';
  const locale = language === 'de' ? 'de-DE' : 'en-US';
  const format = (timeZone: string) => new Intl.DateTimeFormat(locale, { ...PP[language], timeZone }).format(time);
  if (wall) return format('UTC');
  try {
    return format(nonEmptyString(timezone) ?? DEFAULT_TIMEZONE);
  } catch {
    return format(DEFAULT_TIMEZONE); // not a zone name (spec 1 §9: project timezone default Europe/Berlin)
  }
}
