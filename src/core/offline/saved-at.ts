/** When a kept programme was saved, as the offline notice says it ("Offline — programme as of 14:05"). */

const DAY_MS = 86_400_000;

/** "14:05" in the project's zone; with the date when the copy is older than a day. */
export function savedAtText(savedAt: number, now: number, zone: string, locale: string): string {
  const options: Intl.DateTimeFormatOptions = { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  if (now - savedAt > DAY_MS) Object.assign(options, { day: 'numeric', month: 'short' });
  try {
    return new Intl.DateTimeFormat(locale, options).format(savedAt);
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: undefined }).format(savedAt);
  }
}
