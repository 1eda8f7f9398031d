/**
 * Settings of the ondemand-player widget (spec 3 §2 page-builder widgets "on-demand player"; the player
 * settings of spec 3 §3 that apply to a recording: customClasses, aspectratio).
 */
export interface OndemandPlayerSettings extends Record<string, unknown> {
  /** The congress resource to play: its id or slug. */
  resource: string | number;
  /** Instead of a resource, a media URL to play (an MP4 or an HLS playlist); `title` names it. */
  src: string;
  title: string;
  /** Which of the resource's sources to play: 'auto' (the first, HLS), 'hls' or 'mp4'. */
  format: 'auto' | 'hls' | 'mp4';
  /**
   * Box ratio (src/core/layout/reserved-box.ts): default the spec's 1280:464. Pages that want 16:9 state it on the
   * mount point (`data-aspect-ratio="16:9"`), which the loader reserves before anything arrives.
   */
  aspectratio: string;
  customClasses: string;
  /** Widget mode: the recording opens in the modal player (spec 3 §4; status 6 and consent not 0 only). */
  openInModal: boolean | number | string;
}

export const ondemandPlayerDefaults: OndemandPlayerSettings = {
  resource: '',
  src: '',
  title: '',
  format: 'auto',
  aspectratio: '',
  customClasses: '',
  openInModal: false,
};
