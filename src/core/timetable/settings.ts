import { TIMETABLE_DEFAULTS } from '../constants';
import { asArray, asRecord, isOn, nonEmptyString, parseJson, splitList, toNumber } from '../values';

/** Add-to-calendar button mode (spec 3 §3, §4 Timetable). */
export type AddToCalendarMode = 'never' | 'always' | 'future';
export type TimetableView = 'calendar' | 'list';

/** One field/value pair of ignoreEvents or censoredEvents (spec 3 §3). */
export interface FieldValue {
  field: string;
  value: string;
}

/** Resolved timetable settings: every value present and of the right type (spec 3 §3 Timetable settings). */
export interface TimetableSettings {
  timezone: string;
  channelsPerView: number;
  /** Rows per hour on the time axis (6 → one row per 10 minutes). */
  scale: number;
  /** Minutes; used for sessions without a positive duration. */
  defaultDuration: number;
  scheduleStartHr: number;
  scheduleEndHr: number;
  showTimeMarker: boolean;
  showTopicMarker: boolean;
  showEventTypeMarker: boolean;
  topicFilterEnabled: boolean;
  typeFilterEnabled: boolean;
  searchEnabled: boolean;
  /** Channel field to sort by ('title', 'slug', 'sort', 'id'; '-' prefix sorts descending); '' keeps API order. */
  channelSort: string;
  /** Channel slugs shown first, in this order. */
  channelOrder: string[];
  ignoredChannels: string[];
  ignoreEvents: FieldValue[];
  /** Channel slug → channel slug whose column shows its sessions. */
  channelMappings: Record<string, string>;
  censoredEvents: FieldValue[];
  showAddToCalendarButton: AddToCalendarMode;
  hideShowLibraryButton: boolean;
  initialView: TimetableView;
  /** Live link, `###slug###` replaced by the session slug; '' shows no live link. */
  liveLinkPattern: string;
  /** Library link, `###slug###` replaced by the session slug; '' shows no library button. */
  libraryLinkPattern: string;
  /** Sessions starting before this hour belong to the previous day (after-midnight sessions). */
  dayBoundaryHr: number;
  enableFavorites: boolean;
  /**
   * The shared filter (spec 3 §2 Widget mode: Widget.SetFilter / Widget.AddFilter `sourceId`) that sets the topic
   * filter; messages for other sourceIds are not for the timetable. Default `topic` (docs/host-messages.md).
   */
  filterSourceId: string;
}

/** Defaults: spec 3 §9 values from TIMETABLE_DEFAULTS; the rest chosen here and documented in docs/widgets/timetable.md. */
export const TIMETABLE_SETTINGS_DEFAULTS: TimetableSettings = {
  ...TIMETABLE_DEFAULTS,
  showTopicMarker: true,
  showEventTypeMarker: true,
  topicFilterEnabled: true,
  typeFilterEnabled: true,
  searchEnabled: true,
  channelSort: '',
  channelOrder: [],
  ignoredChannels: [],
  ignoreEvents: [],
  channelMappings: {},
  censoredEvents: [],
  showAddToCalendarButton: 'future',
  hideShowLibraryButton: false,
  initialView: 'calendar',
  liveLinkPattern: '',
  libraryLinkPattern: '',
  dayBoundaryHr: 5,
  enableFavorites: true,
  filterSourceId: 'topic',
};

const knownZones = new Map<string, boolean>();

/** Whether `zone` is an IANA zone the runtime knows (asked of Intl once per zone: a formatter costs). */
export function isValidTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(zone, known);
  }
  return known;
}

function fieldValues(value: unknown): FieldValue[] {
  const parsed = parseJson(value);
  const list = Array.isArray(parsed) ? parsed : asRecord(parsed) ? [parsed] : [];
  const out: FieldValue[] = [];
  for (const entry of list) {
    const rec = asRecord(entry);
    const field = rec ? nonEmptyString(rec.field) : null;
    const v = rec && (typeof rec.value === 'string' || typeof rec.value === 'number') ? String(rec.value) : null;
    if (field !== null && v !== null) out.push({ field, value: v });
  }
  return out;
}

