/** Texts of the package, spotlight and education screens (spec 2 §3), en + de, shipped with their chunk; clients override any key. */
import type { Messages } from '../../i18n/types';
import { catalogItemMessages } from '../../ui/catalog/messages';

export const catalogMessages: Messages = {
  en: {
    ...catalogItemMessages.en,
    'error.loadingFailed': 'The list could not be loaded. Please try again.',
    'catalog.backToPackages': 'Back to packages',
    'catalog.backToSpotlights': 'Back to spotlights',
    'catalog.backToEducation': 'Back to education',
    'catalog.empty': 'Nothing here yet.',
    'catalog.categories': 'Spotlight categories',
    'catalog.allCategories': 'All',
    'catalog.uncategorised': 'More spotlights',
    'catalog.layout': 'Layout',
    'catalog.layout.small': 'Compact',
    'catalog.layout.full': 'Detailed',
    'catalog.chapters': 'Chapters',
    'catalog.showChapters': 'Show chapters of {title}',
    'catalog.contents': 'Contents',
  },
  de: {
    ...catalogItemMessages.de,
    'error.loadingFailed': 'Die Liste konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
    'catalog.backToPackages': 'Zurück zu den Paketen',
    'catalog.backToSpotlights': 'Zurück zu den Spotlights',
    'catalog.backToEducation': 'Zurück zur Fortbildung',
    'catalog.empty': 'Hier gibt es noch nichts.',
    'catalog.categories': 'Spotlight-Kategorien',
    'catalog.allCategories': 'Alle',
    'catalog.uncategorised': 'Weitere Spotlights',
    'catalog.layout': 'Darstellung',
    'catalog.layout.small': 'Kompakt',
    'catalog.layout.full': 'Ausführlich',
    'catalog.chapters': 'Kapitel',
    'catalog.showChapters': 'Kapitel von {title} anzeigen',
    'catalog.contents': 'Inhalte',
  },
};
