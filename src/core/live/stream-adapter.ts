/**
 * Which stream adapter plays a livestream, and the rules the vendor adapters follow (issue 12 item 4; spec 3 §3
 * Livestream, §5 Stream address, §8 player key codes). Pure: src/player/streams does the loading and playing.
 */
import { asRecord, isOn, nonEmptyString } from '../values';
import { parseStreamAddress, type StreamAddress } from './stream-address';

export type StreamPlan =
  | { adapter: 'media'; url: string; loop: boolean }
  | { adapter: 'jwplayer'; url: string; library: string }
  | { adapter: 'wowza/webRTC'; sdk: string | null; sdpUrl: string; application: string; streamName: string }
  | { adapter: 'dolby/millicast'; sdk: string | null; accountId: string | null; streamName: string; token: string }
  | { adapter: 'invalid' };

/** Configuration keys of the vendor SDK URLs (widget settings `streamSdks`, over the client's `streamSdks`). */
export const STREAM_SDK_KEYS = {
  webrtc: 'wowzaWebRTC',
  millicast: 'millicast',
  millicastAccountId: 'millicastAccountId',
} as const;

/**
 * Spec 3 §5: a webRTC address "server,application,stream" names the Wowza server; its signalling endpoint is the
 * server's `webrtc-session.json` over secure WebSocket.
 */
export function wowzaSdpUrl(server: string): string {
  return `wss://${server}/webrtc-session.json`;
}

/**
 * The adapter for a livestream: 'wowza/webRTC' → Wowza's webRTC player; 'wowza/RTS@S' and 'dolby/millicast' →
 * the Millicast viewer (RTS@S is Wowza's real-time streaming, served by Millicast); any other type is a URL for
 * the native / HLS adapter, or for JW Player when the settings name a JW Player library (`jwplayerLibrary`).
 * A malformed address is `invalid` (the player shows a clear state, nothing is thrown).
 */
export function streamPlan(livestream: unknown, settings: unknown, clientConfig: unknown): StreamPlan {
  const address: StreamAddress = parseStreamAddress(livestream);
  const s = asRecord(settings);
  const sdks = { ...asRecord(asRecord(clientConfig)?.streamSdks), ...asRecord(s?.streamSdks) };
  switch (address.kind) {
    case 'invalid':
      return { adapter: 'invalid' };
    case 'webrtc':
      return {
        adapter: 'wowza/webRTC',
        sdk: nonEmptyString(sdks[STREAM_SDK_KEYS.webrtc]),
        sdpUrl: wowzaSdpUrl(address.server),
        application: address.application,
        streamName: address.streamName,
      };
    case 'subscriber':
      return {
        adapter: 'dolby/millicast',
        sdk: nonEmptyString(sdks[STREAM_SDK_KEYS.millicast]),
        accountId: nonEmptyString(sdks[STREAM_SDK_KEYS.millicastAccountId]),
        streamName: address.streamName,
        token: address.token,
      };
    case 'url': {
      const library = nonEmptyString(s?.jwplayerLibrary);
      return library
        ? { adapter: 'jwplayer', url: address.url, library }
        : { adapter: 'media', url: address.url, loop: address.loop };
    }
  }
}

/** Spec 3 §8: JW Player's key codes — 100011 no key, 100012 invalid key or no token, 100013 expired. */
export const JW_KEY_ERROR_CODES: readonly number[] = [100011, 100012, 100013];

export function isJwKeyError(code: unknown): boolean {
  return JW_KEY_ERROR_CODES.includes(Number(code));
}

/**
 * JW Player's setup: the stream, the key (`jwplayerKey`), and autostart — the widget's `autostart` unless
 * `disableJwplayerAutostart` is on (spec 3 §3).
 */
export function jwSetup(
  url: string,
  settings: unknown,
): { file: string; key?: string; autostart: boolean; width: string } {
  const s = asRecord(settings);
  const key = nonEmptyString(s?.jwplayerKey);
  return {
    file: url,
    ...(key ? { key } : {}),
    autostart: isOn(s?.autostart) && !isOn(s?.disableJwplayerAutostart),
    width: '100%',
  };
}

/** Spec 3 §5: a free-edition key disables many player API calls — the adapter warns when the player says 'free'. */
export function isFreeEdition(edition: unknown): boolean {
  return nonEmptyString(edition)?.toLowerCase() === 'free';
}
