import { asRecord, nonEmptyString } from '../values';

export type StreamAddress =
  | { kind: 'webrtc'; server: string; application: string; streamName: string }
  | { kind: 'subscriber'; provider: 'wowza/RTS@S' | 'dolby/millicast'; streamName: string; token: string }
  | { kind: 'url'; url: string; loop: boolean }
  | { kind: 'invalid' };

const PROTOCOL = /^[a-z][a-z0-9+.-]*:\/\//i;
const LOOP_SUFFIX = '?loop';

/**
 * Spec 3 §5 Stream address. 'wowza/webRTC': "server,application,stream" split on commas, the
 * protocol removed from the server. 'wowza/RTS@S' and 'dolby/millicast': "stream/token" split on
 * '/'. Any other type is a plain URL, optionally suffixed '?loop' to repeat (spec 3 §3 Livestream).
 * A missing URL or a webRTC address without three parts is `invalid`.
 */
export function parseStreamAddress(livestream: unknown): StreamAddress {
  const stream = asRecord(livestream);
  const url = nonEmptyString(stream?.URL);
  if (url === null) return { kind: 'invalid' };
  const type = nonEmptyString(stream?.type);
  if (type === 'wowza/webRTC') {
    const [server = '', application = '', streamName = ''] = url.split(',').map((p) => p.trim());
    const host = server.replace(PROTOCOL, '');
    if (!host || !application || !streamName) return { kind: 'invalid' };
    return { kind: 'webrtc', server: host, application, streamName };
  }
  if (type === 'wowza/RTS@S' || type === 'dolby/millicast') {
    const [streamName = '', token = ''] = url.split('/').map((p) => p.trim());
    if (!streamName) return { kind: 'invalid' };
    return { kind: 'subscriber', provider: type, streamName, token };
  }
  const loop = url.endsWith(LOOP_SUFFIX);
  return { kind: 'url', url: loop ? url.slice(0, -LOOP_SUFFIX.length) : url, loop };
}
