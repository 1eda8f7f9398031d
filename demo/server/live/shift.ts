import { formatInTimeZone } from 'date-fns-tz';
import { addDaysToDate, zonedIso } from '../../data/generate/random';
import type { ClientDataset } from '../dataset/types';

/** Moves an ISO date-time by whole calendar days in a zone, keeping the wall-clock time (DST-safe). */
export function shiftIso(iso: unknown, days: number, timeZone: string): unknown {
  if (typeof iso !== 'string' || days === 0) return iso;
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return iso;
  const wall = formatInTimeZone(new Date(ms), timeZone, "yyyy-MM-dd'T'HH:mm:ss");
  return zonedIso(`${addDaysToDate(wall.slice(0, 10), days)}${wall.slice(10)}`, timeZone);
}

/**
 * `liveToday`: shifts every live project so its first day is today in the project's time zone, so that
 * someone running `npm start` on any day sees live channels. Returns the shift in days per project.
 */
export function shiftLiveProjectsToToday(data: ClientDataset, now: number): Record<string, number> {
  const shifts: Record<string, number> = {};
  for (const project of Object.values(data.config.projects)) {
    if (!project.live) continue;
    const timeZone = project.timezone || 'Europe/Berlin';
    const starts = data.events
      .filter((e) => e.project === project.name && e.datestart)
      .map((e) => Date.parse(e.datestart!));
    if (!starts.length) continue;
    const firstDay = formatInTimeZone(new Date(Math.min(...starts)), timeZone, 'yyyy-MM-dd');
    const today = formatInTimeZone(new Date(now), timeZone, 'yyyy-MM-dd');
    const days = Math.round((Date.parse(`${today}T12:00:00Z`) - Date.parse(`${firstDay}T12:00:00Z`)) / 86_400_000);
    shifts[project.name] = days;
    const move = <T extends { project?: string | null }>(list: T[], fields: string[]) => {
      for (const item of list) {
        if (item.project !== project.name) continue;
        const record = item as Record<string, unknown>;
        for (const f of fields) record[f] = shiftIso(record[f], days, timeZone);
      }
    };
    move(data.events, ['datestart', 'dateend']);
    move(data.congressresources, ['datestart']);
    move(data.timelineitems as { project?: string }[], ['datestart']);
    move(data.collections as { project?: string }[], ['datestart', 'dateend']);
  }
  return shifts;
}
