/**
 * The player's behaviour without React: play state, the stream session on the `<video>`, the start time a shared
 * link asks for, captions, panels and the status line. Components read it through `useSyncExternalStore`
 * (src/player/use-player.ts), as TanStack Query's components read a `QueryObserver`; the rules it applies live in
 * src/core/player. Each `connect…`/`watch…` method returns its own teardown, so a hook owns exactly one concern.
 */
import { clampTime } from '../../core/player/media-time';
import type { PlayerKeyAction } from '../../core/player/keys';
import type { Detach, StreamAdapter } from '../streams/types';
import { nextCaption, playlistLanguages, showCaption } from './caption-tracks';
import { IDLE_MEDIA, MEDIA_EVENTS, readMediaState, sameMediaState, type MediaState } from './media-state';

export type Panel = 'slides' | 'search';

export interface PlayerState {
  media: MediaState;
  /** The stream is attached to the `<video>` (native media at once; hls.js on the first play). */
  attached: boolean;
  /** Play was asked for: the big play button gives way to the controls. */
  started: boolean;
  /** Set once the media failed: the support session id the error state shows. */
  errorId: string | null;
  /** Where playback will start once metadata arrives (a shared `t`, or a seek before attaching). */
  pendingTime: number | null;
  /** The subtitle language shown ('' for none). */
  caption: string;
  /** Subtitle languages found inside the HLS playlist. */
  playlistLanguages: readonly string[];
  panel: Panel | null;
  /** The status line read to screen readers (share results). */
  status: string;
}

export interface PlayerControllerOptions {
  startTime?: number | null;
  /** Logs a failure and returns the session id shown to the user (src/player/PlayerError). */
  reportError(cause: unknown): string;
}

interface Session {
  video: HTMLVideoElement;
  adapter: StreamAdapter;
  autoPlay: boolean;
  alive: boolean;
  pending: Promise<void> | null;
  detach: Detach | null;
}

export class PlayerController {
  private state: PlayerState;
  private readonly listeners = new Set<() => void>();
  private readonly reportError: (cause: unknown) => string;
  private video: HTMLVideoElement | null = null;
  private session: Session | null = null;
  private trackVideo: HTMLVideoElement | null = null;
  private failed = false;
  private pending: number | null;
  private lastCaption = '';
  private autoStarted = false;

  constructor(options: PlayerControllerOptions) {
    this.reportError = options.reportError;
    this.pending = options.startTime ?? null;
    this.state = {
      media: IDLE_MEDIA,
      attached: false,
      started: false,
      errorId: null,
      pendingTime: this.pending,
      caption: '',
      playlistLanguages: [],
      panel: null,
      status: '',
    };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): PlayerState => this.state;

  /** The time the controls show: the media's own once attached, else where playback will start. */
  displayTime(): number {
    const { attached, pendingTime, media } = this.state;
    return attached && pendingTime === null ? media.time : (pendingTime ?? 0);
  }

  /** Follows the `<video>` element's playback state. */
  watchMedia(video: HTMLVideoElement): () => void {
    this.video = video;
    const update = () => {
      const media = readMediaState(video);
      if (!sameMediaState(media, this.state.media)) this.set({ media });
    };
    update();
    for (const type of MEDIA_EVENTS) video.addEventListener(type, update);
    return () => {
      for (const type of MEDIA_EVENTS) video.removeEventListener(type, update);
      if (this.video === video) this.video = null;
    };
  }

  /**
   * Plays `adapter`'s stream in `video`: native playback attaches at once (metadata: duration, a shared `t`),
   * hls.js waits for the first play. Autostart happens once per player (the live player remounts it for a new
   * stream), muted where the browser wants a gesture.
   */
  connect(video: HTMLVideoElement, adapter: StreamAdapter, autoPlay: boolean): () => void {
    const session: Session = { video, adapter, autoPlay, alive: true, pending: null, detach: null };
    this.session = session;
    const onError = () => this.fail(video.error);
    const onMetadata = () => {
      if (this.pending === null) return;
      video.currentTime = clampTime(this.pending, video.duration);
      this.pending = null;
      this.set({ pendingTime: null });
    };
    video.addEventListener('error', onError);
    video.addEventListener('loadedmetadata', onMetadata);
    if (adapter.eager) void this.attach(session);
    if (autoPlay && !this.autoStarted) {
      this.autoStarted = true;
      void this.play(true);
    }
    return () => {
      session.alive = false;
      if (this.session === session) this.session = null;
      video.removeEventListener('error', onError);
      video.removeEventListener('loadedmetadata', onMetadata);
      session.detach?.();
      this.set({ attached: false });
    };
  }

