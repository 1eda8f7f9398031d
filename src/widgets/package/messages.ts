/** Texts of the package widget (en, de), with the byline's and the list views' it renders (docs/widgets/package.md). */
import type { Messages } from '../../i18n/types';
import { catalogItemMessages } from '../../ui/catalog/messages';
import { itemViewMessages } from '../../ui/library/base/messages';

const own: Messages = {
  en: {
    'package.missing': 'No package chosen.',
    'package.notFound': 'This package does not exist (any more).',
    'package.noModules': 'This package has no content yet.',
    'package.region': 'Package: {title}',
  },
  de: {
    'package.missing': 'Kein Paket ausgewählt.',
    'package.notFound': 'Dieses Paket gibt es nicht (mehr).',
    'package.noModules': 'Dieses Paket hat noch keine Inhalte.',
    'package.region': 'Paket: {title}',
  },
};

export const packageMessages: Messages = {
  en: { ...itemViewMessages.en, ...catalogItemMessages.en, ...own.en },
  de: { ...itemViewMessages.de, ...catalogItemMessages.de, ...own.de },
};
