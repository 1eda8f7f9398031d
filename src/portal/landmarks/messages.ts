/** Names of the portal's parts when they are regions of a host page that has its own banner, main or footer. */
import type { Messages } from '../../i18n/types';

export const landmarkMessages: Messages = {
  en: {
    'portal.landmark.banner': 'Congress portal: header',
    'portal.landmark.main': 'Congress portal: content',
    'portal.landmark.contentinfo': 'Congress portal: footer',
  },
  de: {
    'portal.landmark.banner': 'Kongressportal: Kopfbereich',
    'portal.landmark.main': 'Kongressportal: Inhalt',
    'portal.landmark.contentinfo': 'Kongressportal: Fußbereich',
  },
};
