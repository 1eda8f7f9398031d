/** The image-slider widget chunk (dist/cdn/widgets/image-slider.js; docs/widgets/image-slider.md). */
import type { WidgetDefinition, WidgetName } from '../../contract/widget';
import { sizeRuleOf } from '../../core/layout/reserved-box';
import { ImageSlider } from './ImageSlider';
import { imageSliderDefaults, type ImageSliderSettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const name: WidgetName = 'image-slider';

const definition: WidgetDefinition<ImageSliderSettings> = {
  name,
  styles,
  defaults: imageSliderDefaults,
  messages,
  size: sizeRuleOf(name),
  Component: ImageSlider,
};

export default definition;
