import { asRecord, isOn, nonEmptyString, toNumber } from '../values';
import { safeUrl } from '../url/safe-url';
import type { TrackerMode } from './heartbeat';

/** Spec 3 §7 Video tracking body (POST to the video-tracking endpoint and to a custom endpoint). */
export interface VideoTrackingBody {
  user: string | null;
  type: 'live';
  play_state: TrackerMode | 'test';
  ev_id: number | null;
  ev_number: string | null;
  ev_pid: number | null;
  ev_title: string | null;
  ev_dstart: string | null;
  ev_dend: string | null;
  col_id: number | null;
  ch_title: string | null;
}

/** What is playing: the channel, its current event and the collection (default: the channel's). */
export interface LivePlayContext {
  event: unknown;
  channel: unknown;
  collectionId?: unknown;
}

/** The collection id of a play context: the given one, else the channel's collection. */
export function playCollectionId(input: LivePlayContext): number | null {
  return toNumber(input.collectionId ?? asRecord(input.channel)?.collection);
}

/**
 * The video-tracking body for a play state of the current event of a channel. `user` is the user
 * id (or uuid for a custom endpoint); missing fields are sent as null.
 */
export function videoTrackingBody(
  input: LivePlayContext & { user: unknown; playState: TrackerMode },
): VideoTrackingBody {
  const e = asRecord(input.event);
  const c = asRecord(input.channel);
  return {
    user: nonEmptyString(input.user),
    type: 'live',
    play_state: input.playState,
    ev_id: toNumber(e?.id),
    ev_number: nonEmptyString(e?.number),
    ev_pid: toNumber(e?.pid),
    ev_title: nonEmptyString(e?.title),
    ev_dstart: nonEmptyString(e?.datestart),
    ev_dend: nonEmptyString(e?.dateend),
    col_id: playCollectionId(input),
    ch_title: nonEmptyString(c?.title),
  };
}

/** Video tracking is a client toggle (enableVideoTracking, spec 1 §5). */
export function videoTrackingEnabled(client: unknown): boolean {
  return isOn(asRecord(client)?.enableVideoTracking);
}

/**
 * Spec 3 §5: video tracking to a custom endpoint needs a user uuid and a configured endpoint
 * (client videoTrackingEndpoint). Returns the endpoint and the uuid to send, or null.
 */
export function customTrackingTarget(client: unknown, user: unknown): { endpoint: string; uuid: string } | null {
  const endpoint = nonEmptyString(asRecord(client)?.videoTrackingEndpoint);
  const uuid = nonEmptyString(asRecord(user)?.uuid);
  return endpoint !== null && uuid !== null ? { endpoint, uuid } : null;
}

/** The API's own video-tracking endpoint (docs/api.md `POST /tracking/video`). */
export function ownTrackingEndpoint(apiBase: string): string | null {
  return httpUrl(`${apiBase.replace(/\/+$/, '')}/tracking/video`);
}

const httpUrl = (value: unknown): string | null => {
  const url = safeUrl(value);
  return url !== null && /^https?:\/\//i.test(url) ? url : null;
};

/**
 * Spec 3 §7 / §9 "two video trackers": where a play's video-tracking beacon goes, and whom it names — the API's
 * own video-tracking endpoint with the user id (null for a visitor), and, only with a user uuid and a configured
 * endpoint (§5), the custom endpoint with the uuid; a custom endpoint that is the API's own is not sent twice.
 * Nothing without enableVideoTracking.
 */
export function videoTrackingTargets(
  client: unknown,
  user: { id: string; uuid?: string | null } | null,
  apiBase: string,
): { url: string; user: string | null }[] {
  if (!videoTrackingEnabled(client)) return [];
  const own = ownTrackingEndpoint(apiBase);
  const targets = own ? [{ url: own, user: user?.id ?? null }] : [];
  const custom = customTrackingTarget(client, user);
  const url = custom ? httpUrl(custom.endpoint) : null;
  if (custom && url && url !== own) targets.push({ url, user: custom.uuid });
  return targets;
}

/** Spec 3 §7 Tracking test: POST to the tracking endpoint — the client's videoTrackingEndpoint, else the API's own. */
export function trackingTestEndpoint(client: unknown, apiBase: string): string | null {
  return httpUrl(asRecord(client)?.videoTrackingEndpoint) ?? ownTrackingEndpoint(apiBase);
}
