/** The support chat widget chunk (dist/cdn/widgets/support-chat.js; docs/widgets/support-chat.md). */
import type { WidgetDefinition, WidgetName } from '../../contract/widget';
import { sizeRuleOf } from '../../core/layout/reserved-box';
import { SupportChat } from './SupportChat';
import { supportChatDefaults, type SupportChatSettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const name: WidgetName = 'support-chat';

const definition: WidgetDefinition<SupportChatSettings> = {
  name,
  styles,
  defaults: supportChatDefaults,
  messages,
  size: sizeRuleOf(name),
  Component: SupportChat,
};

export default definition;
