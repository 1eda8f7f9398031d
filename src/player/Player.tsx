/**
 * The on-demand player: a native `<video>` with our own accessible controls. The detail page, the ondemand-player
 * widget and the live players render it. Its behaviour lives in a controller without React
 * (src/player/controller), read through small hooks (src/player/use-player.ts); its rules in src/core/player.
 * Keyboard shortcuts act only while focus is inside the player (the listener is on its own element).
 */
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { playerKeyAction, type KeyTarget } from '../core/player/keys';
import {
  HLS_MIME,
  mediaKind,
  pickSource,
  playbackEngine,
  type MediaSource,
  type SourcePreference,
} from '../core/player/media-source';
import { activeSlideIndex, type TimelineSlide } from '../core/player/slides';
import type { TextTrackFile } from '../core/player/tracks';
import type { Translate } from '../i18n/types';
import { PlayerError } from './PlayerError';
import { Controls } from './Controls';
import { mediaElementAdapter } from './engine';
import type { StreamAdapter } from './streams/types';
import { useFullscreen } from './fullscreen';
import { Icon } from '../ui/Icon';
import { PLAY } from './icons';
import { SlidesPanel } from './SlidesPanel';
import { TranscriptSearch } from './TranscriptSearch';
import { useLanguageName } from './language-name';
import { shareAtTime } from './share-at-time';
import {
  useCaptionTracks,
  useMediaSync,
  usePlayerController,
  usePlayerState,
  useStreamSession,
  useVideoCallbacks,
} from './use-player';

export interface PlayerProps {
  /** The recording's title: names the player region and the big play button. */
  title: string;
  /** Where it can be played (src/core/player mediaSources); one is picked by `prefer`. */
  sources: readonly MediaSource[];
  /** 'auto' (the first source), or the first HLS / MP4 source. */
  prefer?: SourcePreference;
  /** The HLS stream carries subtitles in its playlist: hls.js's full build instead of the light one. */
  subtitlesInPlaylist?: boolean;
  /** Sidecar WebVTT subtitles (src/core/player subtitleTracks), rendered as `<track>`. */
  subtitles?: readonly TextTrackFile[];
  /** The WebVTT transcript searched where transcript search is on (src/core/player searchableTranscript). */
  transcript?: TextTrackFile | null;
  /** Slides synchronised with the recording (src/core/player slideTimeline). */
  slides?: readonly TimelineSlide[];
  /** Start here, in seconds (a shared link's `t`, src/core/player startTimeFromQuery). */
  startTime?: number | null;
  /** Duration in seconds as the API knows it, shown until the media's own metadata arrives. */
  durationHint?: number;
  /** The page URL a "share at the current time" link is made from (query `t`); no share button without it. */
  shareUrl?: string | null;
  /** Page language, for the subtitle language names. */
  locale: string;
  /** A live stream (issue 12): no seek bar, time or speed; a "Live" mark instead. */
  live?: boolean;
  /** Starts playing as soon as it can (spec 3 §3 `autostart`); where the browser wants a gesture, the play button stays. */
  autoPlay?: boolean;
  /** Called when the media ends (a preroll hands over to the stream). */
  onEnded?(): void;
  /** Gets the `<video>` element once it exists (and null when it goes): the live trackers listen to it. */
  onVideo?(video: HTMLVideoElement | null): void;
  /**
   * Plays through this stream adapter (src/player/streams: webRTC, Millicast) instead of `sources`; its video
   * surface is this player's `<video>`, with these controls.
   */
  adapter?: StreamAdapter | null;
  t: Translate;
}

function keyTarget(el: EventTarget | null): KeyTarget {
  const node = el as HTMLElement | null;
  const tag = node?.tagName;
  if (tag === 'INPUT') return (node as HTMLInputElement).type === 'range' ? 'slider' : 'text-field';
  if (tag === 'TEXTAREA' || node?.isContentEditable) return 'text-field';
  if (tag === 'SELECT') return 'menu';
  return tag === 'BUTTON' ? 'button' : 'player';
}

const NONE: readonly never[] = [];

