/** The `<video>` element's playback state as React state, read on its own events (no polling). */
import { useEffect, useState } from 'react';

export interface MediaState {
  playing: boolean;
  time: number;
  duration: number;
  volume: number;
  muted: boolean;
  rate: number;
}

const EVENTS = [
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
];

function read(video: HTMLVideoElement | null): MediaState {
  if (!video) return { playing: false, time: 0, duration: 0, volume: 1, muted: false, rate: 1 };
  const duration = Number.isFinite(video.duration) ? video.duration : 0;
  return {
    playing: !video.paused && !video.ended,
    time: video.currentTime,
    duration,
    volume: video.volume,
    muted: video.muted,
    rate: video.playbackRate,
  };
}

export function useMediaState(video: HTMLVideoElement | null): MediaState {
  const [state, setState] = useState(() => read(video));
  useEffect(() => {
    if (!video) return undefined;
    const update = () =>
      setState((prev) => {
        const next = read(video);
        const same = (Object.keys(next) as (keyof MediaState)[]).every((k) => next[k] === prev[k]);
        return same ? prev : next;
      });
    update();
    EVENTS.forEach((type) => video.addEventListener(type, update));
    return () => EVENTS.forEach((type) => video.removeEventListener(type, update));
  }, [video]);
  return state;
}
