/** The live-event-progress widget chunk (dist/cdn/widgets/live-event-progress.js; docs/widgets/live-event-progress.md). */
import type { WidgetDefinition, WidgetName } from '../../contract/widget';
import { sizeRuleOf } from '../../core/layout/reserved-box';
import { LiveEventProgress } from './LiveEventProgress';
import { liveEventProgressDefaults, type LiveEventProgressSettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const name: WidgetName = 'live-event-progress';

const definition: WidgetDefinition<LiveEventProgressSettings> = {
  name,
  styles,
  defaults: liveEventProgressDefaults,
  messages,
  size: sizeRuleOf(name),
  Component: LiveEventProgress,
};

export default definition;
