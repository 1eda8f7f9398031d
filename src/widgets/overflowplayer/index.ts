/** The overflowplayer widget chunk (dist/cdn/widgets/overflowplayer.js). */
import type { WidgetDefinition } from '../../contract/widget';
import { SIZE_RULES } from '../../core/layout/reserved-box';
import { liveMessages } from '../../player/live/messages';
import { overflowPlayerDefaults, type OverflowPlayerSettings } from '../../player/live/settings';
import { liveStyles } from '../../player/live/styles';
import { OverflowPlayer } from './OverflowPlayer';

const definition: WidgetDefinition<OverflowPlayerSettings> = {
  name: 'overflowplayer',
  styles: liveStyles,
  defaults: overflowPlayerDefaults,
  messages: liveMessages,
  size: SIZE_RULES.overflowplayer,
  Component: OverflowPlayer,
};

export default definition;
