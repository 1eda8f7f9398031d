/** Texts of the live-text widget (en, de). */
import type { Messages } from '../../i18n/types';

export const messages: Messages = {
  en: { 'liveText.none': 'No live text at the moment.' },
  de: { 'liveText.none': 'Zurzeit kein Live-Text.' },
};
