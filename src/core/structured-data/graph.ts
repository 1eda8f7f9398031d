import type { Event as SchemaEvent, Person, VideoObject } from 'schema-dts';
import { asRecord, nonEmptyString } from '../values';
import type { ClientConfig } from '../types';
import { organizerOf, type Scope } from './common';
import { speakerPerson } from './person';
import { sessionsGraph } from './sessions';
import type { TimedEvent } from './upcoming';
import type { LinkBase } from './urls';
import type { RecordingMedia } from './video';

/** A top-level item of the page's JSON-LD; every one has a stable `@id` (the page de-duplicates by it). */
export type GraphNode = (SchemaEvent | VideoObject | Person) & { '@id': string };

/**
 * What a mount shows, in the API's own shapes (docs/api.md), for the structured-data builders:
 * - `sessions`: the congress and its sessions (timetable, portal schedule and event pages);
 * - `recordings`: resources with, where loaded, their media (ondemand player, resource lists, portal resource pages);
 * - `live`: channels; those on air become live videos (live player, webcast widgets, portal live pages);
 * - `speaker`: a speaker page.
 */
export type StructuredDataInput =
  | {
      kind: 'sessions';
      project: string | null;
      events: readonly unknown[];
      channels?: readonly unknown[];
      collection?: unknown;
      /** The page of one session (the portal's event page): described in full, nothing shared by reference. */
      single?: boolean;
      /** The caller picked the sessions (core `nextSessions`): the first start and last end of all of them. */
      span?: { datestart: unknown; dateend: unknown };
      /** The timetable's model of the same sessions (times read, each with its event): the next ones come from it. */
      timed?: readonly TimedEvent[];
    }
  | {
      kind: 'recordings';
      project: string | null;
      resources: readonly unknown[];
      media?: Readonly<Record<string, RecordingMedia | undefined>>;
    }
  | { kind: 'live'; project: string | null; channels: readonly unknown[] }
  | { kind: 'speaker'; speaker: unknown };

export interface GraphEnv {
  links: LinkBase;
  client: string;
  clientConfig: ClientConfig | null;
  /** Now (ms, the page's clock): which sessions of a list are the next ones. */
  now?: number;
}

export function projectOf(env: GraphEnv, name: string | null): Record<string, unknown> | null {
  return name ? asRecord(env.clientConfig?.projects?.[name]) : null;
}

export function scopeOf(env: GraphEnv, project: Record<string, unknown> | null): Scope {
  return {
    links: env.links,
    zone: nonEmptyString(project?.timezone),
    organizer: organizerOf(env.clientConfig, project, env.links),
  };
}

/** Builders return null for incomplete items; those with an `@id` join the graph. */
export const push = (list: GraphNode[], node: SchemaEvent | VideoObject | Person | null) => {
  if (node && typeof node === 'object' && typeof (node as { '@id'?: unknown })['@id'] === 'string')
    list.push(node as GraphNode);
};

/**
 * The JSON-LD items of a list of sessions, a session's page or a speaker's page (see {@link StructuredDataInput});
 * null for recordings and channels, whose builders (./media-graph.ts) use the player's and the live rules: kept
 * apart, so that the head manager's chunk on a timetable page does not bring the player's chunks along
 * (docs/structured-data.md "Cost").
 */
export function sessionsOrSpeakerGraph(input: StructuredDataInput, env: GraphEnv): GraphNode[] | null {
  if (input.kind === 'speaker') {
    const out: GraphNode[] = [];
    push(out, speakerPerson(input.speaker, env.links));
    return out;
  }
  if (input.kind !== 'sessions') return null;
  const project = projectOf(env, input.project);
  return sessionsGraph({ ...input, projectEntry: project, now: env.now ?? 0 }, scopeOf(env, project));
}

/**
 * A whole `<script type="application/ld+json">` block, in one `JSON.stringify`. `<` is escaped (`\u003c`), so no
 * string in the data can close the script element when the page is serialised, whatever the API sent.
 */
export function graphText(nodes: readonly GraphNode[]): string {
  const json = JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes });
  return json.includes('<') ? json.replace(/</g, '\\u003c') : json;
}
