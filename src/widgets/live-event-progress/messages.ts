/** Texts of the live-event-progress widget (en, de). */
import type { Messages } from '../../i18n/types';

export const messages: Messages = {
  en: {
    'liveEventProgress.noLiveEvent': 'There is no live event at the moment.',
    'liveEventProgress.elapsed': '{percent} % elapsed',
    'liveEventProgress.currentEvent': 'Current event',
  },
  de: {
    'liveEventProgress.noLiveEvent': 'Zurzeit läuft keine Live-Veranstaltung.',
    'liveEventProgress.elapsed': '{percent} % vergangen',
    'liveEventProgress.currentEvent': 'Aktuelle Veranstaltung',
  },
};
