import { asRecord, nonEmptyString, toNumber } from '../values';

/** The host's analytics tool a mount pushes its events to (data-analytics). */
export type HostAnalyticsTarget = 'datalayer' | 'matomo';

/** The events pushed into the host's analytics, by name (docs/analytics.md lists their fields). */
export const HOST_ANALYTICS_EVENTS = [
  'play',
  'pause',
  'ended',
  'search',
  'favourite',
  'like',
  'share',
  'filter',
  'navigate',
] as const;
export type HostAnalyticsEvent = (typeof HOST_ANALYTICS_EVENTS)[number];

/** The category of every Matomo event of ours, so a host can tell them from its own. */
export const MATOMO_CATEGORY = 'Congress';

/**
 * `data-analytics` → the target (`datalayer`, `gtm` as another name for it, `matomo`), or null with a warning
 * naming what was expected.
 * @example hostAnalyticsTarget('dataLayer') // { target: 'datalayer', warning: null }
 */
export function hostAnalyticsTarget(value: unknown): { target: HostAnalyticsTarget | null; warning: string | null } {
  const v = nonEmptyString(value)?.toLowerCase() ?? null;
  if (v === 'datalayer' || v === 'gtm') return { target: 'datalayer', warning: null };
  if (v === 'matomo') return { target: 'matomo', warning: null };
  return {
    target: null,
    warning: `data-analytics expected "datalayer" or "matomo" but received ${JSON.stringify(value)}; no events are pushed`,
  };
}

/** The analytics event a widget event stands for (the host channel's event types), or null for other events. */
export function hostAnalyticsEventOf(type: string): HostAnalyticsEvent | null {
  if (type === 'Widget.SetFilter' || type === 'Widget.AddFilter') return 'filter';
  return (HOST_ANALYTICS_EVENTS as readonly string[]).includes(type) ? (type as HostAnalyticsEvent) : null;
}

/** The fields every pushed event may carry; absent ones are left out. */
export interface HostAnalyticsFields {
  widget?: string;
  project?: string;
  /** What the event is about: resource, session, slide, speaker, channel, package. */
  kind?: string;
  id?: string;
  title?: string;
  /** navigate: where the link leads; share: what was shared. */
  url?: string;
  /** play, pause, ended: the playback position in whole seconds. */
  position?: number;
  /** search: the query. */
  query?: string;
  /** filter: the filter value (empty when cleared); favourite, like: on or off; share: the channel (email, …). */
  value?: string;
}

const TEXT_FIELDS = ['widget', 'project', 'kind', 'id', 'title', 'url', 'query', 'value'] as const;

/**
 * The item types the widgets and the portal name in their events (basket types, like kinds) → the documented kind,
 * so a host's reports read the same words for a favourite, a like and a play.
 */
const KIND_OF_TYPE: Readonly<Record<string, string>> = {
  congressresource: 'resource',
  congressresources: 'resource',
  event: 'session',
  events: 'session',
  slide: 'slide',
  timelineitems: 'slide',
};

/**
 * The `value` of an event: a filter's value, a favourite's `saved` or a like's `liked` as on/off, a share's channel
 * (`via`), else the payload's own `value`.
 */
function eventValue(r: Record<string, unknown>): unknown {
  if (typeof r.filterValue === 'string') return r.filterValue;
  for (const key of ['saved', 'liked'] as const) if (typeof r[key] === 'boolean') return r[key];
  return r.via ?? r.value;
}

/**
 * A widget event's payload → the documented fields (strings trimmed to 200 characters; HTML never comes here).
 * @example hostAnalyticsFields({ type: 'event', id: 'opening', saved: true }) // { kind: 'session', id: 'opening', value: 'on' }
 */
export function hostAnalyticsFields(detail: unknown): HostAnalyticsFields {
  const r = asRecord(detail) ?? {};
  const type = typeof r.type === 'string' && Object.hasOwn(KIND_OF_TYPE, r.type) ? KIND_OF_TYPE[r.type] : r.type;
  const fields: HostAnalyticsFields = {};
  for (const key of TEXT_FIELDS) {
    const raw = key === 'value' ? eventValue(r) : key === 'kind' ? (r.kind ?? type) : r[key];
    const text = typeof raw === 'boolean' ? (raw ? 'on' : 'off') : nonEmptyString(raw);
    if (text !== null) fields[key] = text.slice(0, 200);
  }
  const position = toNumber(r.position);
  if (position !== null && position >= 0) fields.position = Math.floor(position);
  return fields;
}

/**
 * The Google Tag Manager entry (`window.dataLayer.push(…)`): `event` is `congress_<name>`, the fields carry a
 * `congress_` prefix so they never collide with the host's own variables.
 * @example dataLayerEntry('play', { id: 'talk-1', position: 0 }) // { event: 'congress_play', congress_id: 'talk-1', congress_position: 0 }
 */
export function dataLayerEntry(event: HostAnalyticsEvent, fields: HostAnalyticsFields): Record<string, unknown> {
  const entry: Record<string, unknown> = { event: `congress_${event}` };
  for (const [key, value] of Object.entries(fields)) entry[`congress_${key}`] = value;
  return entry;
}

/**
 * The Matomo command (`window._paq.push(…)`): `['trackEvent', 'Congress', <name>, <label>, <value>?]`; the label is
 * the title, else the id, query, filter value or URL; the value is the playback position where there is one.
 * @example matomoEntry('play', { id: 'talk-1', title: 'Talk', position: 12 }) // ['trackEvent', 'Congress', 'play', 'Talk', 12]
 */
export function matomoEntry(event: HostAnalyticsEvent, fields: HostAnalyticsFields): unknown[] {
  const label = fields.title ?? fields.id ?? fields.query ?? fields.value ?? fields.url ?? fields.widget ?? '';
  const command: unknown[] = ['trackEvent', MATOMO_CATEGORY, event, label];
  if (fields.position !== undefined) command.push(fields.position);
  return command;
}
