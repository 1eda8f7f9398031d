/**
 * The live player (issue 12 item 2; spec 3 §2, §4): one channel's stream in <Player live> (src/player), or — when
 * the channel pauses or has no current event — the break slideshow or the channel's pause / info text. The rules
 * are core's (src/core/live: liveStage, nextPlayerState's start / teardown / restart, tag filter, language buttons,
 * preroll); this component only renders them. A new event or a new active stream URL remounts the player (a new
 * stream); paused or event gone: the player unmounts, which detaches the stream (no more segment requests).
 * The liveplayer and overflowplayer widgets render it; the channel comes from the page's one poll scheduler.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { choosePreroll } from '../../core/live/preroll';
import { liveLanguageButtons, liveSlideshowOptions, liveStage } from '../../core/live/live-player-view';
import { livestreamFilterTags } from '../../core/live/tag-filter';
import { asRecord, isOn, nonEmptyString } from '../../core/values';
import { resolveMediaUrl } from '../../core/player/media-source';
import type { Translate } from '../../i18n/types';
import { Player } from '../Player';
import { LiveInfo } from './LiveInfo';
import { LiveSlideshow } from './LiveSlideshow';
import { LiveViewers, type LiveViewersProps } from './LiveViewers';
import { LiveStream } from './LiveStream';
import type { LivePlayerSettings } from './settings';
import { useLiveTracking, type TrackingContext } from './use-live-tracking';

export interface LivePlayerProps {
  channel: Record<string, unknown>;
  settings: LivePlayerSettings;
  /** The project's livestream tags (state/live/live-channels useProjectTags). */
  projectTags: readonly string[];
  /** The page's query string (the `tag` filter). */
  search: string;
  /** The overflow player: its behaviour decides whether to play (spec 3 §2). */
  overflow?: boolean;
  /** The live counter's socket and context; null when the counter is off or hidden (spec 3 §2). */
  viewers?: Omit<LiveViewersProps, 't'> | null;
  apiBase: string;
  /** The client configuration (its `streamSdks`: the webRTC SDK URLs, src/core/live/stream-adapter.ts). */
  clientConfig?: unknown;
  locale: string;
  t: Translate;
  /** Where the trackers send (spec 3 §7); without it nothing is tracked. */
  tracking?: TrackingContext;
}

const NO_TRACKING: TrackingContext = {
  api: { base: '', client: '' } as TrackingContext['api'],
  clientConfig: null,
  now: Date.now,
};
const randomUnit = () => crypto.getRandomValues(new Uint32Array(1))[0] / 2 ** 32;

export function LivePlayer({
  channel,
  settings,
  projectTags,
  search,
  overflow = false,
  viewers = null,
  apiBase,
  clientConfig = null,
  locale,
  t,
  tracking,
}: LivePlayerProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const queryTag = useMemo(() => new URLSearchParams(search).get('tag'), [search]);
  const tags = useMemo(() => livestreamFilterTags(queryTag, projectTags), [queryTag, projectTags]);
  const stage = liveStage({ channel, settings, tags, chosenId: chosen, overflow });
  const buttons = liveLanguageButtons(channel, tags, settings.showLanguageButtons);
  // spec 3 §5: one preroll, chosen at random once per mount among the non-empty entries; played before the stream.
  const [preroll, setPreroll] = useState(() =>
    resolveMediaUrl(choosePreroll(asRecord(settings.ads)?.preroll, randomUnit), apiBase),
  );
  const endPreroll = useCallback(() => setPreroll(null), []);
  const slideshow = useMemo(() => liveSlideshowOptions(settings.slideshowOptions), [settings.slideshowOptions]);
  const title = nonEmptyString(channel.title) ?? nonEmptyString(channel.slug) ?? '';
  const eventTitle = nonEmptyString(asRecord(channel.currentEvent)?.title);
  const autoPlay = isOn(settings.autostart);
  // The stream's <video> (not the preroll's): the trackers follow it (spec 3 §4, §7).
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  useLiveTracking(tracking ? video : null, channel, tracking ?? NO_TRACKING, settings.trackingHeartbeatMs);

  let picture: ReactNode;
  if (stage.kind === 'stream') {
    const key = `${stage.eventKey}|${String(stage.stream.type ?? '')}|${String(stage.stream.URL ?? '')}`;
    picture = preroll ? (
      <div className="cp-live__advert">
        <Player
          key={`ad|${preroll}`}
          title={t('live.advert')}
          sources={[{ src: preroll, type: '' }]}
          live
          autoPlay={autoPlay}
          onEnded={endPreroll}
          locale={locale}
          t={t}
        />
        <button type="button" className="cp-live__skip" onClick={endPreroll}>
          {t('live.skipAdvert')}
        </button>
      </div>
    ) : (
      <LiveStream
        key={key}
        stream={stage.stream}
        settings={settings}
        clientConfig={clientConfig}
        title={eventTitle ? `${title}: ${eventTitle}` : title}
        autoPlay={autoPlay}
        onVideo={setVideo}
        apiBase={apiBase}
        locale={locale}
        t={t}
      />
    );
  } else if (stage.kind === 'slideshow') {
    picture = <LiveSlideshow images={stage.images} options={slideshow} t={t} />;
  } else {
    picture = <p className="cp-live__text">{stage.text ?? t(stage.paused ? 'live.paused' : 'live.offAir')}</p>;
  }

  const classes = [
    'cp-live',
    `cp-live--${stage.kind}`,
    typeof settings.customClasses === 'string' ? settings.customClasses : '',
  ]
    .join(' ')
    .trim();
  return (
    <section className={classes} aria-label={t('live.region', { channel: title })} data-stage={stage.kind}>
      <div className="cp-live__stage">{picture}</div>
      <div className="cp-live__side">
        {buttons.length > 0 && stage.kind === 'stream' ? (
          <div className="cp-live__languages" role="group" aria-label={t('live.languages')}>
            {buttons.map((b) => (
              <button
                key={b.id}
                type="button"
                className="cp-live__language"
                aria-pressed={b.id === String(stage.stream.id)}
                onClick={() => setChosen(b.id)}
              >
                {b.label}
              </button>
            ))}
          </div>
        ) : null}
        <LiveInfo channel={channel} settings={settings} onAir={stage.kind === 'stream'} t={t} />
        {viewers ? <LiveViewers {...viewers} t={t} /> : null}
      </div>
    </section>
  );
}
