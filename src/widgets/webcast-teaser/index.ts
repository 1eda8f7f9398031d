/** The webcast-teaser widget chunk (dist/cdn/widgets/webcast-teaser.js; docs/widgets/webcast-teaser.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { WebcastTeaser as Component } from './WebcastTeaser';
import { webcastTeaserDefaults as defaults, type WebcastTeaserSettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const definition: WidgetDefinition<WebcastTeaserSettings> = {
  name: 'webcast-teaser',
  styles,
  messages,
  defaults,
  Component,
};

export default definition;
