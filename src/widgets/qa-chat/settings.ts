/** Settings of the Q&A chat widget (spec 3 §3 "Q&A chat widget"; docs/widgets/qa-chat.md). */
export interface QaChatSettings extends Record<string, unknown> {
  /** Shown as the frame's title, after the translated "Q&A". */
  name: string;
  customClasses: string;
  slidoEventId: string;
  slidoEventCode: string;
  hideQrCode: boolean;
  /** Channel slug to follow (its current event's Q&A, polled every 15 s); else the mount point's data-channel. */
  channel: string;
  /** The provider's page: {eventId}, {name}, {email} are replaced (core DEFAULT_QA_PROVIDER_URL when empty). */
  providerUrl: string;
  /** The join link of the QR code: {eventId}, {eventCode} (core DEFAULT_QA_JOIN_URL when empty). */
  joinUrl: string;
}

export const qaChatDefaults: QaChatSettings = {
  name: '',
  customClasses: '',
  slidoEventId: '',
  slidoEventCode: '',
  hideQrCode: false,
  channel: '',
  providerUrl: '',
  joinUrl: '',
};
