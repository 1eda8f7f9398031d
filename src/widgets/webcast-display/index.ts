/** The webcast-display widget chunk (dist/cdn/widgets/webcast-display.js; docs/widgets/webcast-display.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { WebcastDisplay as Component } from './WebcastDisplay';
import { webcastDisplayDefaults as defaults, type WebcastDisplaySettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const definition: WidgetDefinition<WebcastDisplaySettings> = {
  name: 'webcast-display',
  styles,
  messages,
  defaults,
  Component,
};

export default definition;
