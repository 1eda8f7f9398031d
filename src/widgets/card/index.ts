/** The card widget chunk (dist/cdn/widgets/card.js; docs/widgets/card.md). Runs from data-settings alone. */
import type { WidgetDefinition } from '../../contract/widget';
import { CardWidget as Component } from './CardWidget';
import { messages } from './messages';
import { cardDefaults as defaults, type CardSettings } from './settings';
import { styles } from './styles';

const definition: WidgetDefinition<CardSettings> = { name: 'card', styles, messages, defaults, Component };

export default definition;
