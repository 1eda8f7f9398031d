/**
 * What a player's video plays (`kind`, `id`, `title`) for its `play`, `pause` and `ended` host events: the mount posts
 * them for every media element (so they reach `CongressPortal.on`, registered host frames, the mount element's DOM
 * events and, where the host asked for it, its own analytics); this names the recording in them.
 */
import { useEffect, useRef } from 'react';
import { describeMedia } from '../core/host-messages/dom-event';

export function usePlaybackEvents(video: HTMLVideoElement | null, detail: Record<string, unknown>): void {
  const latest = useRef(detail);
  latest.current = detail;
  useEffect(() => (video ? describeMedia(video, () => latest.current) : undefined), [video]);
}
