/** The html-text widget chunk (dist/cdn/widgets/html-text.js). Runs from data-settings alone if need be. */
import type { WidgetDefinition } from '../../contract/widget';
import { SETTINGS_RULES } from '../../core/widget-settings/settings-rule';
import { HtmlText } from './HtmlText';
import { preloadSanitizer } from '../../ui/html/sanitize';
import { messages } from './messages';
import { htmlTextDefaults, type HtmlTextSettings } from './settings';
import { htmlTextFilterStyles, htmlTextStyles } from './styles';

const definition: WidgetDefinition<HtmlTextSettings> = {
  name: 'html-text',
  styles: htmlTextStyles + htmlTextFilterStyles,
  defaults: htmlTextDefaults,
  messages,
  settingsRule: SETTINGS_RULES['html-text'],
  // Where the browser has no sanitizer of its own, DOMPurify downloads while the runtime prepares the mount.
  prefetch: preloadSanitizer,
  Component: HtmlText,
};

export default definition;
