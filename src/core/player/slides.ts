import { asArray, asRecord, nonEmptyString, toNumber } from '../values';
import { resolveMediaUrl } from './media-source';

/** A slide of a recording's timeline: from `inpoint` seconds on, this image is the one on screen. */
export interface TimelineSlide {
  id: string;
  inpoint: number;
  title: string;
  image: string;
}

/**
 * A slide's `inpoint` in seconds (spec 2 §3 Slide: "inpoint (time)"): a number of seconds, or a time text
 * "HH:MM:SS(.mmm)" / "MM:SS". Null when missing, negative or unreadable.
 */
export function inpointSeconds(value: unknown): number | null {
  const n = toNumber(value);
  if (n !== null) return n >= 0 ? n : null;
  const text = nonEmptyString(value);
  if (!text || !/^\d+(:\d{1,2}){1,2}(\.\d+)?$/.test(text)) return null;
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/**
 * Timeline items (spec 2 §3 Slide: id, inpoint, event.medium.asset.url) → slides sorted by inpoint; items
 * without a readable inpoint or an image URL that passes the gate are left out; of two slides with the same
 * inpoint the later one in the list is kept.
 */
export function slideTimeline(items: unknown, base: string): TimelineSlide[] {
  const byTime = new Map<number, TimelineSlide>();
  for (const raw of asArray(items)) {
    const item = asRecord(raw);
    const inpoint = inpointSeconds(item?.inpoint);
    const medium = asRecord(asRecord(asRecord(item?.event)?.medium)?.asset);
    const image = resolveMediaUrl(medium?.url, base);
    if (inpoint === null || !image) continue;
    byTime.set(inpoint, { id: String(item?.id ?? inpoint), inpoint, title: nonEmptyString(item?.title) ?? '', image });
  }
  return [...byTime.values()].sort((a, b) => a.inpoint - b.inpoint);
}

/**
 * Slides synchronised with the recording (issue 11 item 4): the active slide at `time` is the last one whose
 * inpoint is not after `time`; -1 before the first inpoint (or without slides).
 */
export function activeSlideIndex(slides: readonly TimelineSlide[], time: number): number {
  let active = -1;
  for (let i = 0; i < slides.length && slides[i].inpoint <= time; i++) active = i;
  return active;
}
