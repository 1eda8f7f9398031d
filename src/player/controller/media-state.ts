/** The `<video>` element's playback state as plain data, read on its own events (no polling). */

export interface MediaState {
  playing: boolean;
  time: number;
  duration: number;
  volume: number;
  muted: boolean;
  rate: number;
}

/** The media events after which the state may have changed. */
export const MEDIA_EVENTS = [
  'play',
  'pause',
  'ended',
  'timeupdate',
  'seeked',
  'durationchange',
  'loadedmetadata',
  'volumechange',
  'ratechange',
  'emptied',
] as const;

export const IDLE_MEDIA: MediaState = { playing: false, time: 0, duration: 0, volume: 1, muted: false, rate: 1 };

export function readMediaState(video: HTMLVideoElement | null): MediaState {
  if (!video) return IDLE_MEDIA;
  return {
    playing: !video.paused && !video.ended,
    time: video.currentTime,
    duration: Number.isFinite(video.duration) ? video.duration : 0,
    volume: video.volume,
    muted: video.muted,
    rate: video.playbackRate,
  };
}

export function sameMediaState(a: MediaState, b: MediaState): boolean {
  return (Object.keys(a) as (keyof MediaState)[]).every((key) => a[key] === b[key]);
}
