import type { Messages } from '../../../i18n/types';

/**
 * Texts of the channel widgets (webcast display and teaser, channel and filter matrix).
 * `widgets.filtermatrix.noResults` is the spec's key (spec 3 §8), which a client's translations may override.
 */
export const channelMessages: Messages = {
  en: {
    'channels.onAir': 'Live',
    'channels.offAir': 'Off air',
    'channels.next': 'Next: {time}',
    'channels.noImage': 'No image',
    'channels.opensInNewTab': '(opens in a new tab)',
    'channels.label': 'Channels',
    'channels.watching': '{count} watching',
    'filterMatrix.topics': 'Filter channels by topic',
    'widgets.filtermatrix.noResults': 'No channel is live right now.',
  },
  de: {
    'channels.onAir': 'Live',
    'channels.offAir': 'Nicht auf Sendung',
    'channels.next': 'Als Nächstes: {time}',
    'channels.noImage': 'Kein Bild',
    'channels.opensInNewTab': '(öffnet in einem neuen Tab)',
    'channels.label': 'Kanäle',
    'channels.watching': '{count} schauen zu',
    'filterMatrix.topics': 'Kanäle nach Thema filtern',
    'widgets.filtermatrix.noResults': 'Zurzeit ist kein Kanal live.',
  },
};
