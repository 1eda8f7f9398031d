/**
 * A wall-clock time in a named zone → the moment it names, with Intl's zone data (no date library). The webcast
 * teaser's congress dates (spec 3 §4) are its only user: date-fns-tz's `fromZonedTime` put the zone library and the
 * on-demand player's chunks on the teaser's page, and the timetable's cached wall clock (core/timetable/zoned-time.ts)
 * would move into the `shared` chunk every widget page loads. This stays in the teaser's chunk.
 */

const MINUTE = 60_000;

/** The zone's offset from UTC at a moment, in ms, from Intl's "GMT+05:45" ("GMT" is zero). RangeError for an unknown zone. */
export function zoneOffset(ms: number, zone: string): number {
  const name =
    new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(ms)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  const [, sign, hours, minutes = '0'] = /([+-])(\d+):?(\d+)?/.exec(name) ?? [];
  return sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * MINUTE : 0;
}

/**
 * The moment (epoch ms) whose wall clock in `zone` reads `wall` (a wall-clock time written as if it were UTC, in ms).
 * The offset is read twice, at a first guess and at the moment it gives, so days of a daylight-saving change come out
 * right. RangeError for an unknown zone.
 */
export function fromWallTime(wall: number, zone: string): number {
  return wall - zoneOffset(wall - zoneOffset(wall, zone), zone);
}
