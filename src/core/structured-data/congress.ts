import type { Event as SchemaEvent, Organization, Place, VirtualLocation } from 'schema-dts';
import { asRecord, nonEmptyString } from '../values';
import type { Scope } from './common';
import { attendance, DESCRIPTION_MAX, type Ref } from './event';
import { plainText } from './text';
import { zonedIso } from './time';
import { linkOf, nodeId } from './urls';

export interface CongressInput {
  project: unknown;
  /** The project's collection (docs/api.md): its dates and venue. */
  collection?: unknown;
  /** Its sessions: their first start and last end stand in for missing collection dates. */
  events?: readonly unknown[];
  image?: string | null;
  /** True when the project streams (any channel with livestreams). */
  streamed?: boolean;
  /** The organiser as a reference to its own item (a list of sessions shares it). */
  organizer?: Ref | null;
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
    '@id': nodeId(url),
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
  const organizer = input.organizer ?? scope.organizer;
  if (organizer) node.organizer = organizer as Organization;
  return node;
}
