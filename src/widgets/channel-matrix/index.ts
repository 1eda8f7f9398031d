/** The channel-matrix widget chunk (dist/cdn/widgets/channel-matrix.js; docs/widgets/channel-matrix.md). */
import type { WidgetDefinition, WidgetName } from '../../contract/widget';
import { sizeRuleOf } from '../../core/layout/reserved-box';
import { ChannelMatrix } from './ChannelMatrix';
import { channelMatrixDefaults, type ChannelMatrixSettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const name: WidgetName = 'channel-matrix';

const definition: WidgetDefinition<ChannelMatrixSettings> = {
  name,
  styles,
  messages,
  defaults: channelMatrixDefaults,
  size: sizeRuleOf(name),
  Component: ChannelMatrix,
};

export default definition;
