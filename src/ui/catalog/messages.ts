/** Texts of a package's or spotlight's byline and tags (spec 2 §3): the portal's catalog screens and the package widget merge them in. */
import type { Messages } from '../../i18n/types';

export const catalogItemMessages: Messages = {
  en: { 'catalog.compiledBy': 'compiled by {author}', 'catalog.topics': 'Topics' },
  de: { 'catalog.compiledBy': 'zusammengestellt von {author}', 'catalog.topics': 'Themen' },
};
