import type { Messages } from '../../i18n/types';

export const singleImageMessages: Messages = {
  en: { 'singleImage.linkFallback': 'Open the linked page', 'singleImage.opensInNewTab': '(opens in a new tab)' },
  de: {
    'singleImage.linkFallback': 'Verlinkte Seite öffnen',
    'singleImage.opensInNewTab': '(öffnet in einem neuen Tab)',
  },
};