/** Accepts `{from: to}`, `[{from, to}]` or `[{channel, mapTo}]` (also as JSON text). */
function mappings(value: unknown): Record<string, string> {
  const parsed = parseJson(value);
  const out: Record<string, string> = {};
  const rec = asRecord(parsed);
  if (rec) {
    for (const [k, v] of Object.entries(rec)) {
      const to = nonEmptyString(v);
      if (to !== null) out[k] = to;
    }
    return out;
  }
  for (const entry of asArray(parsed)) {
    const e = asRecord(entry);
    if (!e) continue;
    const from = nonEmptyString(e.from ?? e.channel ?? e.source);
    const to = nonEmptyString(e.to ?? e.mapTo ?? e.target);
    if (from !== null && to !== null) out[from] = to;
  }
  return out;
}

function int(value: unknown, fallback: number, min: number, max: number): number {
  const n = toNumber(value);
  return n === null ? fallback : Math.min(max, Math.max(min, Math.round(n)));
}

function flag(value: unknown, fallback: boolean): boolean {
  return value === undefined || value === null || value === '' ? fallback : isOn(value);
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * Only the event rules (ignoreEvents, censoredEvents) of raw settings, read as {@link normalizeTimetableSettings}
 * reads them: all the data prefetch needs (issue 8 item 11). It checks no time zone, so the first
 * `Intl.DateTimeFormat` with a zone (tens of ms of ICU data) is not paid before the data requests are sent.
 */
export function timetableEventRules(raw: unknown): Pick<TimetableSettings, 'ignoreEvents' | 'censoredEvents'> {
  const s = asRecord(raw) ?? {};
  return { ignoreEvents: fieldValues(s.ignoreEvents), censoredEvents: fieldValues(s.censoredEvents) };
}

/**
 * Reads raw widget settings (server settings merged with data-settings; numbers may be strings, lists may be
 * comma text or JSON) into complete {@link TimetableSettings}. Never throws; bad values fall back to defaults.
 */
export function normalizeTimetableSettings(raw: unknown): TimetableSettings {
  const s = asRecord(raw) ?? {};
  const d = TIMETABLE_SETTINGS_DEFAULTS;
  const startHr = int(s.scheduleStartHr, d.scheduleStartHr, 0, 23);
  let endHr = int(s.scheduleEndHr, d.scheduleEndHr, 1, 48);
  if (endHr <= startHr) endHr = Math.min(48, startHr + 1);
  return {
    timezone: isValidTimeZone(s.timezone) ? s.timezone : d.timezone,
    channelsPerView: int(s.channelsPerView, d.channelsPerView, 1, 50),
    scale: int(s.scale, d.scale, 1, 60),
    defaultDuration: int(s.defaultDuration, d.defaultDuration, 1, 24 * 60),
    scheduleStartHr: startHr,
    scheduleEndHr: endHr,
    showTimeMarker: flag(s.showTimeMarker, d.showTimeMarker),
    showTopicMarker: flag(s.showTopicMarker, d.showTopicMarker),
    showEventTypeMarker: flag(s.showEventTypeMarker, d.showEventTypeMarker),
    topicFilterEnabled: flag(s.topicFilterEnabled, d.topicFilterEnabled),
    typeFilterEnabled: flag(s.typeFilterEnabled, d.typeFilterEnabled),
    searchEnabled: flag(s.searchEnabled, d.searchEnabled),
    channelSort: nonEmptyString(s.channelSort) ?? d.channelSort,
    channelOrder: splitList(s.channelOrder),
    ignoredChannels: splitList(s.ignoredChannels),
    ignoreEvents: fieldValues(s.ignoreEvents),
    channelMappings: mappings(s.channelMappings),
    censoredEvents: fieldValues(s.censoredEvents),
    showAddToCalendarButton: oneOf(
      s.showAddToCalendarButton,
      ['never', 'always', 'future'] as const,
      d.showAddToCalendarButton,
    ),
    hideShowLibraryButton: flag(s.hideShowLibraryButton, d.hideShowLibraryButton),
    initialView: oneOf(s.initialView ?? s.view, ['calendar', 'list'] as const, d.initialView),
    liveLinkPattern: nonEmptyString(s.liveLinkPattern ?? s.liveLink) ?? d.liveLinkPattern,
    libraryLinkPattern: nonEmptyString(s.libraryLinkPattern) ?? d.libraryLinkPattern,
    dayBoundaryHr: int(s.dayBoundaryHr, d.dayBoundaryHr, 0, 12),
    enableFavorites: flag(s.enableFavorites, d.enableFavorites),
    filterSourceId: nonEmptyString(s.filterSourceId) ?? d.filterSourceId,
  };
}
