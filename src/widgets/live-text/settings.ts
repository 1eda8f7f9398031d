/** Settings of the live text widget (docs/widgets/live-text.md): the channel's livetext, sanitized. */
export interface LiveTextSettings extends Record<string, unknown> {
  /** Channel slug; else the mount point's data-channel. */
  channel: string;
  customClasses: string;
}

export const liveTextDefaults: LiveTextSettings = { channel: '', customClasses: '' };
