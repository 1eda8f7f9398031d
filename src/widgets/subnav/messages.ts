/** Texts of the subnav widget (en, de). */
import type { Messages } from '../../i18n/types';

export const messages: Messages = {
  en: { 'subnav.label': 'Section navigation', 'subnav.empty': 'No navigation items.' },
  de: { 'subnav.label': 'Bereichsnavigation', 'subnav.empty': 'Keine Navigationseinträge.' },
};
