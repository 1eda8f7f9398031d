import { ANALYTICS_DESIGN_DIMENSION, ANALYTICS_SITE_ID_DEFAULT } from '../constants';
import { asRecord, nonEmptyString, splitList, toNumber } from '../values';
import type { TrackerMode } from './heartbeat';
import { playCollectionId, type LivePlayContext } from './video-tracking';

/** Spec 3 §7 Analytics beacon body (video-stats helper; heartbeat 60 s). */
export interface AnalyticsBeacon {
  collection_id: number | null;
  eventtype: 'live';
  event_id: number | null;
  event_title: string | null;
  channel: string | null;
  room: string | null;
  topics: string[];
  vstatus: TrackerMode;
  vsession_id: string | null;
  playerposition: number;
}

/** The analytics beacon for the live player: event, channel (slug) and room (location). */
export function analyticsBeacon(
  input: LivePlayContext & { status: TrackerMode; sessionId: unknown; playerPosition: unknown },
): AnalyticsBeacon {
  const e = asRecord(input.event);
  const c = asRecord(input.channel);
  const position = toNumber(input.playerPosition);
  return {
    collection_id: playCollectionId(input),
    eventtype: 'live',
    event_id: toNumber(e?.id),
    event_title: nonEmptyString(e?.title),
    channel: nonEmptyString(c?.slug),
    room: nonEmptyString(e?.location) ?? nonEmptyString(c?.location),
    topics: splitList(e?.topics),
    vstatus: input.status,
    vsession_id: nonEmptyString(input.sessionId),
    playerposition: position !== null && position >= 0 ? position : 0,
  };
}

/** Spec 1 §9: the analytics site id is the client's matomoSiteId, default 3. */
export function analyticsSiteId(client: unknown): number {
  const id = toNumber(asRecord(client)?.matomoSiteId);
  return id !== null && id > 0 ? id : ANALYTICS_SITE_ID_DEFAULT;
}

/** Values of the library page-view dimensions (spec 2 §7). */
export interface LibraryDimensionValues {
  ondemand?: unknown;
  event?: unknown;
  type?: unknown;
  location?: unknown;
  topics?: unknown;
}

const LIBRARY_DIMENSIONS: Record<keyof LibraryDimensionValues, number> = {
  ondemand: 4,
  event: 5,
  type: 6,
  location: 7,
  topics: 8,
};

/**
 * Spec 1 §9, spec 2 §7, spec 3 §7 Page analytics custom dimensions 1 to 9: in the library 4 ondemand,
 * 5 event, 6 type, 7 location, 8 topics (a list joined with ', '); the client-side design
 * dimension 9 always has value 14. Empty values are left out; keys outside 1–9 are never produced.
 */
export function pageViewDimensions(values: LibraryDimensionValues | null | undefined): Record<number, string> {
  const out: Record<number, string> = {};
  const v = asRecord(values) ?? {};
  for (const [name, id] of Object.entries(LIBRARY_DIMENSIONS)) {
    const raw = v[name];
    const text = Array.isArray(raw) ? splitList(raw).join(', ') : nonEmptyString(raw);
    if (text) out[id] = text;
  }
  out[ANALYTICS_DESIGN_DIMENSION.id] = String(ANALYTICS_DESIGN_DIMENSION.value);
  return out;
}

/**
 * The library dimension values of a content item: ondemand = the congress resource's title,
 * event = its event's title (or the event's own title), type, location and topics.
 */
export function libraryDimensionValues(item: unknown, kind: 'cr' | 'event'): LibraryDimensionValues {
  const i = asRecord(item);
  return {
    ondemand: kind === 'cr' ? i?.title : undefined,
    event: kind === 'event' ? i?.title : asRecord(i?.event)?.title,
    type: nonEmptyString(i?.crtype) ?? i?.type,
    location: i?.location,
    topics: i?.topics,
  };
}

/**
 * The routes whose page view carries the library dimensions 4–8 (spec 2 §7, spec 3 §7): a congress resource's and
 * a session's detail page. Their page view waits for the item, so the dimensions describe what the visitor sees.
 * @example libraryDimensionRoute('CRDetail') // 'cr'; ('Home') // null
 */
export function libraryDimensionRoute(routeName: unknown): 'cr' | 'event' | null {
  return routeName === 'CRDetail' ? 'cr' : routeName === 'EventDetail' ? 'event' : null;
}

/**
 * The analytics user of the next page view (spec 1 §4 "Logout … resets the analytics user id"): a signed-in
 * member's id goes as Matomo `uid`; a guest sends none. When the id last sent is gone (logout) or another member's,
 * the view also starts a new visit (`new_visit=1`, the tracking API's way to reset the user id), so what follows
 * is not joined to the member who left.
 * @example pageViewUser('42', null) // { uid: null, newVisit: true }
 */
export function pageViewUser(lastSent: string | null, current: unknown): { uid: string | null; newVisit: boolean } {
  const uid = nonEmptyString(typeof current === 'number' ? String(current) : current);
  return { uid, newVisit: lastSent !== null && uid !== lastSent };
}
