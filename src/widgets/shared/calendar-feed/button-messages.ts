import type { Messages } from '../../../i18n/types';

/** The button's own text (the dialog's texts come with the dialog's chunk). */
export const subscribeButtonMessages: Messages = {
  en: { 'calendarFeed.open': 'Subscribe in your calendar' },
  de: { 'calendarFeed.open': 'Im Kalender abonnieren' },
};
