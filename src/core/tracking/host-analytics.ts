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
  /** What the event is about: resource, session, speaker, channel, package. */
  kind?: string;
  id?: string;
  title?: string;
  /** navigate: where the link leads. */
  url?: string;
  /** play, pause, ended: the playback position in whole seconds. */
  position?: number;
  /** search: the query. */
  query?: string;
  /** filter: the filter value (empty when cleared); favourite, like: on or off. */
  value?: string;
}

const TEXT_FIELDS = ['widget', 'project', 'kind', 'id', 'title', 'url', 'query', 'value'] as const;

/** A widget event's payload → the documented fields (strings trimmed to 200 characters; HTML never comes here). */
export function hostAnalyticsFields(detail: unknown): HostAnalyticsFields {
  const r = asRecord(detail) ?? {};
  const fields: HostAnalyticsFields = {};
  for (const key of TEXT_FIELDS) {
    const raw = key === 'value' && typeof r.filterValue === 'string' ? r.filterValue : r[key];
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
