/**
 * The on-demand player (issue 11 item 4): a native `<video>` with our own accessible controls. The detail page,
 * the ondemand-player widget and the live players render it; every rule it follows lives in src/core/player.
 * Keyboard shortcuts act only while focus is inside the player (the listener is on its own element).
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { shareLink } from '../core/content/share';
import { clampTime, formatMediaTime } from '../core/player/media-time';
import { playerKeyAction, type KeyTarget, type PlayerKeyAction } from '../core/player/keys';
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
import { PlayerError, reportPlayerError } from './PlayerError';
import { Controls, type Panel } from './Controls';
import { mediaElementAdapter, type Detach } from './engine';
import type { StreamAdapter } from './streams/types';
import { useFullscreen } from './fullscreen';
import { Icon } from '../ui/Icon';
import { PLAY } from './icons';
import { SlidesPanel } from './SlidesPanel';
import { TranscriptSearch } from './TranscriptSearch';
import { useMediaState } from './use-media-state';

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

interface Session {
  alive: boolean;
  pending: Promise<void> | null;
  detach: Detach | null;
}

export function Player(props: PlayerProps) {
  const {
    title,
    sources,
    prefer = 'auto',
    subtitlesInPlaylist = false,
    subtitles = [],
    transcript = null,
    slides = [],
    t,
    locale,
    live = false,
    autoPlay = false,
  } = props;
  const id = useId().replace(/:/g, '');
  const rootRef = useRef<HTMLDivElement>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const media = useMediaState(video);
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
  const session = useRef<Session | null>(null);
  const [attached, setAttached] = useState(false);
  const [started, setStarted] = useState(false);
  const [errorId, setErrorId] = useState<string | null>(null);
  const failed = useRef(false);
  const pending = useRef<number | null>(props.startTime ?? null);
  const [pendingShown, setPendingShown] = useState<number | null>(props.startTime ?? null);
  const [caption, setCaption] = useState('');
  const lastCaption = useRef('');
  const [panel, setPanel] = useState<Panel | null>(null);
  const [status, setStatus] = useState('');

  const fail = useCallback((cause: unknown) => {
    if (failed.current) return;
    failed.current = true;
    setErrorId(reportPlayerError(cause));
  }, []);

  const attach = useCallback(
    (s: Session) => {
      if (!video || !adapter) return Promise.resolve();
      s.pending ??= adapter.attach({ video, box: null, autoPlay, onFatal: fail }).then((detach) => {
        if (!s.alive) {
          detach();
          return;
        }
        s.detach = detach;
        setAttached(true);
      }, fail);
      return s.pending;
    },
    [video, adapter, autoPlay, fail],
  );

  useEffect(() => {
    if (!video || !adapter) return undefined;
    const s: Session = { alive: true, pending: null, detach: null };
    session.current = s;
    const onError = () => fail(video.error);
    const onMetadata = () => {
      if (pending.current === null) return;
      video.currentTime = clampTime(pending.current, video.duration);
      pending.current = null;
      setPendingShown(null);
    };
    video.addEventListener('error', onError);
    video.addEventListener('loadedmetadata', onMetadata);
    // Native playback attaches at once (metadata: duration, a shared `t`); hls.js waits for the first play.
    if (adapter.eager) void attach(s);
    return () => {
      s.alive = false;
      session.current = null;
      video.removeEventListener('error', onError);
      video.removeEventListener('loadedmetadata', onMetadata);
      s.detach?.();
      setAttached(false);
    };
  }, [video, adapter, attach, fail]);

  const play = useCallback(
    async (auto = false) => {
      const s = session.current;
      if (!s || !video) return;
      setStarted(true);
      await attach(s);
      if (!s.alive || failed.current) return;
      video.play().catch((error: DOMException) => {
        // AbortError: a pause or a new source came first; NotAllowedError: the browser wants a gesture. Neither is a
        // failure.
        if (error.name === 'NotAllowedError' && auto && !video.muted) {
          // Browsers let muted media start by itself: autostart muted (the mute button is one keystroke away).
          video.muted = true;
          video.play().catch(() => setStarted(false));
        } else if (error.name === 'NotAllowedError')
          setStarted(false); // the big play button again
        else if (error.name !== 'AbortError') fail(error);
      });
    },
    [video, attach, fail],
  );

  // Autostart once per source (the live player remounts the player for a new stream).
  const autoStarted = useRef(false);
  useEffect(() => {
    if (!autoPlay || autoStarted.current || !video || !adapter) return;
    autoStarted.current = true;
    void play(true);
  }, [autoPlay, video, adapter, play]);

  const onVideo = props.onVideo;
  useEffect(() => {
    if (!onVideo || !video) return undefined;
    onVideo(video);
    return () => onVideo(null);
  }, [video, onVideo]);
  const onEnded = props.onEnded;
  useEffect(() => {
    if (!video || !onEnded) return undefined;
    video.addEventListener('ended', onEnded);
    return () => video.removeEventListener('ended', onEnded);
  }, [video, onEnded]);

  const toggle = useCallback(() => {
    if (video && !video.paused && !video.ended) video.pause();
    else void play();
  }, [video, play]);

  const seek = useCallback(
    (time: number, andPlay = false) => {
      if (!video) return;
      if (attached && video.readyState > 0) video.currentTime = clampTime(time, video.duration);
      else {
        pending.current = Math.max(0, time);
        setPendingShown(pending.current);
      }
      if (andPlay && video.paused) void play();
    },
    [video, attached, play],
  );

  const chooseCaption = useCallback((language: string) => {
    if (language) lastCaption.current = language;
    setCaption(language);
  }, []);

  // Subtitles inside the HLS playlist (EXT-X-MEDIA TYPE=SUBTITLES): hls.js adds a TextTrack per rendition once the
  // stream loads. The effect below disables every track but the chosen one, so the menu must offer these too, or
  // they could never be shown.
  const [playlistLanguages, setPlaylistLanguages] = useState<readonly string[]>([]);
  useEffect(() => {
    if (!video || !subtitlesInPlaylist) return undefined;
    const sidecar = new Set<string>(subtitles.map((s) => s.language));
    const read = () => {
      const found = [
        ...new Set(
          Array.from(video.textTracks)
            .filter(
              (track) =>
                (track.kind === 'subtitles' || track.kind === 'captions') &&
                track.language &&
                !sidecar.has(track.language),
            )
            .map((track) => track.language),
        ),
      ];
      setPlaylistLanguages((known) => (known.join() === found.join() ? known : found));
    };
    read();
    video.textTracks.addEventListener('addtrack', read);
    video.textTracks.addEventListener('removetrack', read);
    return () => {
      video.textTracks.removeEventListener('addtrack', read);
      video.textTracks.removeEventListener('removetrack', read);
    };
  }, [video, subtitlesInPlaylist, subtitles]);
  const captionLanguages = useMemo(
    () => [...subtitles.map((s) => s.language), ...playlistLanguages],
    [subtitles, playlistLanguages],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies(subtitles): new sidecar tracks get the chosen caption too
  useEffect(() => {
    if (!video) return undefined;
    const apply = () => {
      for (const track of Array.from(video.textTracks)) {
        if (track.kind === 'subtitles' || track.kind === 'captions')
          track.mode = track.language === caption ? 'showing' : 'disabled';
      }
    };
    apply();
    video.textTracks.addEventListener('addtrack', apply);
    return () => video.textTracks.removeEventListener('addtrack', apply);
  }, [video, caption, subtitles]);

  const run = useCallback(
    (action: PlayerKeyAction) => {
      if (!video) return;
      switch (action.type) {
        case 'toggle-play':
          toggle();
          break;
        case 'seek-by':
          seek((attached ? video.currentTime : (pending.current ?? 0)) + action.seconds);
          break;
        case 'volume-by':
          video.volume = Math.min(1, Math.max(0, Math.round((video.volume + action.delta) * 100) / 100));
          if (action.delta > 0) video.muted = false;
          break;
        case 'toggle-mute':
          video.muted = !video.muted;
          break;
        case 'toggle-fullscreen':
          toggleFullscreen();
          break;
        case 'toggle-captions':
          if (captionLanguages.length)
            chooseCaption(
              caption
                ? ''
                : lastCaption.current ||
                    captionLanguages.find((language) => language === locale) ||
                    captionLanguages[0],
            );
          break;
      }
    },
    [video, toggle, seek, attached, toggleFullscreen, captionLanguages, caption, chooseCaption, locale],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = playerKeyAction(event.key, keyTarget(event.target), event.ctrlKey || event.metaKey || event.altKey);
    if (!action) return;
    event.preventDefault();
    run(action);
  };

  const time = attached && pendingShown === null ? media.time : (pendingShown ?? 0);
  const duration = media.duration || props.durationHint || 0;
  const share = props.shareUrl
    ? () => {
        const link = shareLink(props.shareUrl, time);
        if (!link) return;
        navigator.clipboard.writeText(link).then(
          () => setStatus(t('player.linkCopied', { time: formatMediaTime(time) })),
          (error: unknown) => {
            console.warn('[CongressPortal] player: the link could not be copied.', error); // spec 2 §8: share failures are logged only
            setStatus(t('player.copyLink', { link }));
          },
        );
      }
    : null;

  const languageName = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale, 'en'], { type: 'language' });
    } catch {
      names = null;
    }
    return (code: string) => names?.of(code) ?? code;
  }, [locale]);

  const crossOrigin = subtitles.some((s) => new URL(s.src).origin !== location.origin) ? 'anonymous' : undefined;
  const panels = { slides: slides.length ? `${id}-slides` : null, search: transcript ? `${id}-search` : null };
  const activeSlide = activeSlideIndex(slides, time);

  if (errorId) return <PlayerError sessionId={errorId} title={title} t={t} />;
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
          onClick={toggle}
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
              void play();
            }}
          >
            <Icon path={PLAY} size={48} />
          </button>
        ) : null}
        {panel === 'slides' && panels.slides ? (
          <SlidesPanel id={panels.slides} slides={slides} active={activeSlide} t={t} />
        ) : null}
        {panel === 'search' && panels.search && transcript ? (
          <TranscriptSearch id={panels.search} transcript={transcript} t={t} onJump={(at) => seek(at, true)} />
        ) : null}
      </div>
      <Controls
        t={t}
        live={live}
        media={media}
        time={time}
        duration={duration}
        onToggle={toggle}
        onSeek={(at) => seek(at)}
        onVolume={(v) => {
          if (video) {
            video.volume = v;
            video.muted = v === 0;
          }
        }}
        onMute={() => {
          if (video) video.muted = !video.muted;
        }}
        onRate={(r) => {
          if (video) video.playbackRate = r;
        }}
        subtitles={captionLanguages}
        caption={caption}
        onCaption={chooseCaption}
        languageName={languageName}
        panels={panels}
        panel={panel}
        onPanel={(p) => setPanel((open) => (open === p ? null : p))}
        onShare={share}
        fullscreen={fullscreen}
        onFullscreen={toggleFullscreen}
      />
      <p className="cp-player__status cp-player__share-status" role="status">
        {status}
      </p>
    </div>
  );
}
