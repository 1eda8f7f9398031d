import type { Event as SchemaEvent, EventStatusType, Organization, Place, VirtualLocation } from 'schema-dts';
import { asArray, asRecord, nonEmptyString } from '../values';
import { flag, performersOf, type Scope } from './common';
import { plainText } from './text';
import { zonedIso } from './time';
import { absoluteUrl, linkOf } from './urls';
import { patternLink } from '../widget-mode/url-pattern';

/** Descriptions are cut here: search engines show a snippet, and a 1,000-session page stays small. */
export const DESCRIPTION_MAX = 500;

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
      url: linkOf('channel', { ...c, project: c.project }, scope.links),
    });
  }
  return rooms;
}

/** Cancelled and moved sessions, when the data says so: `cancelled`, a status 'cancelled', `previousStartDate`. */
function statusOf(e: Record<string, unknown>, zone: string | null): { status: EventStatusType; previous?: string } {
  if (flag(e.cancelled) || flag(e.canceled) || /^cancel/i.test(String(e.status ?? ''))) {
    return { status: 'https://schema.org/EventCancelled' };
  }
  const previous = zonedIso(e.previousStartDate ?? e.previous_datestart, zone);
  if (previous && previous !== zonedIso(e.datestart, zone)) {
    return { status: 'https://schema.org/EventRescheduled', previous };
  }
  return { status: 'https://schema.org/EventScheduled' };
}

function attendance(place: boolean, online: boolean): SchemaEvent['eventAttendanceMode'] {
  if (place && online) return 'https://schema.org/MixedEventAttendanceMode';
  return online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode';
}

export interface SessionScope extends Scope {
  rooms: Map<string, Room>;
  /** The congress the session belongs to (its `@id` and name), as `superEvent`. */
  congress: { '@id': string; name: string } | null;
  /** The congress's venue, the address of a room without one of its own. */
  venue: string | null;
  /** A fallback image (the project's) for sessions without one. */
  image: string | null;
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
  const url = linkOf('event', e, scope.links);
  if (!name || !startDate || !url) return null;
  const channelSlug = nonEmptyString(e.channelSlug) ?? nonEmptyString(asRecord(asArray(e.channels)[0])?.slug);
  const room = channelSlug ? scope.rooms.get(channelSlug) : undefined;
  const roomName = plainText(e.location) ?? room?.name ?? null;
  const address = room?.address ?? scope.venue;
  const place: Place | null = roomName
    ? address
      ? { '@type': 'Place', name: roomName, address }
      : { '@type': 'Place', name: roomName }
    : null;
  // Watched online: the widget's live link for the session, the channel's portal page, else the session's own page
  // (which links to the stream). Not for on-site-only sessions and rooms without a stream.
  const streamed = !flag(e.onsiteOnly) && (room?.streamed || asArray(e.livestreams).length > 0);
  const streamUrl = streamed
    ? ((scope.links.live ? absoluteUrl(patternLink(scope.links.live, { slug: e.slug }), scope.links.page) : null) ??
      (scope.links.portal ? room?.url : null) ??
      url)
    : null;
  const virtual: VirtualLocation | null = streamUrl ? { '@type': 'VirtualLocation', url: streamUrl } : null;
  if (!place && !virtual) return null;
  const { status, previous } = statusOf(e, scope.zone);
  const node: SchemaEvent = {
    '@type': 'Event',
    '@id': url,
    name,
    url,
    startDate,
    eventStatus: status,
    eventAttendanceMode: attendance(place !== null, virtual !== null),
    location: place && virtual ? [place, virtual] : (place ?? (virtual as VirtualLocation)),
  };
  const endDate = zonedIso(e.dateend, scope.zone);
  if (endDate) node.endDate = endDate;
  if (previous) node.previousStartDate = previous;
  const description = plainText(e.Overview ?? e.abstract ?? e.description ?? e.subtitle, DESCRIPTION_MAX);
  if (description) node.description = description;
  const image = absoluteUrl(e.image, scope.links.api ?? scope.links.page) ?? scope.image;
  if (image) node.image = image;
  const performers = performersOf(e.speakers, scope.links);
  if (performers.length) node.performer = performers;
  if (scope.organizer) node.organizer = scope.organizer;
  if (scope.congress) node.superEvent = { '@type': 'Event', ...scope.congress };
  return node;
}

export interface CongressInput {
  project: unknown;
  /** The project's collection (docs/api.md): its dates and venue. */
  collection?: unknown;
  /** Its sessions: their first start and last end stand in for missing collection dates. */
  events?: readonly unknown[];
  image?: string | null;
  /** True when the project streams (any channel with livestreams). */
  streamed?: boolean;
}

/**
 * The congress itself as an Event (the sessions' `superEvent`): the project's title and description, the
 * collection's dates (else the sessions' first start and last end) and venue, the organiser. Null without a
 * title, a start or a location.
 */
export function congressEvent(input: CongressInput, scope: Scope): SchemaEvent | null {
  const p = asRecord(input.project);
  const c = asRecord(input.collection);
  const name = plainText(p?.title);
  const url = linkOf('project', p, scope.links);
  if (!p || !name || !url) return null;
  let first: string | null = nonEmptyString(c?.datestart);
  let last: string | null = nonEmptyString(c?.dateend);
  if (!first || !last) {
    let lo = Infinity;
    let hi = -Infinity;
    for (const raw of input.events ?? []) {
      const e = asRecord(raw);
      const from = nonEmptyString(e?.datestart);
      const to = nonEmptyString(e?.dateend) ?? from;
      const s = Date.parse(from ?? '');
      const t = Date.parse(to ?? '');
      if (s < lo) [lo, first] = [s, c?.datestart ? first : from];
      if (t > hi) [hi, last] = [t, c?.dateend ? last : to];
    }
  }
  const startDate = zonedIso(first, scope.zone);
  if (!startDate) return null;
  const venue = plainText(c?.venue);
  const place: Place | null = venue ? { '@type': 'Place', name: venue, address: venue } : null;
  const virtual: VirtualLocation | null = input.streamed ? { '@type': 'VirtualLocation', url } : null;
  if (!place && !virtual) return null;
  const node: SchemaEvent = {
    '@type': 'Event',
    '@id': url,
    name,
    url,
    startDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: attendance(place !== null, virtual !== null),
    location: place && virtual ? [place, virtual] : (place ?? (virtual as VirtualLocation)),
  };
  const endDate = zonedIso(last, scope.zone);
  if (endDate) node.endDate = endDate;
  const description = plainText(p.description ?? c?.description, DESCRIPTION_MAX);
  if (description) node.description = description;
  if (input.image) node.image = input.image;
  if (scope.organizer) node.organizer = scope.organizer as Organization;
  return node;
}
