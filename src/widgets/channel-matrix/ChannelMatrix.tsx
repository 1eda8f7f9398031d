/**
 * Channel matrix (spec 3 §2 Page-builder widgets, §4 "the channel matrix disables off-air channels when
 * disableOffAir is set"): every channel of the project (ignored ones left out, sorted and ordered like the display),
 * polled every 15 s, each a link to its channel; with disableOffAir an off-air channel is listed but disabled.
 */
import type { WidgetProps } from '../../contract/widget';
import { MatrixFrame } from '../shared/channels/MatrixFrame';
import { useChannelTiles } from '../shared/channels/use-channel-tiles';
import type { ChannelMatrixSettings } from './settings';

export function ChannelMatrix({ settings, context }: WidgetProps<ChannelMatrixSettings>) {
  const state = useChannelTiles(context, settings, true);
  return <MatrixFrame settings={settings} context={context} state={state} tiles={state.tiles} />;
}
