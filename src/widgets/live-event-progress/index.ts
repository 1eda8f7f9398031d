/** The live-event-progress widget chunk (dist/cdn/widgets/live-event-progress.js; docs/widgets/live-event-progress.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { LiveEventProgress as Component } from './LiveEventProgress';
import { liveEventProgressDefaults as defaults, type LiveEventProgressSettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const definition: WidgetDefinition<LiveEventProgressSettings> = {
  name: 'live-event-progress',
  styles,
  messages,
  defaults,
  Component,
};

export default definition;
