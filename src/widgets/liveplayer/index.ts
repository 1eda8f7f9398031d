/** The liveplayer widget chunk (dist/cdn/widgets/liveplayer.js); hls.js stays a lazy file of its own (docs/player.md). */
import type { WidgetDefinition, WidgetName } from '../../contract/widget';
import { sizeRuleOf } from '../../core/layout/reserved-box';
import { livePlayerDefaults, type LivePlayerSettings } from '../../player/live/settings';
import { LivePlayerWidget } from './LivePlayerWidget';
import { messages } from './messages';
import { styles } from './styles';

const name: WidgetName = 'liveplayer';

const definition: WidgetDefinition<LivePlayerSettings> = {
  name,
  styles,
  defaults: livePlayerDefaults,
  messages,
  // A page can name the channel by data-channel alone; a server entry (demo/data/widgets) is optional.
  size: sizeRuleOf(name),
  Component: LivePlayerWidget,
};

export default definition;
