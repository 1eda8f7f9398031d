/** The webcast-display widget chunk (dist/cdn/widgets/webcast-display.js; docs/widgets/webcast-display.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { SIZE_RULES } from '../../core/layout/reserved-box';
import { slideshowParts } from '../shared/channels/slideshow-parts';
import { WebcastDisplay } from './WebcastDisplay';
import { webcastDisplayDefaults, type WebcastDisplaySettings } from './settings';

const definition: WidgetDefinition<WebcastDisplaySettings> = {
  name: 'webcast-display',
  ...slideshowParts,
  defaults: webcastDisplayDefaults,
  size: SIZE_RULES['webcast-display'],
  Component: WebcastDisplay,
};

export default definition;
