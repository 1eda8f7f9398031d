/**
 * Playback as widget events (`play`, `pause`, `ended`): posted through the widget's host channel, so they reach
 * `CongressPortal.on`, registered host frames, the mount element's DOM events and, where the host asked for it, its
 * own analytics (data-analytics). `detail` names what plays; the position is the video's, in seconds.
 */
import { useEffect, useRef } from 'react';

export interface PlaybackEventSink {
  emit(type: string, payload: Record<string, unknown>): void;
}

export function usePlaybackEvents(
  video: HTMLVideoElement | null,
  host: PlaybackEventSink,
  detail: Record<string, unknown>,
): void {
  const latest = useRef(detail);
  latest.current = detail;
  useEffect(() => {
    if (!video) return undefined;
    const post = (type: string) => () => {
      // A finished recording pauses first: that is its end, not a pause.
      if (type === 'pause' && video.ended) return;
      host.emit(type, { ...latest.current, position: Math.floor(video.currentTime) });
    };
    const handlers = [
      ['play', post('play')],
      ['pause', post('pause')],
      ['ended', post('ended')],
    ] as const;
    for (const [type, handler] of handlers) video.addEventListener(type, handler);
    return () => {
      for (const [type, handler] of handlers) video.removeEventListener(type, handler);
    };
  }, [video, host]);
}
