/** The image-slider widget chunk (dist/cdn/widgets/image-slider.js; docs/widgets/image-slider.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { SIZE_RULES } from '../../core/layout/reserved-box';
import { carouselMessages } from '../../ui/carousel/messages';
import { carouselStyles, sliderFrameStyles } from '../../ui/carousel/styles';
import { mediaMessages } from '../../ui/media/messages';
import { mediaStyles } from '../../ui/media/styles';
import { ImageSlider } from './ImageSlider';
import { imageSliderDefaults, type ImageSliderSettings } from './settings';

// The control bar lies over the images' lower edge: in a wide, low box (1280:464) the images keep its full height.
const styles = `
.cp-image-slider .cp-carousel__bar { position: absolute; left: 0; right: 0; bottom: 0; z-index: 2; background: rgba(255, 255, 255, 0.85); }
.cp-image-slider .cp-carousel__slide { padding: 0; }
.cp-image-slider .cp-media__image { object-fit: contain; background: #1a1a1a; }
.cp-image-slider .cp-image-slide__caption { bottom: var(--cp-caption-offset, 0); }
.cp-image-slider .cp-carousel:has(.cp-carousel__bar) { --cp-caption-offset: 44px; }
.cp-image-slide { position: relative; margin: 0; height: 100%; }
.cp-image-slide > a { display: block; height: 100%; }
.cp-image-slide__caption {
  position: absolute; left: 0; right: 0; bottom: 0; padding: 8px 12px; font-size: 15px; color: #fff; background: rgba(0, 0, 0, 0.72);
}
`;

const definition: WidgetDefinition<ImageSliderSettings> = {
  name: 'image-slider',
  styles: carouselStyles + sliderFrameStyles + mediaStyles + styles,
  defaults: imageSliderDefaults,
  messages: {
    en: { ...carouselMessages.en, ...mediaMessages.en, 'imageSlider.label': 'Images', 'imageSlider.empty': 'There are no images to show.', 'imageSlider.link': 'Open the linked page' },
    de: { ...carouselMessages.de, ...mediaMessages.de, 'imageSlider.label': 'Bilder', 'imageSlider.empty': 'Es gibt keine Bilder.', 'imageSlider.link': 'Verlinkte Seite öffnen' },
  },
  requiresServerSettings: false,
  size: SIZE_RULES['image-slider'],
  Component: ImageSlider,
};

export default definition;
