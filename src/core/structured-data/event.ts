import type { Event as SchemaEvent, EventStatusType, Organization, Place, VirtualLocation } from 'schema-dts';
import { asArray, asRecord, nonEmptyString } from '../values';
import { flag, performersOf, type Scope } from './common';
import { plainText } from './text';
import { zonedIso } from './time';
import { absoluteUrl, linkOf } from './urls';
import { patternLink } from '../widget-mode/url-pattern';

/** Descriptions are cut here: search engines show a snippet. */
export const DESCRIPTION_MAX = 500;

/** A node other items point at by `{ "@id" }` instead of repeating it (a room, the organiser, the congress). */
export type Ref = { '@id': string };

/** A room (a channel of the project): its name, where it is, and whether it is streamed. */
export interface Room {
  name: string | null;
  address: string | null;
  streamed: boolean;
  url: string | null;
}

/** The project's rooms by channel slug, from the channel list (live widgets and the timetable have it). */
export function roomsOf(channels: unknown, scope: Scope, venue?: string | null): Map<string, Room> {
  const rooms = new Map<string, Room>();
  for (const raw of asArray(channels)) {
    const c = asRecord(raw);
    const slug = nonEmptyString(c?.slug);
    if (!c || !slug) continue;
    const name = plainText(c.title);
    const where = plainText(c.location);
    rooms.set(slug, {
      name,
      // An imported schedule repeats the room as `location`: that is a name, not an address.
      address: where && where !== name ? where : (venue ?? null),
      streamed: asArray(c.livestreams).length > 0,
      url: linkOf('channel', c, scope.links),
    });
  }
  return rooms;
}

const SCHEDULED: EventStatusType = 'https://schema.org/EventScheduled';

/** Cancelled and moved sessions, when the data says so: `cancelled`, a status 'cancelled', `previousStartDate`. */
function statusOf(e: Record<string, unknown>, start: string, zone: string | null) {
  if (e.cancelled !== undefined || e.canceled !== undefined || typeof e.status === 'string') {
    if (flag(e.cancelled) || flag(e.canceled) || /^cancel/i.test(String(e.status ?? ''))) {
      return { status: 'https://schema.org/EventCancelled' as EventStatusType };
    }
  }
  const before = e.previousStartDate ?? e.previous_datestart;
  const previous = before == null ? null : zonedIso(before, zone);
  if (previous && previous !== start)
    return { status: 'https://schema.org/EventRescheduled' as EventStatusType, previous };
  return { status: SCHEDULED };
}

export function attendance(place: boolean, online: boolean): SchemaEvent['eventAttendanceMode'] {
  if (place && online) return 'https://schema.org/MixedEventAttendanceMode';
  return online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode';
}

export interface SessionScope extends Scope {
  /** The list's project, for sessions that do not name their own (an event list of one project). */
  project?: string | null;
  rooms: Map<string, Room>;
  /** The congress the session belongs to, as `superEvent`: by reference in a list, with its name on a page of one. */
  congress: (Ref & { name?: string }) | null;
  /** The congress's venue, the address of a room without one of its own. */
  venue: string | null;
  /** A fallback image (the project's) for sessions without one. */
  image: string | null;
  /**
   * A list of sessions (the timetable): rooms and the organiser are items of their own that each session points at
   * by `@id` (`places` collects the rooms used), and the per-session text clean-up of the description is left out
   * (docs/structured-data.md "Cost"). Absent: the page of one session, described in full.
   */
  shared?: { places: Map<string, Place & Ref>; organizer: Ref | null; placeId: string };
}

/** The room as a Place: inline on a session's page, an item of its own (by name) in a list. */
function placeOf(name: string, address: string | null, scope: SessionScope): Place | Ref {
  const shared = scope.shared;
  if (!shared) return address ? { '@type': 'Place', name, address } : { '@type': 'Place', name };
  let place = shared.places.get(name);
  if (!place) {
    const id = `${shared.placeId}${encodeURIComponent(name)}`;
    place = address ? { '@type': 'Place', '@id': id, name, address } : { '@type': 'Place', '@id': id, name };
    shared.places.set(name, place);
  }
  return { '@id': place['@id'] };
}

/**
 * A session as a schema.org Event (Google Event rich result: name, startDate and location required; description,
 * endDate, eventAttendanceMode, eventStatus, image, organizer, performer recommended). Its location is the room
 * as a Place (the room's or venue's address where known) and, when the session is streamed, its channel as a
 * VirtualLocation. Null when a required property is missing: an incomplete item would only earn warnings.
 */
export function sessionEvent(event: unknown, scope: SessionScope): SchemaEvent | null {
  const e = asRecord(event);
  if (!e) return null;
  const name = plainText(e.title);
  const startDate = zonedIso(e.datestart, scope.zone);
  const url = name && startDate ? linkOf('event', e, scope.links, scope.project) : null;
  if (!name || !startDate || !url) return null;
  const channelSlug =
    typeof e.channelSlug === 'string' && e.channelSlug
      ? e.channelSlug
      : nonEmptyString(asRecord(asArray(e.channels)[0])?.slug);
  const room = channelSlug ? scope.rooms.get(channelSlug) : undefined;
  const roomName = plainText(e.location) ?? room?.name ?? null;
  const place = roomName ? placeOf(roomName, room?.address ?? scope.venue, scope) : null;
  // Watched online: the widget's live link for the session, the channel's portal page, else the session's own page
  // (which links to the stream). Not for on-site-only sessions and rooms without a stream.
  const streamed = (room?.streamed || asArray(e.livestreams).length > 0) && !flag(e.onsiteOnly);
  const streamUrl = streamed
    ? ((scope.links.live ? absoluteUrl(patternLink(scope.links.live, { slug: e.slug }), scope.links.page) : null) ??
      (scope.links.portal ? room?.url : null) ??
      url)
    : null;
  const virtual: VirtualLocation | null = streamUrl ? { '@type': 'VirtualLocation', url: streamUrl } : null;
  if (!place && !virtual) return null;
  const { status, previous } = statusOf(e, startDate, scope.zone);
  const node: SchemaEvent = {
    '@type': 'Event',
    '@id': url,
    name,
    startDate,
    eventStatus: status,
    eventAttendanceMode: attendance(place !== null, virtual !== null),
    location: (place && virtual ? [place, virtual] : (place ?? virtual)) as SchemaEvent['location'],
  };
  const endDate = zonedIso(e.dateend, scope.zone);
  if (endDate) node.endDate = endDate;
  if (previous) node.previousStartDate = previous;
  const performers = performersOf(e.speakers, scope.links);
  if (performers.length) node.performer = performers;
  const image = e.image == null ? null : absoluteUrl(e.image, scope.links.api ?? scope.links.page);
  if (image ?? scope.image) node.image = (image ?? scope.image) as string;
  if (scope.shared) {
    if (scope.shared.organizer) node.organizer = scope.shared.organizer as Organization;
    if (scope.congress) node.superEvent = { '@id': scope.congress['@id'] } as SchemaEvent;
    return node;
  }
  node.url = url;
  const description = plainText(e.Overview ?? e.abstract ?? e.description ?? e.subtitle, DESCRIPTION_MAX);
  if (description) node.description = description;
  if (scope.organizer) node.organizer = scope.organizer;
  if (scope.congress) node.superEvent = { '@type': 'Event', ...scope.congress };
  return node;
}
