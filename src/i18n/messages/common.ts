/**
 * The texts the embed runtime and the shared UI primitives show on every page (keys are dotted; spec texts verbatim):
 * loading, and the error states a page can reach with a correct set-up (no network, a chunk that did not come, a
 * render error). The error states of a page set up wrongly are in ./setup.ts, a chunk of their own.
 */
import type { Messages } from '../types';

export const commonMessages: Messages = {
  en: {
    'state.loading': 'Loading…',
    'action.retry': 'Try again',
    'error.title': 'This content could not be shown',
    'error.loadingFailed': 'Loading failed.',
    'error.chunkTimeout': 'Loading took too long. Please check your connection.',
    'error.apiUnreachable': 'The congress service cannot be reached right now.',
    'error.render': 'Something went wrong while showing this content.',
  },
  de: {
    'state.loading': 'Wird geladen …',
    'action.retry': 'Erneut versuchen',
    'error.title': 'Dieser Inhalt konnte nicht angezeigt werden',
    'error.loadingFailed': 'Laden fehlgeschlagen.',
    'error.chunkTimeout': 'Das Laden dauert zu lange. Bitte prüfen Sie Ihre Verbindung.',
    'error.apiUnreachable': 'Der Kongressdienst ist gerade nicht erreichbar.',
    'error.render': 'Beim Anzeigen dieses Inhalts ist ein Fehler aufgetreten.',
  },
};