  /** Follows the text tracks: playlist subtitle languages (when the stream carries them) and the shown caption. */
  watchTracks(video: HTMLVideoElement, inPlaylist: boolean, sidecar: readonly string[]): () => void {
    this.trackVideo = video;
    const known = new Set(sidecar);
    const read = () => {
      const found = inPlaylist ? playlistLanguages(video, known) : [];
      if (found.join() !== this.state.playlistLanguages.join()) this.set({ playlistLanguages: found });
    };
    const added = () => {
      read();
      showCaption(video, this.state.caption);
    };
    added();
    video.textTracks.addEventListener('addtrack', added);
    video.textTracks.addEventListener('removetrack', read);
    return () => {
      video.textTracks.removeEventListener('addtrack', added);
      video.textTracks.removeEventListener('removetrack', read);
      if (this.trackVideo === video) this.trackVideo = null;
    };
  }

  async play(auto = false): Promise<void> {
    const session = this.session;
    if (!session) return;
    const { video } = session;
    this.set({ started: true });
    await this.attach(session);
    if (!session.alive || this.failed) return;
    video.play().catch((error: DOMException) => {
      // AbortError: a pause or a new source came first; NotAllowedError: the browser wants a gesture. Neither fails.
      if (error.name === 'NotAllowedError' && auto && !video.muted) {
        // Browsers let muted media start by itself: autostart muted (the mute button is one keystroke away).
        video.muted = true;
        video.play().catch(() => this.set({ started: false }));
      } else if (error.name === 'NotAllowedError') this.set({ started: false });
      else if (error.name !== 'AbortError') this.fail(error);
    });
  }

  readonly toggle = (): void => {
    const video = this.video;
    if (video && !video.paused && !video.ended) video.pause();
    else void this.play();
  };

  /** Seeks now when the media can, else remembers the time for when metadata arrives. */
  readonly seek = (time: number, andPlay = false): void => {
    const video = this.video;
    if (!video) return;
    if (this.state.attached && video.readyState > 0) video.currentTime = clampTime(time, video.duration);
    else {
      this.pending = Math.max(0, time);
      this.set({ pendingTime: this.pending });
    }
    if (andPlay && video.paused) void this.play();
  };

  readonly setVolume = (volume: number): void => {
    if (!this.video) return;
    this.video.volume = volume;
    this.video.muted = volume === 0;
  };

  readonly toggleMute = (): void => {
    if (this.video) this.video.muted = !this.video.muted;
  };

  readonly setRate = (rate: number): void => {
    if (this.video) this.video.playbackRate = rate;
  };

  readonly chooseCaption = (language: string): void => {
    if (language) this.lastCaption = language;
    this.set({ caption: language });
    if (this.trackVideo) showCaption(this.trackVideo, language);
  };

  readonly togglePanel = (panel: Panel): void => {
    this.set({ panel: this.state.panel === panel ? null : panel });
  };

  readonly setStatus = (status: string): void => {
    this.set({ status });
  };

  /** A keyboard shortcut (src/core/player playerKeyAction); full screen belongs to the element, so it is passed in. */
  run(action: PlayerKeyAction, context: { languages: readonly string[]; locale: string; fullscreen(): void }): void {
    const video = this.video;
    if (!video) return;
    switch (action.type) {
      case 'toggle-play':
        this.toggle();
        break;
      case 'seek-by':
        this.seek((this.state.attached ? video.currentTime : (this.pending ?? 0)) + action.seconds);
        break;
      case 'volume-by':
        video.volume = Math.min(1, Math.max(0, Math.round((video.volume + action.delta) * 100) / 100));
        if (action.delta > 0) video.muted = false;
        break;
      case 'toggle-mute':
        this.toggleMute();
        break;
      case 'toggle-fullscreen':
        context.fullscreen();
        break;
      case 'toggle-captions':
        if (context.languages.length)
          this.chooseCaption(nextCaption(this.state.caption, this.lastCaption, context.languages, context.locale));
        break;
    }
  }

  private attach(session: Session): Promise<void> {
    session.pending ??= session.adapter
      .attach({ video: session.video, box: null, autoPlay: session.autoPlay, onFatal: this.fail })
      .then((detach) => {
        if (!session.alive) {
          detach();
          return;
        }
        session.detach = detach;
        this.set({ attached: true });
      }, this.fail);
    return session.pending;
  }

  private readonly fail = (cause: unknown): void => {
    if (this.failed) return;
    this.failed = true;
    this.set({ errorId: this.reportError(cause) });
  };

  private set(patch: Partial<PlayerState>): void {
    const keys = Object.keys(patch) as (keyof PlayerState)[];
    if (keys.every((key) => patch[key] === this.state[key])) return;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
