/** The image-slider widget chunk (dist/cdn/widgets/image-slider.js; docs/widgets/image-slider.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { ImageSlider as Component } from './ImageSlider';
import { imageSliderDefaults as defaults, type ImageSliderSettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const definition: WidgetDefinition<ImageSliderSettings> = {
  name: 'image-slider',
  styles,
  messages,
  defaults,
  Component,
};

export default definition;
