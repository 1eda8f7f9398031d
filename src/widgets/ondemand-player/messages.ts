import type { Messages } from '../../i18n/types';
import { playerMessages } from '../../player/messages';

export const ondemandPlayerMessages: Messages = {
  en: {
    ...playerMessages.en,
    'ondemandPlayer.notFound': 'This recording is not available.',
    'ondemandPlayer.openInModal': 'Play “{title}” in a window',
    'ondemandPlayer.closeModal': 'Close the player',
    'ondemandPlayer.processing': 'This recording is being processed.',
    'ondemandPlayer.scheduled': 'This recording will be available after the session.',
    // spec 2 §4, spec 3 §4 defaults (src/core/content/status.ts).
    'consent.notBroadcast': "This presentation is not broadcast at the speaker's request.",
    'consent.notOnDemand': "This presentation is not available on demand at the speaker's request.",
  },
  de: {
    ...playerMessages.de,
    'ondemandPlayer.notFound': 'Diese Aufzeichnung ist nicht verfügbar.',
    'ondemandPlayer.openInModal': '„{title}“ in einem Fenster abspielen',
    'ondemandPlayer.closeModal': 'Player schließen',
    'ondemandPlayer.processing': 'Diese Aufzeichnung wird gerade verarbeitet.',
    'ondemandPlayer.scheduled': 'Diese Aufzeichnung ist nach der Sitzung verfügbar.',
    'consent.notBroadcast': 'Dieser Vortrag wird auf Wunsch der Vortragenden nicht übertragen.',
    'consent.notOnDemand': 'Dieser Vortrag ist auf Wunsch der Vortragenden nicht als Aufzeichnung verfügbar.',
  },
};
