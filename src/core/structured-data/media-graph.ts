import { absoluteUrl } from './urls';
import { asRecord } from '../values';
import { projectOf, push, scopeOf, sessionsOrSpeakerGraph, type GraphEnv, type GraphNode } from './graph';
import type { StructuredDataInput } from './graph';
import { liveVideo, recordingVideo } from './video';

/**
 * The JSON-LD items of recordings (VideoObjects with their chapters and transcript) and of channels (those on air
 * as live VideoObjects); empty for other input. Apart from ./graph.ts because these builders use the player's and
 * the live rules, which a timetable page does not load.
 */
export function mediaGraph(input: StructuredDataInput, env: GraphEnv): GraphNode[] {
  const out: GraphNode[] = [];
  if (input.kind !== 'recordings' && input.kind !== 'live') return out;
  const scope = scopeOf(env, projectOf(env, input.project));
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
 * The JSON-LD items for what a mount shows (see {@link StructuredDataInput}); only items that carry every property
 * Google requires for their rich result.
 */
export function structuredGraph(input: StructuredDataInput, env: GraphEnv): GraphNode[] {
  return sessionsOrSpeakerGraph(input, env) ?? mediaGraph(input, env);
}
