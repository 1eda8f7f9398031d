/** The webcast-teaser widget chunk (dist/cdn/widgets/webcast-teaser.js; docs/widgets/webcast-teaser.md). */
import type { WidgetDefinition, WidgetName } from '../../contract/widget';
import { sizeRuleOf } from '../../core/layout/reserved-box';
import { WebcastTeaser } from './WebcastTeaser';
import { webcastTeaserDefaults, type WebcastTeaserSettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const name: WidgetName = 'webcast-teaser';

const definition: WidgetDefinition<WebcastTeaserSettings> = {
  name,
  styles,
  messages,
  defaults: webcastTeaserDefaults,
  size: sizeRuleOf(name),
  Component: WebcastTeaser,
};

export default definition;
