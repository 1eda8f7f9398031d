/** The html-text widget chunk (dist/cdn/widgets/html-text.js). Runs from data-settings alone if need be. */
import type { WidgetDefinition } from '../../contract/widget';
import { SIZE_RULES } from '../../core/layout/reserved-box';
import { SETTINGS_RULES } from '../../core/widget-settings/settings-rule';
import { HtmlText } from './HtmlText';
import { preloadSanitizer } from '../../ui/html/sanitize';
import { htmlTextDefaults, type HtmlTextSettings } from './settings';
import { htmlTextFilterStyles, htmlTextStyles } from './styles';

const definition: WidgetDefinition<HtmlTextSettings> = {
  name: 'html-text',
  styles: htmlTextStyles + htmlTextFilterStyles,
  defaults: htmlTextDefaults,
  messages: { en: {}, de: {} },
  settingsRule: SETTINGS_RULES['html-text'],
  size: SIZE_RULES['html-text'],
  // Where the browser has no sanitizer of its own, DOMPurify downloads while the runtime prepares the mount.
  prefetch: preloadSanitizer,
  Component: HtmlText,
};

export default definition;
