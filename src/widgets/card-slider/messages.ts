/** Texts of the card-slider widget (en, de). */
import { carouselMessages } from '../../ui/carousel/messages';
import { mediaMessages } from '../../ui/media/messages';
import type { Messages } from '../../i18n/types';

export const messages: Messages = {
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
};
