import type { Event as SchemaEvent, Person, VideoObject } from 'schema-dts';
import { asRecord, nonEmptyString } from '../values';
import type { ClientConfig } from '../types';
import { organizerOf, type Scope } from './common';
import { speakerPerson } from './person';
import { sessionsGraph } from './sessions';
import { absoluteUrl, type LinkBase } from './urls';
import { liveVideo, recordingVideo, type RecordingMedia } from './video';

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
      /** The timetable's model of the same sessions (times read): the next ones are picked from it. */
      timed?: readonly { slug: string; start: number; end: number }[];
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

function projectOf(env: GraphEnv, name: string | null): Record<string, unknown> | null {
  return name ? asRecord(env.clientConfig?.projects?.[name]) : null;
}

function scopeOf(env: GraphEnv, project: Record<string, unknown> | null): Scope {
  return {
    links: env.links,
    zone: nonEmptyString(project?.timezone),
    organizer: organizerOf(env.clientConfig, project, env.links),
  };
}

/** Builders return null for incomplete items; those with an `@id` join the graph. */
const push = (list: GraphNode[], node: SchemaEvent | VideoObject | Person | null) => {
  if (node && typeof node === 'object' && typeof (node as { '@id'?: unknown })['@id'] === 'string')
    list.push(node as GraphNode);
};

/**
 * The JSON-LD items for what a mount shows (see {@link StructuredDataInput}); only items that carry every property
 * Google requires for their rich result.
 */
export function structuredGraph(input: StructuredDataInput, env: GraphEnv): GraphNode[] {
  const out: GraphNode[] = [];
  if (input.kind === 'speaker') {
    push(out, speakerPerson(input.speaker, env.links));
    return out;
  }
  const project = projectOf(env, input.project);
  const scope = scopeOf(env, project);
  if (input.kind === 'sessions') return sessionsGraph({ ...input, projectEntry: project, now: env.now ?? 0 }, scope);
  if (input.kind === 'recordings') {
    for (const resource of input.resources) {
      const r = asRecord(resource);
      const media = r ? input.media?.[String(r.id)] : undefined;
      const withProject = r && !r.project && input.project ? { ...r, project: input.project } : r;
      push(out, recordingVideo(withProject, media ?? null, scope));
    }
    return out;
  }
  const previews = `${(env.links.api ?? '').replace(/\/+$/, '')}/${encodeURIComponent(env.client)}/live/preview/`;
  for (const channel of input.channels) {
    const c = asRecord(channel);
    if (!c) continue;
    const thumbnail = absoluteUrl(`${previews}preview_${encodeURIComponent(String(c.id))}.jpg`, env.links.page);
    const withProject = !c.project && input.project ? { ...c, project: input.project } : c;
    push(out, liveVideo(withProject, { ...scope, thumbnail }));
  }
  return out;
}

/**
 * A whole `<script type="application/ld+json">` block, in one `JSON.stringify`. `<` is escaped (`\u003c`), so no
 * string in the data can close the script element when the page is serialised, whatever the API sent.
 */
export function graphText(nodes: readonly GraphNode[]): string {
  const json = JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes });
  return json.includes('<') ? json.replace(/</g, '\\u003c') : json;
}
