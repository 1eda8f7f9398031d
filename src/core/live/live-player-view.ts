import { LIVE_SLIDESHOW } from '../constants';
import { safeUrl } from '../url/safe-url';
import { isOnAir } from './on-air';
import { overflowShouldPlay } from './overflow';
import { slideshowOptions, type SlideshowOptions } from './slider';
import { activeLivestream, languageButtons } from './tag-filter';
import { asArray, asRecord, isOn, nonEmptyString } from '../values';
import type { Livestream } from '../types';

/** What the live player area shows instead of a stream: the slideshow, or the channel's pause or info text. */
export type LiveStage =
  | { kind: 'stream'; stream: Livestream; eventKey: string }
  | { kind: 'slideshow'; images: string[] }
  | { kind: 'text'; text: string | null; paused: boolean };

/**
 * The livestreams a channel offers right now (spec 3 §3): the current event's own livestreams when it has
 * any, else the channel's.
 */
export function channelLivestreams(channel: unknown): Livestream[] {
  const c = asRecord(channel);
  const own = asArray<Livestream>(asRecord(c?.currentEvent)?.livestreams);
  return own.length > 0 ? own : asArray<Livestream>(c?.livestreams);
}

/** The event a stream belongs to, as a key: a changed event starts a new stream (spec 3 §4 Live player). */
export function currentEventKey(channel: unknown): string {
  const event = asRecord(asRecord(channel)?.currentEvent);
  return nonEmptyString(event?.id) ?? nonEmptyString(event?.slug) ?? '';
}

/** Spec 3 §3 `slideshowImages`: the images of the pause slideshow, each through the URL gate; bad ones dropped. */
export function slideshowImages(images: unknown): string[] {
  const out: string[] = [];
  for (const image of asArray<unknown>(images)) {
    const src = safeUrl(typeof image === 'string' ? image : asRecord(image)?.src);
    if (src !== null) out.push(src);
  }
  return out;
}

/** Spec 3 §9 Live slideshow: autoplaySpeed 8000 ms, speed 1000 ms, fade — unless the settings say otherwise. */
export function liveSlideshowOptions(raw: unknown): SlideshowOptions {
  return slideshowOptions(raw, {
    autoplay: true,
    autoplaySpeed: LIVE_SLIDESHOW.autoplaySpeedMs,
    speed: LIVE_SLIDESHOW.speedMs,
    fade: LIVE_SLIDESHOW.fade,
  });
}

export interface LiveStageInput {
  channel: unknown;
  /** The widget settings (enableSlideshow, slideshowImages; for the overflow player behaviour, alwaysOnAir). */
  settings: unknown;
  /** The tag filter's tags (livestreamFilterTags). */
  tags: readonly string[];
  /** The livestream a language button chose, if any. */
  chosenId?: unknown;
  /** The overflow player follows its behaviour (spec 3 §2) instead of the plain on-air rule. */
  overflow?: boolean;
}

/**
 * Spec 3 §2, §4 Live player: a stream plays when the channel has a current event and is not paused (the overflow
 * player: its behaviour) and a livestream passes the tag filter; otherwise a paused channel shows the slideshow
 * (enableSlideshow with images) or its pause text, and an off-air channel its info text.
 */
export function liveStage({ channel, settings, tags, chosenId, overflow = false }: LiveStageInput): LiveStage {
  const c = asRecord(channel);
  const s = asRecord(settings);
  const plays = overflow ? overflowShouldPlay(c, s) : isOnAir(c);
  const stream = plays ? activeLivestream(channelLivestreams(c), tags, chosenId) : null;
  if (stream) return { kind: 'stream', stream, eventKey: currentEventKey(c) };
  const paused = isOn(c?.paused);
  const images = paused && isOn(s?.enableSlideshow) ? slideshowImages(s?.slideshowImages) : [];
  if (images.length > 0) return { kind: 'slideshow', images };
  return { kind: 'text', text: nonEmptyString(paused ? c?.pausetext : c?.infotext), paused };
}

/** The language buttons of the channel's livestreams (spec 3 §2, §5): only with showLanguageButtons. */
export function liveLanguageButtons(
  channel: unknown,
  tags: readonly string[],
  showLanguageButtons: unknown,
): { id: string; label: string }[] {
  return languageButtons(channelLivestreams(channel), tags, showLanguageButtons);
}
