/** The webcast-teaser widget chunk (dist/cdn/widgets/webcast-teaser.js; docs/widgets/webcast-teaser.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { SIZE_RULES } from '../../core/layout/reserved-box';
import { slideshowParts } from '../shared/channels/slideshow-parts';
import { WebcastTeaser } from './WebcastTeaser';
import { webcastTeaserDefaults, type WebcastTeaserSettings } from './settings';

const definition: WidgetDefinition<WebcastTeaserSettings> = {
  name: 'webcast-teaser',
  ...slideshowParts,
  defaults: webcastTeaserDefaults,
  size: SIZE_RULES['webcast-teaser'],
  Component: WebcastTeaser,
};

export default definition;
