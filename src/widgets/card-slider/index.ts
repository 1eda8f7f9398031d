/** The card-slider widget chunk (dist/cdn/widgets/card-slider.js; docs/widgets/card-slider.md). */
import type { WidgetDefinition, WidgetName } from '../../contract/widget';
import { sizeRuleOf } from '../../core/layout/reserved-box';
import { CardSlider } from './CardSlider';
import { cardSliderDefaults, type CardSliderSettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const name: WidgetName = 'card-slider';

const definition: WidgetDefinition<CardSliderSettings> = {
  name,
  styles,
  defaults: cardSliderDefaults,
  messages,
  size: sizeRuleOf(name),
  Component: CardSlider,
};

export default definition;
