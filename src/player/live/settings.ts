/**
 * Live player widget settings (spec 3 §3 "Live player widget settings"), shared by the liveplayer and
 * overflowplayer widgets (the overflow player adds its own, spec 3 §3 "Overflow player settings").
 */
export interface LivePlayerSettings extends Record<string, unknown> {
  customClasses: string;
  /** Box ratio `{width, height}` or "1280:464" (src/core/layout/reserved-box.ts); default 1280:464. */
  aspectratio: unknown;
  autostart: boolean | number | string;
  showLanguageButtons: boolean | number | string;
  enableSlideshow: boolean | number | string;
  /** Image URLs shown while the channel pauses (each through safeUrl). */
  slideshowImages: unknown[];
  /** autoplay, dots, navButtons, autoplaySpeed (8000), speed (1000), fade (on). */
  slideshowOptions: Record<string, unknown>;
  /** `{ preroll: string[] }`: one non-empty entry, chosen at random, plays before the stream. */
  ads: { preroll?: unknown[] } | null;
  hideChannelInfo: boolean | number | string;
  hideEventInfo: boolean | number | string;
  hideLivetext: boolean | number | string;
  hideLiveCounter: boolean | number | string;
  /** The channel slug (else the mount point's data-channel). */
  channel: string;
  /**
   * TEST ONLY: the video trackers' heartbeat in ms (≥ 500; stats and Matomo beat at twice it) instead of the spec's
   * 30 s / 60 s, so browser tests need no long sleeps (core `trackerIntervals`). Not for production pages.
   */
  trackingHeartbeatMs?: number;
}

export const livePlayerDefaults: LivePlayerSettings = {
  customClasses: '',
  aspectratio: '',
  autostart: false,
  showLanguageButtons: false,
  enableSlideshow: false,
  slideshowImages: [],
  slideshowOptions: {},
  ads: null,
  hideChannelInfo: false,
  hideEventInfo: false,
  hideLivetext: false,
  hideLiveCounter: false,
  channel: '',
};

export interface OverflowPlayerSettings extends LivePlayerSettings {
  hideinfo: boolean | number | string;
  /** default, streamAlways or ignorePause; anything else is default, with one warning. */
  behaviour: string;
  /** Comma lists of channel slugs. */
  alwaysOnAir: string;
  channelOrder: string;
  ignoredChannels: string;
}

export const overflowPlayerDefaults: OverflowPlayerSettings = {
  ...livePlayerDefaults,
  hideinfo: false,
  behaviour: 'default',
  alwaysOnAir: '',
  channelOrder: '',
  ignoredChannels: '',
};
