/** Settings of the webcast display (spec 3 §3 "Webcast display settings"; docs/widgets/webcast-display.md). */
export interface WebcastDisplaySettings extends Record<string, unknown> {
  /** 'grid' (default) or 'slideshow'. */
  mode: string;
  heading: string;
  /** Project name; else the mount point's data-project. */
  project: string;
  channelSort: string;
  /** Comma list of channel slugs shown first, in this order. */
  channelOrder: string;
  /** Comma list of channel slugs left out. */
  ignoredChannels: string;
  /** Field / value pairs, compared exactly: a matching event is ignored. */
  ignoreEvents: unknown[];
  /** default (off-air pattern, ###channelid###), base (preview path), error, break, livetextTriggerWord, customChannelImageUrl. */
  thumbnails: Record<string, unknown>;
  showOffAir: boolean;
  hideUpcomingEvents: boolean;
  /** Channel link with ###slug### (after the event's own eventDetailsLink). */
  channelUrlPattern: string;
  linkTarget: string;
  hideLiveCounter: boolean;
  /** autoplay, autoplaySpeed (6000), dots, fade, randomize, navButtons, speed (1000), slidesToShow (1), responsive. */
  slideshowOptions: Record<string, unknown>;
  customClasses: string;
}

export const webcastDisplayDefaults: WebcastDisplaySettings = {
  mode: 'grid', heading: '', project: '', channelSort: '', channelOrder: '', ignoredChannels: '', ignoreEvents: [], thumbnails: {},
  showOffAir: false, hideUpcomingEvents: false, channelUrlPattern: '', linkTarget: '_top', hideLiveCounter: false, slideshowOptions: {},
  customClasses: '',
};
