/** Texts of the support-chat widget (en, de). */
import type { Messages } from '../../i18n/types';

export const messages: Messages = {
  en: {
    'supportChat.label': 'Support chat',
    'supportChat.unavailable': 'The support chat is not available.',
    'supportChat.floating': 'Use the chat button at the bottom of the page to reach our support.',
  },
  de: {
    'supportChat.label': 'Support-Chat',
    'supportChat.unavailable': 'Der Support-Chat ist nicht verfügbar.',
    'supportChat.floating': 'Nutzen Sie die Chat-Schaltfläche unten auf der Seite, um unseren Support zu erreichen.',
  },
};
