/** The live-text widget chunk (dist/cdn/widgets/live-text.js; docs/widgets/live-text.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { sizeRuleOf } from '../../core/layout/reserved-box';
import { preloadSanitizer } from '../../ui/html/sanitize';
import { LiveText } from './LiveText';
import { liveTextDefaults, type LiveTextSettings } from './settings';

const definition: WidgetDefinition<LiveTextSettings> = {
  name: 'live-text',
  styles: `
.cp-live-text { font-size: 16px; line-height: 1.5; overflow-wrap: anywhere; padding: 8px 0; }
.cp-live-text p { margin: 0 0 8px; }
.cp-live-text__none { color: var(--cp-i-muted); }
`,
  defaults: liveTextDefaults,
  messages: {
    en: { 'liveText.none': 'No live text at the moment.' },
    de: { 'liveText.none': 'Zurzeit kein Live-Text.' },
  },
  size: sizeRuleOf('live-text'),
  // Where the browser has no sanitizer of its own, DOMPurify downloads while the runtime prepares the mount.
  prefetch: preloadSanitizer,
  Component: LiveText,
};

export default definition;
