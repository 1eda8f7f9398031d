/** Texts of the qa-chat widget (en, de). */
import type { Messages } from '../../i18n/types';

export const messages: Messages = {
  en: {
    'qaChat.title': 'Q&A',
    'qaChat.disabled': 'The Q&A chat is not available for this session.',
    'qaChat.qrLabel': 'QR code of the Q&A join link',
    'qaChat.scan': 'Scan to ask from your phone',
  },
  de: {
    'qaChat.title': 'Fragen & Antworten',
    'qaChat.disabled': 'Für diese Sitzung ist der Q&A-Chat nicht verfügbar.',
    'qaChat.qrLabel': 'QR-Code des Q&A-Links',
    'qaChat.scan': 'Scannen, um vom Smartphone zu fragen',
  },
};
