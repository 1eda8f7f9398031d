/** The card-slider widget chunk (dist/cdn/widgets/card-slider.js; docs/widgets/card-slider.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { SIZE_RULES } from '../../core/layout/reserved-box';
import { carouselMessages } from '../../ui/carousel/messages';
import { carouselStyles, sliderFrameStyles } from '../../ui/carousel/styles';
import { mediaMessages } from '../../ui/media/messages';
import { mediaStyles } from '../../ui/media/styles';
import { CardSlider } from './CardSlider';
import { cardSliderDefaults, type CardSliderSettings } from './settings';

const definition: WidgetDefinition<CardSliderSettings> = {
  name: 'card-slider',
  styles: carouselStyles + sliderFrameStyles + mediaStyles,
  defaults: cardSliderDefaults,
  messages: {
    en: {
      ...carouselMessages.en,
      ...mediaMessages.en,
      'cardSlider.label': 'Cards',
      'cardSlider.empty': 'There are no cards to show.',
    },
    de: {
      ...carouselMessages.de,
      ...mediaMessages.de,
      'cardSlider.label': 'Karten',
      'cardSlider.empty': 'Es gibt keine Karten.',
    },
  },
  size: SIZE_RULES['card-slider'],
  Component: CardSlider,
};

export default definition;
