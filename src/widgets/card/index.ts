/** The card widget chunk (dist/cdn/widgets/card.js; docs/widgets/card.md). Runs from data-settings alone. */
import type { WidgetDefinition } from '../../contract/widget';
import { SIZE_RULES } from '../../core/layout/reserved-box';
import { mediaMessages } from '../../ui/media/messages';
import { mediaStyles } from '../../ui/media/styles';
import { CardWidget } from './CardWidget';
import { cardDefaults, type CardSettings } from './settings';

const definition: WidgetDefinition<CardSettings> = {
  name: 'card',
  styles: `${mediaStyles}.cp-card-widget { height: 100%; }`,
  defaults: cardDefaults,
  messages: mediaMessages,
  size: SIZE_RULES.card,
  Component: CardWidget,
};

export default definition;
