/** Texts of a hand-off code (the portal's favourites and the timetable on a host page), en + de; clients override any key. */
import type { Messages } from '../../i18n/types';
import { handoffOpenMessages } from './open-messages';

export const handoffMessages = {
  en: {
    ...handoffOpenMessages.en,
    'handoff.scan': 'Scan this code with your phone’s camera: your agenda opens there, signed in, without a password.',
    'handoff.qr': 'QR code of the link that opens your agenda on your phone',
    'handoff.code': 'Or open this address on your phone. Code:',
    'handoff.validFor': 'Valid once, for {time} more.',
    'handoff.expired': 'This code has expired. Ask for a new one.',
    'handoff.newCode': 'New code',
  },
  de: {
    ...handoffOpenMessages.de,
    'handoff.scan':
      'Scannen Sie diesen Code mit der Kamera Ihres Handys: Ihr Programm öffnet sich dort angemeldet, ohne Passwort.',
    'handoff.qr': 'QR-Code des Links, der Ihr Programm auf dem Handy öffnet',
    'handoff.code': 'Oder öffnen Sie diese Adresse auf dem Handy. Code:',
    'handoff.validFor': 'Einmal gültig, noch {time}.',
    'handoff.expired': 'Dieser Code ist abgelaufen. Fordern Sie einen neuen an.',
    'handoff.newCode': 'Neuer Code',
  },
} satisfies Messages;
