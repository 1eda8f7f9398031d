/** The Q&A chat widget chunk (dist/cdn/widgets/qa-chat.js; docs/widgets/qa-chat.md). lean-qr lives only here. */
import type { WidgetDefinition } from '../../contract/widget';
import { sizeRuleOf } from '../../core/layout/reserved-box';
import { QaChat } from './QaChat';
import { qaChatDefaults, type QaChatSettings } from './settings';

const definition: WidgetDefinition<QaChatSettings> = {
  name: 'qa-chat',
  styles: `
.cp-qa { display: flex; gap: 16px; height: 100%; box-sizing: border-box; }
.cp-qa__frame { flex: 1 1 auto; min-width: 0; height: 100%; border: 1px solid var(--cp-i-border); border-radius: 4px; background: #fff; }
.cp-qa__join { flex: 0 0 160px; margin: 0; display: flex; flex-direction: column; gap: 8px; font-size: 14px; line-height: 1.4; }
.cp-qa__qr { width: 160px; height: 160px; }
.cp-qa__code { font-weight: 600; }
.cp-qa__disabled { margin: 0; padding: 16px 0; color: var(--cp-i-muted); }
@media (max-width: 599px) { .cp-qa { flex-direction: column; } .cp-qa__join { flex: 0 0 auto; flex-direction: row; align-items: center; } .cp-qa__qr { width: 96px; height: 96px; } }
`,
  defaults: qaChatDefaults,
  messages: {
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
  },
  size: sizeRuleOf('qa-chat'),
  Component: QaChat,
};

export default definition;
