/** The webcast-display widget chunk (dist/cdn/widgets/webcast-display.js; docs/widgets/webcast-display.md). */
import type { WidgetDefinition, WidgetName } from '../../contract/widget';
import { sizeRuleOf } from '../../core/layout/reserved-box';
import { WebcastDisplay } from './WebcastDisplay';
import { webcastDisplayDefaults, type WebcastDisplaySettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const name: WidgetName = 'webcast-display';

const definition: WidgetDefinition<WebcastDisplaySettings> = {
  name,
  styles,
  messages,
  defaults: webcastDisplayDefaults,
  size: sizeRuleOf(name),
  Component: WebcastDisplay,
};

export default definition;
