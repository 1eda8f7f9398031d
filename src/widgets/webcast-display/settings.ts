import { channelListDefaults, type ChannelListSettings } from '../shared/channels/matrix-settings';

/** Settings of the webcast display (spec 3 §3 "Webcast display settings"; docs/widgets/webcast-display.md). */
export interface WebcastDisplaySettings extends ChannelListSettings {
  /** 'grid' (default) or 'slideshow'. */
  mode: string;
  /** default (off-air pattern, ###channelid###), base (preview path), error, break, livetextTriggerWord, customChannelImageUrl. */
  thumbnails: Record<string, unknown>;
  showOffAir: boolean;
  hideLiveCounter: boolean;
  /** autoplay, autoplaySpeed (6000), dots, fade, randomize, navButtons, speed (1000), slidesToShow (1), responsive. */
  slideshowOptions: Record<string, unknown>;
}

export const webcastDisplayDefaults: WebcastDisplaySettings = {
  ...channelListDefaults,
  mode: 'grid',
  thumbnails: {},
  showOffAir: false,
  hideLiveCounter: false,
  slideshowOptions: {},
};
