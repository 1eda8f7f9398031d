/**
 * Attaches a source to the `<video>` (issue 11 item 4): natively (MP4; HLS where the browser plays it, Safari),
 * or through hls.js, imported on first play only — its light build unless the stream carries subtitles inside
 * the playlist. The chunk is never requested on pages that play MP4 only, nor before the first play.
 */
import type { MediaSource, PlaybackEngine } from '../core/player/media-source';
import type { Detach, StreamAdapter } from './streams/types';

export type { Detach };

async function loadHls(engine: Exclude<PlaybackEngine, 'native'>) {
  const module = engine === 'hls.js' ? await import('hls.js') : await import('hls.js/light');
  return module.default;
}

/**
 * Plays `source` in `video` with `engine`; `onFatal` is called once when the source cannot be played (a 404
 * playlist, unsupported media, hls.js that could not be loaded). Resolves to the detach function.
 */
export async function attachSource(
  video: HTMLVideoElement,
  source: MediaSource,
  engine: PlaybackEngine,
  onFatal: (cause: unknown) => void,
): Promise<Detach> {
  if (engine === 'native') {
    video.src = source.src;
    return () => {
      video.removeAttribute('src');
      video.load();
    };
  }
  const Hls = await loadHls(engine);
  if (!Hls.isSupported()) throw new Error('hls.js: MediaSource Extensions are not supported in this browser');
  const hls = new Hls({ enableWorker: true, lowLatencyMode: false });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatal(new Error(`hls.js ${data.type}: ${data.details}`));
  });
  hls.loadSource(source.src);
  hls.attachMedia(video);
  return () => hls.destroy();
}

/**
 * The default stream adapter (src/player/streams/types.ts): a URL played natively or through hls.js, into the
 * player's own `<video>`. Native media attaches at once (metadata, a shared `t`); hls.js on the first play.
 */
export function mediaElementAdapter(source: MediaSource, engine: PlaybackEngine): StreamAdapter {
  return {
    name: engine,
    surface: 'video',
    eager: engine === 'native',
    attach: ({ video, onFatal }) =>
      video ? attachSource(video, source, engine, onFatal) : Promise.reject(new Error('no video element')),
  };
}