export function Player(props: PlayerProps) {
  const { title, sources, prefer = 'auto', subtitlesInPlaylist = false, t, locale, live = false } = props;
  const { subtitles = NONE, transcript = null, slides = NONE, autoPlay = false } = props;
  const id = useId().replace(/:/g, '');
  const rootRef = useRef<HTMLDivElement>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const controller = usePlayerController(props.startTime);
  const state = usePlayerState(controller);
  const [fullscreen, toggleFullscreen] = useFullscreen(rootRef);
  const source = useMemo(() => pickSource(sources, prefer), [sources, prefer]);
  const engine =
    source && video ? playbackEngine(mediaKind(source), video.canPlayType(HLS_MIME), subtitlesInPlaylist) : null;
  // Every stream plays through an adapter (src/player/streams/types.ts); native / hls.js is the default one.
  const given = props.adapter ?? null;
  const adapter = useMemo(
    () => given ?? (source && engine ? mediaElementAdapter(source, engine) : null),
    [given, source, engine],
  );
  const sidecar = useMemo(() => subtitles.map((s) => s.language), [subtitles]);
  useMediaSync(controller, video);
  useStreamSession(controller, video, adapter, autoPlay);
  useVideoCallbacks(video, props.onVideo, props.onEnded);
  useCaptionTracks(controller, video, subtitlesInPlaylist, sidecar);
  const captionLanguages = useMemo(() => [...sidecar, ...state.playlistLanguages], [sidecar, state.playlistLanguages]);
  const languageName = useLanguageName(locale);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = playerKeyAction(event.key, keyTarget(event.target), event.ctrlKey || event.metaKey || event.altKey);
    if (!action) return;
    event.preventDefault();
    controller.run(action, { languages: captionLanguages, locale, fullscreen: toggleFullscreen });
  };

  const { media, started, panel, caption } = state;
  const time = controller.displayTime();
  const duration = media.duration || props.durationHint || 0;
  const shareUrl = props.shareUrl;
  const share = shareUrl ? () => shareAtTime(shareUrl, time, t, controller.setStatus) : null;
  const crossOrigin = subtitles.some((s) => new URL(s.src).origin !== location.origin) ? 'anonymous' : undefined;
  const panels = { slides: slides.length ? `${id}-slides` : null, search: transcript ? `${id}-search` : null };
  const activeSlide = activeSlideIndex(slides, time);

  if (state.errorId) return <PlayerError sessionId={state.errorId} title={title} t={t} />;
  return (
    <div
      className={`cp-player${fullscreen ? ' cp-player--fullscreen' : ''}${live ? ' cp-player--live' : ''}`}
      ref={rootRef}
      role="region"
      tabIndex={-1}
      aria-label={t('player.region', { title })}
      aria-describedby={`${id}-keys`}
      onKeyDown={onKeyDown}
    >
      <p id={`${id}-keys`} className="cp-visually-hidden">
        {t('player.shortcuts')}
      </p>
      <div className="cp-player__stage">
        {/* biome-ignore lint/a11y/useMediaCaption: captions are the <track>s below or the stream's own */}
        <video
          ref={setVideo}
          className="cp-player__video"
          playsInline
          preload="metadata"
          crossOrigin={crossOrigin}
          onClick={controller.toggle}
        >
          {subtitles.map((s) => (
            <track
              key={s.language}
              kind="subtitles"
              src={s.src}
              srcLang={s.language}
              label={languageName(s.language)}
            />
          ))}
        </video>
        {!started && !media.playing ? (
          <button
            type="button"
            className="cp-player__big-play"
            aria-label={t('player.playTitle', { title })}
            onClick={() => {
              rootRef.current?.focus();
              void controller.play();
            }}
          >
            <Icon path={PLAY} size={48} />
          </button>
        ) : null}
        {panel === 'slides' && panels.slides ? (
          <SlidesPanel id={panels.slides} slides={slides} active={activeSlide} t={t} />
        ) : null}
        {panel === 'search' && panels.search && transcript ? (
          <TranscriptSearch
            id={panels.search}
            transcript={transcript}
            t={t}
            onJump={(at) => controller.seek(at, true)}
          />
        ) : null}
      </div>
      <Controls
        t={t}
        live={live}
        media={media}
        time={time}
        duration={duration}
        controller={controller}
        subtitles={captionLanguages}
        caption={caption}
        languageName={languageName}
        panels={panels}
        panel={panel}
        onShare={share}
        fullscreen={fullscreen}
        onFullscreen={toggleFullscreen}
      />
      <p className="cp-player__status cp-player__share-status" role="status">
        {state.status}
      </p>
    </div>
  );
}
