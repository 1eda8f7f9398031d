/** Texts of the tracking test page (spec 3 §2 Tracking test page), en and de. */
import type { Messages } from '../../i18n/types';

export const trackingTestMessages: Messages = {
  en: {
    'trackingTest.title': 'Video tracking test',
    'trackingTest.intro':
      'This page checks that your viewing of live sessions can be recorded, for example for attendance certificates.',
    'trackingTest.results': 'Test results',
    'trackingTest.login.ok': 'You are signed in.',
    'trackingTest.login.error': 'You are not signed in with a personal account.',
    'trackingTest.enabled.ok': 'Video tracking is switched on.',
    'trackingTest.enabled.error': 'Video tracking is switched off for this site.',
    'trackingTest.beacon.ok': 'A test signal was received.',
    'trackingTest.beacon.error': 'The test signal could not be sent.',
    'trackingTest.beacon.pending': 'Sending a test signal…',
    'trackingTest.ok': 'OK',
    'trackingTest.error': 'Error',
    'trackingTest.next': 'Continue',
    'trackingTest.back': 'Back',
  },
  de: {
    'trackingTest.title': 'Test der Videoauswertung',
    'trackingTest.intro':
      'Diese Seite prüft, ob Ihre Teilnahme an Live-Sitzungen erfasst werden kann, zum Beispiel für Teilnahmebescheinigungen.',
    'trackingTest.results': 'Testergebnisse',
    'trackingTest.login.ok': 'Sie sind angemeldet.',
    'trackingTest.login.error': 'Sie sind nicht mit einem persönlichen Konto angemeldet.',
    'trackingTest.enabled.ok': 'Die Videoauswertung ist eingeschaltet.',
    'trackingTest.enabled.error': 'Die Videoauswertung ist für diese Seite ausgeschaltet.',
    'trackingTest.beacon.ok': 'Ein Testsignal ist angekommen.',
    'trackingTest.beacon.error': 'Das Testsignal konnte nicht gesendet werden.',
    'trackingTest.beacon.pending': 'Ein Testsignal wird gesendet …',
    'trackingTest.ok': 'OK',
    'trackingTest.error': 'Fehler',
    'trackingTest.next': 'Weiter',
    'trackingTest.back': 'Zurück',
  },
};
