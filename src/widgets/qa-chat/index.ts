/** The Q&A chat widget chunk (dist/cdn/widgets/qa-chat.js; docs/widgets/qa-chat.md). lean-qr lives only here. */
import type { WidgetDefinition } from '../../contract/widget';
import { QaChat as Component } from './QaChat';
import { qaChatDefaults as defaults, type QaChatSettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const definition: WidgetDefinition<QaChatSettings> = { name: 'qa-chat', styles, messages, defaults, Component };

export default definition;
