/** The live-text widget chunk (dist/cdn/widgets/live-text.js; docs/widgets/live-text.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { preloadSanitizer } from '../../ui/html/sanitize';
import { LiveText } from './LiveText';
import { liveTextDefaults, type LiveTextSettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const definition: WidgetDefinition<LiveTextSettings> = {
  name: 'live-text',
  styles,
  defaults: liveTextDefaults,
  messages,
  // Where the browser has no sanitizer of its own, DOMPurify downloads while the runtime prepares the mount.
  prefetch: preloadSanitizer,
  Component: LiveText,
};

export default definition;
