/**
 * Channel preview images (issue 12 item 9; spec 3 §7, §8, §9): the live preview with a timestamp that changes
 * every 15 s, the off-air image by the ###channelid### pattern, and the configured error image when loading fails
 * (core `channelThumbnail`, `previewImageSrc`). One `usePreviewTick` per list re-renders its thumbnails when the
 * next 15 s window starts (one timer, cleared on unmount), rather than a timer per image. The box is reserved
 * (width/height), so a late or failed image shifts nothing.
 */
import { useEffect, useState } from 'react';
import { channelThumbnail } from '../../core/live/thumbnails';
import { msToNextPreviewWindow, previewImageSrc } from '../../core/live/preview-image';

/** The current time, refreshed at the start of every 15 s preview window while mounted. */
export function usePreviewTick(now: () => number): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    const id = setTimeout(() => setTime(now()), msToNextPreviewWindow(time) + 50);
    return () => clearTimeout(id);
  }, [time, now]);
  return time;
}

export function ChannelPreview({ channel, thumbnails, time }: { channel: unknown; thumbnails: unknown; time: number }) {
  const thumbnail = channelThumbnail(channel, thumbnails, time);
  const [failed, setFailed] = useState<string | null>(null);
  const src = previewImageSrc(thumbnail, failed);
  // Decorative: the channel's link text names it.
  return (
    <span className="cp-preview" data-kind={thumbnail.kind}>
      {src ? (
        <img src={src} alt="" width={160} height={90} loading="lazy" decoding="async" onError={() => setFailed(src)} />
      ) : null}
    </span>
  );
}
