/**
 * The offline programme cache's rules (issue "one agenda everywhere", deliverable 4): what is kept per project,
 * how much, what is evicted, and what is thrown away on reading. No storage here: the IndexedDB adapter
 * (src/state/programme-cache.ts) reads and writes; these functions decide.
 */

/** Raised when the stored shape changes: entries of another version are discarded, never misread. */
export const PROGRAMME_CACHE_VERSION = 1;

export interface ProgrammeCacheLimits {
  /** Projects kept at most; the least recently saved go first. */
  maxProjects: number;
  /** Bytes (of the stored JSON) kept at most over all projects. */
  maxBytes: number;
}

/** Eight projects and 4 MB: a society's congresses of a season, well inside every browser's IndexedDB quota. */
export const PROGRAMME_CACHE_LIMITS: ProgrammeCacheLimits = { maxProjects: 8, maxBytes: 4_000_000 };

/** The programme of one project as the timetable and the agenda render it. */
export interface Programme {
  channels: unknown[];
  events: unknown[];
  /**
   * The settings of the widgets that showed it, by widget name (`default`, `list`): without network the widget
   * settings request fails too, and these let the widget render the kept programme as it did.
   */
  settings?: Record<string, Record<string, unknown>>;
}

/** What is stored per project: the programme as JSON (its length is the size bound's measure), and when. */
export interface ProgrammeRecord {
  v: number;
  key: string;
  savedAt: number;
  bytes: number;
  json: string;
}

/** The small part of a record eviction needs, kept apart so a write does not read every programme. */
export type ProgrammeMeta = Pick<ProgrammeRecord, 'key' | 'savedAt' | 'bytes'>;

/** A read programme with the time it was saved (for "programme as of 14:05"). */
export interface CachedProgramme extends Programme {
  savedAt: number;
}

/** One project's key: the API base, the client and the project (two APIs or clients never share a programme). */
export function programmeKey(apiBase: string, client: string, project: string): string {
  return `${apiBase}|${client}|${project}`;
}

/** The record to store for a programme, or null when it alone is over the size bound (it would evict everything). */
export function toRecord(
  key: string,
  programme: Programme,
  savedAt: number,
  limits: ProgrammeCacheLimits = PROGRAMME_CACHE_LIMITS,
): ProgrammeRecord | null {
  const { channels, events, settings } = programme;
  const json = JSON.stringify(settings ? { channels, events, settings } : { channels, events });
  return json.length > limits.maxBytes ? null : { v: PROGRAMME_CACHE_VERSION, key, savedAt, bytes: json.length, json };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored value read back: the programme if it is a record of this version, for this key, with two lists (and
 * settings by widget name, if kept); null for anything else (another version, a foreign or truncated value, JSON that does not parse), which the
 * caller deletes and loads from the network.
 */
export function readRecord(value: unknown, key: string, now: number): CachedProgramme | null {
  if (!isObject(value) || value.v !== PROGRAMME_CACHE_VERSION || value.key !== key) return null;
  const { savedAt, json, bytes } = value;
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt) || savedAt > now) return null;
  if (typeof json !== 'string' || json.length !== bytes) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isObject(parsed) || !Array.isArray(parsed.channels) || !Array.isArray(parsed.events)) return null;
  if (!parsed.events.every(isObject) || !parsed.channels.every(isObject)) return null;
  const { settings } = parsed;
  if (settings === undefined) return { channels: parsed.channels, events: parsed.events, savedAt };
  if (!isObject(settings) || !Object.values(settings).every(isObject)) return null;
  return {
    channels: parsed.channels,
    events: parsed.events,
    settings: settings as Record<string, Record<string, unknown>>,
    savedAt,
  };
}

/** A meta entry as stored, or null when it is not one (then its project is evicted). */
export function readMeta(value: unknown): ProgrammeMeta | null {
  if (!isObject(value)) return null;
  const { key, savedAt, bytes } = value;
  return typeof key === 'string' && typeof savedAt === 'number' && typeof bytes === 'number' && bytes >= 0
    ? { key, savedAt, bytes }
    : null;
}

/**
 * The keys to delete so that `incoming` fits: its own older copy is replaced, then the least recently saved
 * projects go until both bounds hold with it.
 */
export function evictionsFor(
  stored: readonly ProgrammeMeta[],
  incoming: ProgrammeMeta,
  limits: ProgrammeCacheLimits = PROGRAMME_CACHE_LIMITS,
): string[] {
  const others = stored.filter((m) => m.key !== incoming.key).sort((a, b) => a.savedAt - b.savedAt);
  let bytes = incoming.bytes + others.reduce((sum, m) => sum + m.bytes, 0);
  let count = others.length + 1;
  const evict: string[] = [];
  for (const m of others) {
    if (bytes <= limits.maxBytes && count <= limits.maxProjects) break;
    evict.push(m.key);
    bytes -= m.bytes;
    count -= 1;
  }
  return evict;
}
