/** The support chat widget chunk (dist/cdn/widgets/support-chat.js; docs/widgets/support-chat.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { SupportChat as Component } from './SupportChat';
import { supportChatDefaults as defaults, type SupportChatSettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const definition: WidgetDefinition<SupportChatSettings> = {
  name: 'support-chat',
  styles,
  messages,
  defaults,
  Component,
};

export default definition;
