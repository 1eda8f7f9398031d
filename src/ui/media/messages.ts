import type { Messages } from '../../i18n/types';

/** Texts of cards and images; widgets showing them merge these into their messages. */
export const mediaMessages: Messages = {
  en: {
    'media.unavailable': 'Image not available',
    'media.opensInNewTab': '(opens in a new tab)',
    'media.more': 'Read more',
  },
  de: {
    'media.unavailable': 'Bild nicht verfügbar',
    'media.opensInNewTab': '(öffnet in einem neuen Tab)',
    'media.more': 'Mehr erfahren',
  },
};
