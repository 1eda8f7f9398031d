/** The support chat widget chunk (dist/cdn/widgets/support-chat.js; docs/widgets/support-chat.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { sizeRuleOf } from '../../core/layout/reserved-box';
import { SupportChat } from './SupportChat';
import { supportChatDefaults, type SupportChatSettings } from './settings';

const definition: WidgetDefinition<SupportChatSettings> = {
  name: 'support-chat',
  styles: `
.cp-support-chat { height: 100%; box-sizing: border-box; }
.cp-support-chat slot { display: block; height: 100%; }
.cp-support-chat__none { margin: 0; padding: 16px 0; color: var(--cp-i-muted); }
`,
  defaults: supportChatDefaults,
  messages: {
    en: {
      'supportChat.label': 'Support chat',
      'supportChat.unavailable': 'The support chat is not available.',
      'supportChat.floating': 'Use the chat button at the bottom of the page to reach our support.',
    },
    de: {
      'supportChat.label': 'Support-Chat',
      'supportChat.unavailable': 'Der Support-Chat ist nicht verfügbar.',
      'supportChat.floating': 'Nutzen Sie die Chat-Schaltfläche unten auf der Seite, um unseren Support zu erreichen.',
    },
  },
  size: sizeRuleOf('support-chat'),
  Component: SupportChat,
};

export default definition;
