/**
 * One livestream in the right adapter (issue 12 item 4): the SDK's player with native / HLS (the default) or a
 * webRTC adapter playing into its `<video>`; JW Player in a box of its own; a malformed address (e.g. a webRTC
 * address without three parts) a clear text — nothing thrown (issue 12 "Bad input").
 */
import { useMemo } from 'react';
import { streamPlan } from '../../core/live/stream-adapter';
import { resolveMediaUrl } from '../../core/player/media-source';
import type { Translate } from '../../i18n/types';
import { Player } from '../Player';
import { vendorAdapter } from '../streams';
import { BoxStream } from '../streams/BoxStream';

export interface LiveStreamProps {
  stream: unknown;
  settings: Record<string, unknown>;
  clientConfig: unknown;
  title: string;
  autoPlay: boolean;
  /** Gets the player's `<video>` (the live trackers follow it); not called for a box adapter (JW Player). */
  onVideo?(video: HTMLVideoElement | null): void;
  apiBase: string;
  locale: string;
  t: Translate;
}

export function LiveStream({
  stream,
  settings,
  clientConfig,
  title,
  autoPlay,
  onVideo,
  apiBase,
  locale,
  t,
}: LiveStreamProps) {
  const plan = useMemo(() => {
    const p = streamPlan(stream, settings, clientConfig);
    if (p.adapter !== 'jwplayer') return p;
    // JW Player gets the stream URL made absolute against the API base and through the URL gate, as the player does.
    const url = resolveMediaUrl(p.url, apiBase);
    return url ? { ...p, url } : { adapter: 'invalid' as const };
  }, [stream, settings, clientConfig, apiBase]);
  const adapter = useMemo(() => vendorAdapter(plan, settings), [plan, settings]);
  const src = plan.adapter === 'media' ? resolveMediaUrl(plan.url, apiBase) : null;
  const sources = useMemo(() => (src ? [{ src, type: '' }] : []), [src]);
  if (adapter?.surface === 'box') return <BoxStream adapter={adapter} title={title} autoPlay={autoPlay} t={t} />;
  if (adapter || src)
    return (
      <Player
        title={title}
        sources={sources}
        adapter={adapter}
        live
        autoPlay={autoPlay}
        onVideo={onVideo}
        locale={locale}
        t={t}
      />
    );
  return (
    <p className="cp-live__text" role="status">
      {t(plan.adapter === 'invalid' ? 'live.streamInvalid' : 'live.offAir')}
    </p>
  );
}
