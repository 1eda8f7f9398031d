/** Texts of the html-text widget: none (its content is the page's own HTML); the runtime's common texts serve it. */
import type { Messages } from '../../i18n/types';

export const messages: Messages = { en: {}, de: {} };
