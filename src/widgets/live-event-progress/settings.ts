/** Settings of the live event progress widget (spec 3 §4 Progress bar; docs/widgets/live-event-progress.md). */
export interface LiveEventProgressSettings extends Record<string, unknown> {
  /** Channel slug; else the mount point's data-channel. */
  channel: string;
  /** Shown when the channel has no current event (spec 3 §4); empty → a translated default. */
  noLiveEventMessage: string;
  customClasses: string;
}

export const liveEventProgressDefaults: LiveEventProgressSettings = {
  channel: '',
  noLiveEventMessage: '',
  customClasses: '',
};
