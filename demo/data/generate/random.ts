import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

/** Seeded PRNG (mulberry32) so the demo dataset is the same on every run. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const some = <T>(list: readonly T[], count: number): T[] => {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < count && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
    return out;
  };
  return { next, int, pick, some };
}
export type Random = ReturnType<typeof createRandom>;

/** Wall-clock time in a zone → ISO 8601 with that zone's offset ("2026-03-04T09:00:00+01:00"). */
export function zonedIso(wallClock: string, timeZone: string): string {
  return formatInTimeZone(fromZonedTime(wallClock, timeZone), timeZone, "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/** Adds whole days to a wall-clock date string "yyyy-MM-dd". */
export function addDaysToDate(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const pad = (n: number): string => String(n).padStart(2, '0');

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
