/** Settings of the support chat widget (spec 3 §3 "Support chat widget"; docs/widgets/support-chat.md). */
export interface SupportChatSettings extends Record<string, unknown> {
  propertyId: string;
  widgetId: string;
  /** Embedded mode: the chat renders inside the widget's box; off, the provider shows its floating button. */
  embedded: boolean;
  /**
   * The provider's script: {propertyId} and {widgetId} are replaced (core DEFAULT_SUPPORT_CHAT_SCRIPT_URL when
   * empty). It runs only from the provider's origin, an origin in the client's whitelistUrls or the page's own.
   */
  scriptUrl: string;
  customClasses: string;
}

export const supportChatDefaults: SupportChatSettings = {
  propertyId: '',
  widgetId: '',
  embedded: true,
  scriptUrl: '',
  customClasses: '',
};
