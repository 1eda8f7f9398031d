import type { Organization, Place } from 'schema-dts';
import { asRecord, nonEmptyString } from '../values';
import type { Scope } from './common';
import { congressEvent } from './congress';
import { roomsOf, sessionEvent, type Ref, type SessionScope } from './event';
import { plainText } from './text';
import { nextSessions, pickSessions, type Picked, type TimedEvent } from './upcoming';
import { linkOf, nodeId } from './urls';
import type { GraphNode } from './graph';

export interface SessionsInput {
  project: string | null;
  /** The project's entry of the client configuration (its title, zone, group). */
  projectEntry: Record<string, unknown> | null;
  events: readonly unknown[];
  channels?: readonly unknown[];
  collection?: unknown;
  /** The page of one session (the portal's event page): described in full, nothing shared by reference. */
  single?: boolean;
  /** Now (ms): a list writes the next `SESSIONS_MAX` (./upcoming.ts) sessions from here. */
  now: number;
  /**
   * Set when the caller picked the sessions already (the timetable, from its model: `nextSessions`): the first start
   * and last end of all its sessions, the congress's dates when the collection has none.
   */
  span?: { datestart: unknown; dateend: unknown };
  /**
   * The timetable's model of the same sessions (times read already, each with its event): the next ones are picked
   * from it (core `nextSessions`), without reading the events again.
   */
  timed?: readonly TimedEvent[];
}

/**
 * The congress and its sessions. A list is written compactly (docs/structured-data.md "Cost"): the organiser, the
 * rooms (`Place`) and the congress are items of their own, and every session points at them by `@id` instead of
 * repeating them; sessions carry the properties of Google's Event rich result but the description, whose clean-up
 * of markup would cost more than the rest of the item together; and only the next `SESSIONS_MAX` (./upcoming.ts) sessions
 * are written (core `pickSessions`).
 */
export function sessionsGraph(input: SessionsInput, scope: Scope): GraphNode[] {
  const out: GraphNode[] = [];
  const { project, projectEntry } = input;
  const collection = asRecord(input.collection);
  const venue = plainText(collection?.venue);
  const rooms = roomsOf(input.channels, scope, venue);
  let streamed = false;
  for (const r of rooms.values()) streamed ||= r.streamed;
  const base = nodeId((linkOf('project', { name: project }, scope.links) ?? scope.links.page).split('#')[0]);
  const picked = input.single || input.span ? null : pick(input);
  const events = picked ? picked.events : input.events;
  const span = input.span ?? (picked && { datestart: picked.first, dateend: picked.last });
  const organizer = !input.single && scope.organizer ? organizerNode(scope.organizer, base, project) : null;
  const congress = projectEntry
    ? congressEvent(
        {
          project: { ...projectEntry, name: project },
          collection,
          // The congress spans all sessions, also those the list leaves out.
          events: span ? [span] : input.events,
          streamed,
          organizer: organizer && { '@id': organizer['@id'] },
        },
        scope,
      )
    : null;
  if (organizer) out.push(organizer as GraphNode);
  if (congress) out.push(congress as GraphNode);
  const shared = input.single
    ? undefined
    : {
        places: new Map<string, Place & Ref>(),
        organizer: organizer && { '@id': organizer['@id'] },
        placeId: `${base}#place-${encodeURIComponent(project ?? '')}-`,
      };
  const ref = congress ? { '@id': congress['@id'] as string, name: congress.name as string } : null;
  const sessionScope: SessionScope = { ...scope, project, rooms, congress: ref, venue, image: null, shared };
  for (const event of events) {
    const node = sessionEvent(event, sessionScope);
    if (node) out.push(node as GraphNode);
  }
  if (shared) for (const place of shared.places.values()) out.push(place as unknown as GraphNode);
  return out;
}

/** The organiser as an item of its own, for a list of sessions to point at. */
function organizerNode(organizer: Organization, base: string, project: string | null): Organization & Ref {
  const o = organizer as unknown as Record<string, unknown>;
  const id = `${nonEmptyString(o.url) ?? base}#organizer-${encodeURIComponent(project ?? '')}`;
  return { ...(organizer as object), '@id': id } as Organization & Ref;
}

/** The next sessions of a list: from the timetable's model where given, else from the events' own dates. */
function pick(input: SessionsInput): Picked {
  if (!input.timed) return pickSessions(input.events, input.now);
  // The model has each session's event: nothing of the 1,000 a cold page holds is read again but the chosen ones.
  const { chosen, first, last } = nextSessions(input.timed, input.now);
  const events: unknown[] = [];
  for (const s of chosen) events.push(s.source);
  const end = last && (nonEmptyString(last.source.dateend) ?? nonEmptyString(last.source.datestart));
  return { events, first: first && nonEmptyString(first.source.datestart), last: end };
}
