/** Settings of the channel matrix and the filter matrix (spec 3 §3 Webcast display settings, disableOffAir; docs/widgets/channel-matrix.md). */

/** What every channel list widget takes (webcast display, channel and filter matrix). */
export interface ChannelListSettings extends Record<string, unknown> {
  heading: string;
  /** Project name; else the mount point's data-project. */
  project: string;
  channelSort: string;
  channelOrder: string;
  ignoredChannels: string;
  /** Field / value pairs, compared exactly: a matching event is ignored. */
  ignoreEvents: unknown[];
  hideUpcomingEvents: boolean;
  /** Channel link with ###slug### (after the event's own eventDetailsLink). */
  channelUrlPattern: string;
  /** Default `_top`. */
  linkTarget: string;
  customClasses: string;
}

export interface MatrixSettings extends ChannelListSettings {
  /** Off-air channels are listed but disabled (no link). */
  disableOffAir: boolean;
  /** Filter matrix: the shared filter it follows and sets (Widget.SetFilter / AddFilter `sourceId`). */
  filterSourceId: string;
}

export const channelListDefaults: ChannelListSettings = {
  heading: '',
  project: '',
  channelSort: '',
  channelOrder: '',
  ignoredChannels: '',
  ignoreEvents: [],
  hideUpcomingEvents: false,
  channelUrlPattern: '',
  linkTarget: '_top',
  customClasses: '',
};

export const matrixDefaults: MatrixSettings = { ...channelListDefaults, disableOffAir: false, filterSourceId: 'topic' };
