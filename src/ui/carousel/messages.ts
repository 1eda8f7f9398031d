import type { Messages } from '../../i18n/types';

/** Texts of the carousel's controls; a widget that shows a carousel merges these into its messages. */
export const carouselMessages: Messages = {
  en: {
    'carousel.previous': 'Previous slide',
    'carousel.next': 'Next slide',
    'carousel.pause': 'Stop automatic slide show',
    'carousel.play': 'Start automatic slide show',
    'carousel.goTo': 'Slide {n}',
    'carousel.slideOf': '{n} of {count}',
    'carousel.slides': 'Slides',
  },
  de: {
    'carousel.previous': 'Vorherige Folie',
    'carousel.next': 'Nächste Folie',
    'carousel.pause': 'Automatische Diashow anhalten',
    'carousel.play': 'Automatische Diashow starten',
    'carousel.goTo': 'Folie {n}',
    'carousel.slideOf': '{n} von {count}',
    'carousel.slides': 'Folien',
  },
};
