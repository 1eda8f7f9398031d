import { formatInTimeZone } from 'date-fns-tz';
import type { Channel, Collection, CongressEvent, Project, Speaker } from '../../../src/core/types';
import { safeUrl } from '../../../src/core/url/safe-url';
import { slugify } from '../../data/generate/random';
import { SlugKeeper } from './slugs';
import { eventKey, idAllocator, type KeptId } from './stable-ids';
import { timetableDefaults } from './timetable-defaults';

/** What one schedule becomes: a project of client `demo` with its channels, events and speakers. */
export interface ImportedProject {
  project: Project;
  channels: Channel[];
  events: CongressEvent[];
  speakers: (Speaker & { events: { id: number; slug: string; title: string | null; datestart: string | null }[] })[];
  collection: Collection;
  /** Default settings per widget (name `default`), so the project works at once on a host page (issue 8 item 4). */
  widgetSettings: { timetable: Record<string, unknown> };
  /** Slugs that had to be generated instead of kept (duplicates, unusable in a URL). */
  replacedSlugs: string[];
  /** Ids given to items this import met for the first time: stored so later imports keep them. */
  newIds: KeptId[];
}

/** A schedule problem: names the file and the field, e.g. `x.json: schedule.conference.days[0]…duration: …`. */
export class ScheduleError extends Error {
  override readonly name = 'ScheduleError';
  constructor(
    readonly file: string,
    readonly field: string,
    problem: string,
  ) {
    super(`${file}: ${field}: ${problem}`);
  }
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const HHMM = /^(\d{1,2}):([0-5]\d)(?::([0-5]\d))?$/;
const field = (base: string, key: string) =>
  /^[A-Za-z_]\w*$/.test(key) ? `${base}.${key}` : `${base}[${JSON.stringify(key)}]`;

/** 'HH:MM' (or 'HH:MM:SS') → minutes; frab durations may exceed 24 h in theory, so hours are not capped. */
function minutes(value: unknown, file: string, path: string): number {
  const m = typeof value === 'string' ? HHMM.exec(value) : null;
  if (!m) throw new ScheduleError(file, path, `expected a duration 'HH:MM', got ${JSON.stringify(value)}`);
  return Number(m[1]) * 60 + Number(m[2]) + (m[3] ? Number(m[3]) / 60 : 0);
}

/**
 * An imported link or image made absolute against the schedule's base_url; a URL the core gate refuses
 * (javascript:, data:, … in any spelling: shared/ARCHITECTURE.md "Links and URLs") is dropped, on both sides.
 */
function absolute(value: unknown, base: unknown): string | null {
  const url = safeUrl(value);
  if (url === null) return null;
  try {
    return safeUrl(new URL(url, typeof base === 'string' && base ? base : undefined).href);
  } catch {
    return null;
  }
}

/**
 * Converts a frab / pretalx `schedule.json` (already schema-checked) into a project of client `demo`:
 * rooms → channels (slug: room name lower-cased with dashes), talks → events, persons → speakers with
 * their talks, track → topics, type → type. Dates are written in the conference's time zone
 * (`time_zone_name`, else the offset of the first event's `date`). `idBase` keeps ids apart from other data;
 * `keptIds` are the ids the project's items were given by earlier imports (stable-ids.ts).
 */
export function convertSchedule(
  json: unknown,
  file: string,
  idBase: number,
  keptIds: (project: string) => ReadonlyMap<string, number> = () => new Map(),
): ImportedProject {
  const schedule = isObj(json) && isObj(json.schedule) ? json.schedule : null;
  if (!schedule)
    throw new ScheduleError(
      file,
      'schedule',
      'missing: expected a frab / pretalx schedule.json, { "schedule": { "conference": … } }',
    );
  const conference = schedule.conference;
  if (!isObj(conference)) throw new ScheduleError(file, 'schedule.conference', 'missing');
  const acronym = typeof conference.acronym === 'string' ? conference.acronym.trim().toLowerCase() : '';
  if (!/^[a-z0-9][a-z0-9_-]{1,63}$/.test(acronym))
    throw new ScheduleError(
      file,
      'schedule.conference.acronym',
      `expected letters, digits, - or _, got ${JSON.stringify(conference.acronym)}`,
    );
  const ids = idAllocator(idBase, keptIds(acronym));
  if (!Array.isArray(conference.days) || !conference.days.length)
    throw new ScheduleError(file, 'schedule.conference.days', 'expected a non-empty list');
  const baseUrl = schedule.base_url;

  // Time zone: the named zone, else the first event's offset.
  let timeZone =
    typeof conference.time_zone_name === 'string' && conference.time_zone_name ? conference.time_zone_name : '';
  if (timeZone) {
    try {
      formatInTimeZone(new Date(0), timeZone, 'XXX');
    } catch {
      throw new ScheduleError(
        file,
        'schedule.conference.time_zone_name',
        `unknown time zone ${JSON.stringify(timeZone)}`,
      );
    }
  }

  // Room order: conference.rooms if given, else first appearance. A room's own slug there is kept.
  const roomOrder: string[] = [];
  const roomSlugs = new Map<string, unknown>();
  if (Array.isArray(conference.rooms)) {
    for (const r of conference.rooms) {
      if (!isObj(r) || typeof r.name !== 'string' || roomOrder.includes(r.name)) continue;
      roomOrder.push(r.name);
      roomSlugs.set(r.name, r.slug);
    }
  }
  conference.days.forEach((day, d) => {
    if (!isObj(day) || !isObj(day.rooms))
      throw new ScheduleError(file, `schedule.conference.days[${d}].rooms`, 'expected an object of room → events');
    for (const room of Object.keys(day.rooms)) if (!roomOrder.includes(room)) roomOrder.push(room);
  });

  const collectionId = idBase + 999_999;
  const roomSlugKeeper = new SlugKeeper();
  const channels: Channel[] = roomOrder.map((room, i) => {
    const slug = roomSlugKeeper.take(roomSlugs.get(room), slugify(room) || `room-${i + 1}`);
    return {
      id: ids.take('channel', room),
      slug,
      title: room,
      location: room,
      collection: collectionId,
      sort: i + 1,
      project: acronym,
      paused: 0,
      livetext: null,
      infotext: `Live from ${room}.`,
      pausetext: `${room} is on a break.`,
      livestreams: [
        {
          id: `${acronym}-${slug}`,
          name: room,
          shortname: 'EN',
          URL: '/streams/demo/index.m3u8?loop',
          type: 'hls',
          language: 'en',
          tags: [],
        },
      ],
    };
  });
  const channelByRoom = new Map(roomOrder.map((room, i) => [room, channels[i]]));

  const events: CongressEvent[] = [];
  const speakers = new Map<string, ImportedProject['speakers'][number]>();
  const eventSlugs = new SlugKeeper();
  /** The date of the day each event is listed under (`days[].date`), for the timetable's day boundary. */
  const listedOn: (string | null)[] = [];
  conference.days.forEach((day, d) => {
    for (const [room, list] of Object.entries((day as Obj).rooms as Obj)) {
      const roomPath = field(`schedule.conference.days[${d}].rooms`, room);
      if (!Array.isArray(list)) throw new ScheduleError(file, roomPath, 'expected a list of events');
      list.forEach((raw, e) => {
        const path = `${roomPath}[${e}]`;
        if (!isObj(raw)) throw new ScheduleError(file, path, 'expected an event object');
        const start = typeof raw.date === 'string' ? Date.parse(raw.date) : NaN;
        if (!Number.isFinite(start) || !/(Z|[+-]\d{2}:?\d{2})$/.test(String(raw.date)))
          throw new ScheduleError(
            file,
            `${path}.date`,
            `expected an ISO 8601 date-time with offset, got ${JSON.stringify(raw.date)}`,
          );
        if (typeof raw.start === 'string' && !HHMM.test(raw.start))
          throw new ScheduleError(file, `${path}.start`, `expected 'HH:MM', got ${JSON.stringify(raw.start)}`);
        const duration = minutes(raw.duration, file, `${path}.duration`);
        if (typeof raw.title !== 'string' || !raw.title.trim())
          throw new ScheduleError(file, `${path}.title`, 'expected a non-empty string');
        if (!timeZone) timeZone = /([+-]\d{2}:?\d{2}|Z)$/.exec(String(raw.date))![1].replace('Z', '+00:00');
        const id = ids.take('event', eventKey(raw));
        const slug = eventSlugs.take(raw.slug, `${acronym}-${raw.id ?? id}-${raw.title}`);
        const channel = channelByRoom.get(room)!;
        const iso = (ms: number) => formatInTimeZone(new Date(ms), timeZone, "yyyy-MM-dd'T'HH:mm:ssXXX");
        const persons = Array.isArray(raw.persons) ? raw.persons.filter(isObj) : [];
        const event: CongressEvent = {
          id,
          pid: typeof raw.id === 'number' ? raw.id : null,
          slug,
          number: raw.id !== undefined ? String(raw.id) : null,
          title: raw.title.trim(),
          subtitle: typeof raw.subtitle === 'string' && raw.subtitle ? raw.subtitle : null,
          type: typeof raw.type === 'string' && raw.type.trim() ? raw.type.trim() : null,
          location: room,
          topics: typeof raw.track === 'string' && raw.track.trim() ? [raw.track.trim()] : [],
          topics2: [],
          tags: [],
          badges: [],
          datestart: iso(start),
          dateend: iso(start + duration * 60_000),
          status: 2,
          channels: [{ id: channel.id, slug: channel.slug, title: channel.title }],
          channelSlug: channel.slug,
          Overview:
            [raw.abstract, raw.description].filter((t) => typeof t === 'string' && t.trim()).join('\n\n') || null,
          eventDetailsLink: absolute(raw.url, baseUrl),
          project: acronym,
          speakers: [],
        };
        Object.assign(event, {
          language: typeof raw.language === 'string' && raw.language ? raw.language : null,
          guid: typeof raw.guid === 'string' ? raw.guid : null,
          day: d + 1,
          image: absolute(raw.logo, baseUrl),
        });
        for (const person of persons) {
          const name = String(person.public_name ?? person.name ?? '').trim();
          const key = String(person.guid ?? person.code ?? person.id ?? name);
          if (!name) continue;
          let speaker = speakers.get(key);
          if (!speaker) {
            const parts = name.split(/\s+/);
            speaker = {
              id: ids.take('speaker', key),
              firstname: parts.length > 1 ? parts.slice(0, -1).join(' ') : '',
              lastname: parts[parts.length - 1],
              image: absolute(person.avatar, baseUrl),
              vita: typeof person.biography === 'string' ? person.biography : null,
              organization: null,
              events: [],
            };
            speakers.set(key, speaker);
          }
          speaker.events.push({ id, slug, title: event.title ?? null, datestart: event.datestart ?? null });
          const { events: _e, vita: _v, ...ref } = speaker;
          event.speakers!.push(ref);
        }
        events.push(event);
        const dayDate = (day as Obj).date;
        listedOn.push(typeof dayDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(dayDate) ? dayDate : null);
      });
    }
  });
  if (!events.length) throw new ScheduleError(file, 'schedule.conference.days', 'no events in any room');
  const first = events.reduce((a, b) => (Date.parse(a.datestart!) <= Date.parse(b.datestart!) ? a : b));
  const last = events.reduce((a, b) => (Date.parse(a.dateend!) >= Date.parse(b.dateend!) ? a : b));
  const title = typeof conference.title === 'string' && conference.title ? conference.title : acronym;
  const project: Project = {
    id: idBase,
    name: acronym,
    title,
    description: `${title} (imported from ${file.split('/').pop()})`,
    color: typeof conference.color === 'string' ? conference.color : null,
    collection: collectionId,
    distribution: `${acronym}-ondemand`,
    liveDistribution: `${acronym}-live`,
    live: 1,
    preview: 0,
    timezone: timeZone,
    group: null,
    channels: channels.map((c) => ({ channel_id: c.id, active: 1 })),
    library: null,
    modules: { timetable: true },
    menuitems: [],
    tags: [],
    projectAssets: { logo: 'logo-demo', teaser: 'teaser-default' },
  };
  const collection = {
    id: collectionId,
    title,
    description: title,
    datestart: first.datestart,
    dateend: last.dateend,
    venue: null,
    htmlEmbed1: null,
    htmlEmbed2: null,
    project: acronym,
  } as Collection;
  return {
    project,
    channels,
    events,
    speakers: [...speakers.values()],
    collection,
    widgetSettings: { timetable: timetableDefaults(events, listedOn, timeZone) },
    replacedSlugs: [...roomSlugKeeper.replaced, ...eventSlugs.replaced],
    newIds: ids.added,
  };
}
