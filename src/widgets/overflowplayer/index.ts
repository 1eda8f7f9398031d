/** The overflowplayer widget chunk (dist/cdn/widgets/overflowplayer.js). */
import type { WidgetDefinition } from '../../contract/widget';
import { overflowPlayerDefaults as defaults, type OverflowPlayerSettings } from '../../player/live/settings';
import { OverflowPlayer as Component } from './OverflowPlayer';
import { messages } from './messages';
import { styles } from './styles';

const definition: WidgetDefinition<OverflowPlayerSettings> = {
  name: 'overflowplayer',
  styles,
  messages,
  defaults,
  Component,
};

export default definition;
