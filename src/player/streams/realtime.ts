/**
 * The webRTC adapters' lazy part (issue 12 item 4): Wowza's webRTC player and the Dolby Millicast viewer, each
 * loaded from the configured SDK URL (load-script.ts) and played into the player's `<video>` (srcObject).
 * The public APIs used — and faithfully faked in demo/site/js/fake-sdk for tests — are:
 * - Wowza (webrtc-examples `WowzaWebRTCPlay`): `new WowzaWebRTCPlay()`, `.on({ onError, onStateChanged })`,
 *   `.set({ sdpURL, applicationName, streamName, videoElementPlay })`, `.play()`, `.stop()`;
 * - Millicast (`@millicast/sdk`, global `millicast`): `millicast.Director.getSubscriber({ streamName,
 *   streamAccountId, subscriberToken })`, `new millicast.View(streamName, tokenGenerator, videoElement)`,
 *   `.on('connectionStateChange', state)`, `.connect()`, `.stop()`.
 */
import type { StreamPlan } from '../../core/live/stream-adapter';
import { loadScriptGlobal } from './load-script';
import type { Detach, StreamTarget } from './types';

interface WowzaPlay {
  on(callbacks: { onError?(error: unknown): void; onStateChanged?(state: unknown): void }): void;
  set(props: {
    sdpURL: string;
    applicationName: string;
    streamName: string;
    videoElementPlay: HTMLVideoElement;
  }): void | Promise<void>;
  play(): void | Promise<void>;
  stop(): void;
}

interface MillicastView {
  on(event: string, listener: (value: unknown) => void): void;
  connect(options?: Record<string, unknown>): Promise<void>;
  stop(): void;
}
interface MillicastSdk {
  Director: {
    getSubscriber(options: {
      streamName: string;
      streamAccountId?: string;
      subscriberToken?: string;
    }): Promise<unknown>;
  };
  View: new (
    streamName: string,
    tokenGenerator: () => Promise<unknown>,
    mediaElement: HTMLVideoElement,
  ) => MillicastView;
}

function videoOf(target: StreamTarget): HTMLVideoElement {
  if (!target.video) throw new Error('webRTC: no video element');
  return target.video;
}

function release(video: HTMLVideoElement): void {
  video.srcObject = null;
}

export async function attachWowza(
  plan: Extract<StreamPlan, { adapter: 'wowza/webRTC' }>,
  target: StreamTarget,
): Promise<Detach> {
  const video = videoOf(target);
  const Play = await loadScriptGlobal<new () => WowzaPlay>(plan.sdk, 'WowzaWebRTCPlay');
  const player = new Play();
  player.on({ onError: (error) => target.onFatal(error) });
  await player.set({
    sdpURL: plan.sdpUrl,
    applicationName: plan.application,
    streamName: plan.streamName,
    videoElementPlay: video,
  });
  await player.play();
  return () => {
    player.stop();
    release(video);
  };
}

export async function attachMillicast(
  plan: Extract<StreamPlan, { adapter: 'dolby/millicast' }>,
  target: StreamTarget,
): Promise<Detach> {
  const video = videoOf(target);
  const sdk = await loadScriptGlobal<MillicastSdk>(plan.sdk, 'millicast');
  const tokenGenerator = () =>
    sdk.Director.getSubscriber({
      streamName: plan.streamName,
      ...(plan.accountId ? { streamAccountId: plan.accountId } : {}),
      ...(plan.token ? { subscriberToken: plan.token } : {}),
    });
  const view = new sdk.View(plan.streamName, tokenGenerator, video);
  view.on('connectionStateChange', (state) => {
    if (state === 'failed') target.onFatal(new Error('millicast: the connection failed'));
  });
  await view.connect();
  return () => {
    view.stop();
    release(video);
  };
}
