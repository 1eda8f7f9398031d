/** The card widget chunk (dist/cdn/widgets/card.js; docs/widgets/card.md). Runs from data-settings alone. */
import type { WidgetDefinition, WidgetName } from '../../contract/widget';
import { sizeRuleOf } from '../../core/layout/reserved-box';
import { CardWidget } from './CardWidget';
import { messages } from './messages';
import { cardDefaults, type CardSettings } from './settings';
import { styles } from './styles';

const name: WidgetName = 'card';

const definition: WidgetDefinition<CardSettings> = {
  name,
  styles,
  defaults: cardDefaults,
  messages,
  size: sizeRuleOf(name),
  Component: CardWidget,
};

export default definition;
