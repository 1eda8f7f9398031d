/**
 * The error states of a page set up wrongly (an unknown widget or client, missing settings, a data-api that is not
 * the API): a chunk of its own, which the mount shell (src/embed/mount-shell.tsx) loads before it shows one of them
 * and adds to ./common.ts, so a page set up correctly does not download the wording. Spec texts verbatim.
 */
import type { Messages } from '../types';

export const setupMessages: Messages = {
  en: {
    'error.unknownWidget': 'There is no widget called “{widget}”.',
    'error.widgetNotAvailable': 'The widget “{widget}” is not available yet.',
    // spec 3 §8 "Missing widget settings": the text is fixed by the spec.
    'error.noWidgetSettings': 'no widget settings found',
    'error.missingSettings': 'no widget settings found: {settings}',
    'error.unknownClient': 'The congress “{client}” is not known.',
    'error.notTheApi': 'This content cannot be loaded: the page is not connected to the congress service correctly.',
    'error.invalidMount': 'This content is not set up correctly on this page (details in the browser console).',
  },
  de: {
    'error.unknownWidget': 'Es gibt kein Widget namens „{widget}“.',
    'error.widgetNotAvailable': 'Das Widget „{widget}“ ist noch nicht verfügbar.',
    'error.noWidgetSettings': 'Keine Widget-Einstellungen gefunden',
    'error.missingSettings': 'Keine Widget-Einstellungen gefunden: {settings}',
    'error.unknownClient': 'Der Kongress „{client}“ ist nicht bekannt.',
    'error.notTheApi':
      'Dieser Inhalt kann nicht geladen werden: Die Seite ist nicht richtig mit dem Kongressdienst verbunden.',
    'error.invalidMount':
      'Dieser Inhalt ist auf dieser Seite nicht richtig eingebunden (Details in der Browserkonsole).',
  },
};
