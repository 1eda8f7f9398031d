/** Every text the embed runtime and the shared UI primitives show (keys are dotted; spec texts verbatim). */
import type { Messages } from '../types';

export const commonMessages: Messages = {
  en: {
    'state.loading': 'Loading…',
    'action.retry': 'Try again',
    'error.title': 'This content could not be shown',
    'error.unknownWidget': 'There is no widget called “{widget}”.',
    'error.widgetNotAvailable': 'The widget “{widget}” is not available yet.',
    // spec 3 §8 "Missing widget settings": the text is fixed by the spec.
    'error.noWidgetSettings': 'no widget settings found',
    'error.missingSettings': 'no widget settings found: {settings}',
    'error.loadingFailed': 'Loading failed.',
    'error.chunkTimeout': 'Loading took too long. Please check your connection.',
    'error.apiUnreachable': 'The congress service cannot be reached right now.',
    'error.unknownClient': 'The congress “{client}” is not known.',
    'error.notTheApi': 'This content cannot be loaded: the page is not connected to the congress service correctly.',
    'error.render': 'Something went wrong while showing this content.',
    'error.invalidMount': 'This content is not set up correctly on this page (details in the browser console).',
  },
  de: {
    'state.loading': 'Wird geladen …',
    'action.retry': 'Erneut versuchen',
    'error.title': 'Dieser Inhalt konnte nicht angezeigt werden',
    'error.unknownWidget': 'Es gibt kein Widget namens „{widget}“.',
    'error.widgetNotAvailable': 'Das Widget „{widget}“ ist noch nicht verfügbar.',
    'error.noWidgetSettings': 'Keine Widget-Einstellungen gefunden',
    'error.missingSettings': 'Keine Widget-Einstellungen gefunden: {settings}',
    'error.loadingFailed': 'Laden fehlgeschlagen.',
    'error.chunkTimeout': 'Das Laden dauert zu lange. Bitte prüfen Sie Ihre Verbindung.',
    'error.apiUnreachable': 'Der Kongressdienst ist gerade nicht erreichbar.',
    'error.unknownClient': 'Der Kongress „{client}“ ist nicht bekannt.',
    'error.notTheApi':
      'Dieser Inhalt kann nicht geladen werden: Die Seite ist nicht richtig mit dem Kongressdienst verbunden.',
    'error.render': 'Beim Anzeigen dieses Inhalts ist ein Fehler aufgetreten.',
    'error.invalidMount':
      'Dieser Inhalt ist auf dieser Seite nicht richtig eingebunden (Details in der Browserkonsole).',
  },
};
