/** The channel-matrix widget chunk (dist/cdn/widgets/channel-matrix.js; docs/widgets/channel-matrix.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { ChannelMatrix as Component } from './ChannelMatrix';
import { channelMatrixDefaults as defaults, type ChannelMatrixSettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const definition: WidgetDefinition<ChannelMatrixSettings> = {
  name: 'channel-matrix',
  styles,
  messages,
  defaults,
  Component,
};

export default definition;
