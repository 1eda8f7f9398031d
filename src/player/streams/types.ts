/**
 * The stream adapter interface (issue 12 item 4; docs/architecture.md "Stream adapters"): every way the player
 * plays a stream — native / HLS (the default), Wowza webRTC, Dolby Millicast, JW Player — is one object with one
 * `attach`. The adapter's own code (hls.js, a vendor SDK) loads only inside `attach`: lazy chunks and scripts.
 */

/** Stops the stream and releases what `attach` took (network, SDK instances, DOM it added). */
export type Detach = () => void;

export interface StreamTarget {
  /** The player's own `<video>` ('video' adapters play into it, under the SDK's controls). */
  video: HTMLVideoElement | null;
  /** An empty box the adapter may fill with its own player ('box' adapters: JW Player). */
  box: HTMLElement | null;
  /** Start playing by itself (spec 3 §3 `autostart`), where the adapter decides that (box adapters). */
  autoPlay: boolean;
  /** Called once when the stream cannot be played; `fatal.sessionId`-style reporting is the player's. */
  onFatal(cause: unknown): void;
}

export interface StreamAdapter {
  /** For logs and data attributes: 'native', 'hls.js/light', 'hls.js', 'wowza/webRTC', 'dolby/millicast', 'jwplayer'. */
  readonly name: string;
  /** 'video': plays into the player's `<video>` (our controls); 'box': brings its own player into a box. */
  readonly surface: 'video' | 'box';
  /** Attach as soon as the player mounts (native media: metadata, duration) instead of on the first play. */
  readonly eager: boolean;
  /** Resolves to the detach function; rejects (or calls onFatal) when the stream cannot be played. */
  attach(target: StreamTarget): Promise<Detach>;
}
