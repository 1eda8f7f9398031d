/** Texts of the library's list views (src/ui/library): the portal's listings and the list widgets merge them in. */
import type { Messages } from '../../../i18n/types';

export const itemViewMessages: Messages = {
  en: {
    'library.table.title': 'Title',
    'library.table.date': 'Date',
    'library.table.speakers': 'Speakers',
    'library.table.type': 'Type',
    'library.table.session': 'Session',
    'library.table.location': 'Room',
    'widgets.resources.noResults': 'No content found.',
    'listWidget.label': 'Content',
    // The scrolling list's name: not the title alone, which a host page's own section may carry (axe landmark-unique).
    'listWidget.region': 'List: {title}',
    'listWidget.topics': 'Topics of {title}',
  },
  de: {
    'library.table.title': 'Titel',
    'library.table.date': 'Datum',
    'library.table.speakers': 'Referierende',
    'library.table.type': 'Art',
    'library.table.session': 'Sitzung',
    'library.table.location': 'Raum',
    'widgets.resources.noResults': 'Keine Inhalte gefunden.',
    'listWidget.label': 'Inhalte',
    'listWidget.region': 'Liste: {title}',
    'listWidget.topics': 'Themen von {title}',
  },
};
