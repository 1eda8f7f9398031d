/** The card-slider widget chunk (dist/cdn/widgets/card-slider.js; docs/widgets/card-slider.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { CardSlider as Component } from './CardSlider';
import { cardSliderDefaults as defaults, type CardSliderSettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const definition: WidgetDefinition<CardSliderSettings> = { name: 'card-slider', styles, messages, defaults, Component };

export default definition;
