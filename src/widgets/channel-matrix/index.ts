/** The channel-matrix widget chunk (dist/cdn/widgets/channel-matrix.js; docs/widgets/channel-matrix.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { SIZE_RULES } from '../../core/layout/reserved-box';
import { matrixParts } from '../shared/channels/parts';
import { ChannelMatrix } from './ChannelMatrix';
import { channelMatrixDefaults, type ChannelMatrixSettings } from './settings';

const definition: WidgetDefinition<ChannelMatrixSettings> = {
  name: 'channel-matrix',
  ...matrixParts,
  defaults: channelMatrixDefaults,
  size: SIZE_RULES['channel-matrix'],
  Component: ChannelMatrix,
};

export default definition;
