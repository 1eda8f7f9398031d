/** The Q&A chat widget chunk (dist/cdn/widgets/qa-chat.js; docs/widgets/qa-chat.md). lean-qr lives only here. */
import type { WidgetDefinition, WidgetName } from '../../contract/widget';
import { sizeRuleOf } from '../../core/layout/reserved-box';
import { QaChat } from './QaChat';
import { qaChatDefaults, type QaChatSettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const name: WidgetName = 'qa-chat';

const definition: WidgetDefinition<QaChatSettings> = {
  name,
  styles,
  defaults: qaChatDefaults,
  messages,
  size: sizeRuleOf(name),
  Component: QaChat,
};

export default definition;
