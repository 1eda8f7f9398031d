import { toTime } from '../values';

/** An event's start as local time of day ("14:30") in the project's time zone (spec 3 §4 next upcoming event); '' when unknown. */
export function startTime(value: unknown, locale: string, timeZone?: string): string {
  const time = toTime(value);
  if (time === null) return '';
  try {
    return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(time);
  } catch {
    return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(time);
  }
}
