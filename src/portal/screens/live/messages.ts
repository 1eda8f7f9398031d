import type { Messages } from '../../../i18n/types';

/** Texts of the live screens (ProjectChannels, ChannelDetail, ProjectSchedule). */
export const liveScreenMessages: Messages = {
  en: {
    'live.channels': 'Live channels',
    'live.otherChannels': 'All channels',
    'live.noChannels': 'This project has no live channels.',
    'live.channelNotFound': 'This channel does not exist.',
    'live.onAir': 'on air',
    'live.offAir': 'off air',
    'live.schedule': 'Schedule',
    'live.noSchedule': 'No schedule found.',
    'live.programme': 'Programme of this channel',
  },
  de: {
    'live.channels': 'Live-Kanäle',
    'live.otherChannels': 'Alle Kanäle',
    'live.noChannels': 'Dieses Projekt hat keine Live-Kanäle.',
    'live.channelNotFound': 'Diesen Kanal gibt es nicht.',
    'live.onAir': 'live',
    'live.offAir': 'nicht live',
    'live.schedule': 'Programm',
    'live.noSchedule': 'Kein Programm gefunden.',
    'live.programme': 'Programm dieses Kanals',
  },
};
