/** Settings of the webcast teaser (spec 3 §3 "Webcast teaser settings", §4 Teaser congress state; docs/widgets/webcast-teaser.md). */
export interface WebcastTeaserSettings extends Record<string, unknown> {
  mode: string;
  project: string;
  thumbnails: Record<string, unknown>;
  showOffAir: boolean;
  channelUrlPattern: string;
  /** Forces the congress state ('before', 'during', 'after'); the host page's `?state=` query wins. */
  state: string;
  customClasses: string;
}

export const webcastTeaserDefaults: WebcastTeaserSettings = {
  mode: '',
  project: '',
  thumbnails: {},
  showOffAir: false,
  channelUrlPattern: '',
  state: '',
  customClasses: '',
};
