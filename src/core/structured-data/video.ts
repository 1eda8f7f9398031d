import type { BroadcastEvent, Clip, VideoObject } from 'schema-dts';
import { showsPlayer } from '../content/status';
import { isOnAir } from '../live/on-air';
import { asArray, asRecord, nonEmptyString, toNumber } from '../values';
import { inpointSeconds } from '../player/slides';
import { flag, performersOf, type Scope } from './common';
import { DESCRIPTION_MAX } from './event';
import { plainText } from './text';
import { isoDuration, zonedIso } from './time';
import { absoluteUrl, linkOf } from './urls';

/** What the player API says about a recording (docs/api.md "Player": GET player/media/{id}), as far as used here. */
export interface RecordingMedia {
  duration?: number | null;
  sources?: readonly { src: string; type?: string }[] | null;
  /** Timeline items or slides: `inpoint` (seconds or a time text), `title`, an image. */
  slides?: readonly unknown[] | null;
  /** The transcript as plain text, only where the resource's transcript is public. */
  transcript?: string | null;
  /** Where that public transcript is (WebVTT): the head manager reads it into `transcript`. */
  transcriptSrc?: string | null;
}

/** A URL with the player's `t` parameter (spec 3 §2: shared links start playback there). */
function atTime(url: string, seconds: number): string {
  const u = new URL(url);
  u.searchParams.set('t', String(seconds));
  return u.href;
}

/**
 * The recording's chapters from its slide timeline, as Clip parts (Google "key moments": name, startOffset, url
 * required; endOffset recommended). A slide lasts until the next one, the last one until the end.
 */
export function clipsOf(slides: unknown, url: string, duration: number | null): Clip[] {
  const points: { at: number; name: string | null }[] = [];
  for (const raw of asArray(slides)) {
    const s = asRecord(raw);
    const at = inpointSeconds(s?.inpoint);
    if (at !== null) points.push({ at: Math.floor(at), name: plainText(s?.title, 110) });
  }
  points.sort((a, b) => a.at - b.at);
  const clips: Clip[] = [];
  for (let i = 0; i < points.length; i++) {
    const { at, name } = points[i];
    if (i > 0 && points[i - 1].at === at) continue;
    const end = points[i + 1]?.at ?? duration;
    if (end !== null && end <= at) continue;
    const clip: Clip = { '@type': 'Clip', name: name ?? `${i + 1}`, startOffset: at, url: atTime(url, at) };
    if (end !== null) clip.endOffset = end;
    clips.push(clip);
  }
  return clips;
}

function firstSlideImage(slides: unknown, base: string): string | null {
  for (const raw of asArray(slides)) {
    const s = asRecord(raw);
    const image = absoluteUrl(asRecord(asRecord(asRecord(s?.event)?.medium)?.asset)?.url ?? s?.image, base);
    if (image) return image;
  }
  return null;
}

/** The media file for `contentUrl`: a progressive file before a playlist (Google wants the file itself). */
function contentOf(sources: RecordingMedia['sources'], base: string): string | null {
  const list = [...(sources ?? [])];
  const file = list.find((s) => !/mpegurl/i.test(s.type ?? '') && !/\.m3u8(\?|$)/i.test(s.src)) ?? list[0];
  return file ? absoluteUrl(file.src, base) : null;
}

export interface RecordingScope extends Scope {
  /** An image for recordings without a thumbnail or slides (the client's fallback for the content type). */
  thumbnail?: string | null;
}

/**
 * A recording as a VideoObject (Google Video: name, thumbnailUrl, uploadDate required; description, duration,
 * embedUrl, contentUrl, hasPart recommended). `embedUrl` and `url` are the resource's page; `contentUrl` only for a
 * free resource (anyone may fetch the file); the transcript only when the caller found it public. Null for a
 * resource without a playable recording (status 6, consent not 0) or without a name, thumbnail or date.
 */
export function recordingVideo(
  resource: unknown,
  media: RecordingMedia | null,
  scope: RecordingScope,
): VideoObject | null {
  const r = asRecord(resource);
  if (!r || !showsPlayer(r)) return null;
  const base = scope.links.api ?? scope.links.page;
  const name = plainText(r.title);
  const url = linkOf('cr', r, scope.links);
  const uploadDate = zonedIso(r.datestart, scope.zone);
  const thumbnailUrl =
    absoluteUrl(asRecord(r.thumbnail)?.url, base) ?? firstSlideImage(media?.slides, base) ?? scope.thumbnail ?? null;
  if (!name || !url || !uploadDate || !thumbnailUrl) return null;
  const node: VideoObject = {
    '@type': 'VideoObject',
    '@id': url,
    name,
    description: plainText(r.infotext, DESCRIPTION_MAX) ?? plainText(asRecord(r.event)?.title) ?? name,
    thumbnailUrl,
    uploadDate,
    url,
    embedUrl: url,
  };
  const seconds = toNumber(media?.duration) ?? toNumber(r.duration);
  const duration = isoDuration(seconds);
  if (duration) node.duration = duration;
  if (flag(r.free)) {
    const content = contentOf(media?.sources, base);
    if (content) node.contentUrl = content;
  }
  const clips = clipsOf(media?.slides, url, seconds);
  if (clips.length) node.hasPart = clips;
  const transcript = plainText(media?.transcript);
  if (transcript) node.transcript = transcript;
  const people = performersOf(r.speakers, scope.links);
  if (people.length) node.author = people;
  if (scope.organizer) node.publisher = scope.organizer;
  const language = nonEmptyString(r.language);
  if (language) node.inLanguage = language;
  return node;
}

/**
 * A channel on air as a live VideoObject whose `publication` is a BroadcastEvent with `isLiveBroadcast` (Google's
 * LIVE badge: publication.isLiveBroadcast and publication.startDate required, endDate recommended). The video is
 * the session being broadcast: its title, speakers and times. Null for a channel off air (paused or without a
 * current event) and where a required property is missing.
 */
export function liveVideo(channel: unknown, scope: RecordingScope): VideoObject | null {
  const c = asRecord(channel);
  if (!c || !isOnAir(c)) return null;
  const current = asRecord(c.currentEvent) ?? {};
  const url = linkOf('channel', c, scope.links);
  const name = plainText(current.title) ?? plainText(c.title);
  const startDate = zonedIso(current.datestart, scope.zone);
  const thumbnailUrl = scope.thumbnail ?? absoluteUrl(current.image, scope.links.api ?? scope.links.page);
  if (!url || !name || !startDate || !thumbnailUrl) return null;
  const publication: BroadcastEvent = { '@type': 'BroadcastEvent', isLiveBroadcast: true, startDate };
  const endDate = zonedIso(current.dateend, scope.zone);
  if (endDate) publication.endDate = endDate;
  const node: VideoObject = {
    '@type': 'VideoObject',
    '@id': `${url.split('#')[0]}#live-${encodeURIComponent(String(c.slug))}`,
    name,
    description: plainText(current.Overview ?? c.livetext ?? c.infotext, DESCRIPTION_MAX) ?? plainText(c.title) ?? name,
    thumbnailUrl,
    uploadDate: startDate,
    url,
    embedUrl: url,
    publication,
  };
  const people = performersOf(current.speakers, scope.links);
  if (people.length) node.author = people;
  if (scope.organizer) node.publisher = scope.organizer;
  return node;
}
