/** The overflowplayer widget chunk (dist/cdn/widgets/overflowplayer.js). */
import type { WidgetDefinition, WidgetName } from '../../contract/widget';
import { sizeRuleOf } from '../../core/layout/reserved-box';
import { overflowPlayerDefaults, type OverflowPlayerSettings } from '../../player/live/settings';
import { OverflowPlayer } from './OverflowPlayer';
import { messages } from './messages';
import { styles } from './styles';

const name: WidgetName = 'overflowplayer';

const definition: WidgetDefinition<OverflowPlayerSettings> = {
  name,
  styles,
  defaults: overflowPlayerDefaults,
  messages,
  size: sizeRuleOf(name),
  Component: OverflowPlayer,
};

export default definition;
