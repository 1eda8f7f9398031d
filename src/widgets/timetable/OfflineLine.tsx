import type { TimetableData } from './use-timetable-data';

/** The offline notice, from the lazy offline chunk once it is in (nothing before: nothing to say yet). */
export function OfflineLine({ data, zone, locale }: { data: TimetableData; zone: string; locale: string }) {
  const Notice = data.offline?.Notice;
  return Notice ? (
    <Notice savedAt={data.savedAt ?? null} keeps={data.keeps !== false} zone={zone} locale={locale} />
  ) : null;
}
