/** Texts of the image-slider widget (en, de). */
import { carouselMessages } from '../../ui/carousel/messages';
import { mediaMessages } from '../../ui/media/messages';
import type { Messages } from '../../i18n/types';

export const messages: Messages = {
  en: {
    ...carouselMessages.en,
    ...mediaMessages.en,
    'imageSlider.label': 'Images',
    'imageSlider.empty': 'There are no images to show.',
    'imageSlider.link': 'Open the linked page',
  },
  de: {
    ...carouselMessages.de,
    ...mediaMessages.de,
    'imageSlider.label': 'Bilder',
    'imageSlider.empty': 'Es gibt keine Bilder.',
    'imageSlider.link': 'Verlinkte Seite öffnen',
  },
};
