/**
 * Small hooks over the player controller (src/player/controller): one per concern, each an effect that hands the
 * controller what React knows (the `<video>` element, the adapter, the props) and returns the controller's own
 * teardown. The state is read through `useSyncExternalStore`, so a render never sees a half-applied change.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { PlayerController, type PlayerState } from './controller/player-controller';
import { reportPlayerError } from './PlayerError';
import type { StreamAdapter } from './streams/types';

/** One controller for the player's lifetime; `startTime` is read once (a shared link's `t`). */
export function usePlayerController(startTime: number | null | undefined): PlayerController {
  const [controller] = useState(() => new PlayerController({ startTime, reportError: reportPlayerError }));
  return controller;
}

export function usePlayerState(controller: PlayerController): PlayerState {
  return useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
}

/** The `<video>` element's playback state. */
export function useMediaSync(controller: PlayerController, video: HTMLVideoElement | null): void {
  useEffect(() => (video ? controller.watchMedia(video) : undefined), [controller, video]);
}

/** The stream session: attach, autostart, the error and metadata listeners, detach on change or unmount. */
export function useStreamSession(
  controller: PlayerController,
  video: HTMLVideoElement | null,
  adapter: StreamAdapter | null,
  autoPlay: boolean,
): void {
  useEffect(
    () => (video && adapter ? controller.connect(video, adapter, autoPlay) : undefined),
    [controller, video, adapter, autoPlay],
  );
}

/** Subtitle tracks: the playlist's languages and the caption shown. `sidecar` is compared by value. */
export function useCaptionTracks(
  controller: PlayerController,
  video: HTMLVideoElement | null,
  inPlaylist: boolean,
  sidecar: readonly string[],
): void {
  const key = sidecar.join('\n');
  useEffect(
    () => (video ? controller.watchTracks(video, inPlaylist, key ? key.split('\n') : []) : undefined),
    [controller, video, inPlaylist, key],
  );
}

/** The props' callbacks on the `<video>`: `onVideo` gets the element (and null when it goes), `onEnded` its end. */
export function useVideoCallbacks(
  video: HTMLVideoElement | null,
  onVideo: ((video: HTMLVideoElement | null) => void) | undefined,
  onEnded: (() => void) | undefined,
): void {
  useEffect(() => {
    if (!onVideo || !video) return undefined;
    onVideo(video);
    return () => onVideo(null);
  }, [video, onVideo]);
  useEffect(() => {
    if (!video || !onEnded) return undefined;
    video.addEventListener('ended', onEnded);
    return () => video.removeEventListener('ended', onEnded);
  }, [video, onEnded]);
}
