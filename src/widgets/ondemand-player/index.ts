/** The ondemand-player widget chunk (dist/cdn/widgets/ondemand-player.js); hls.js is a lazy chunk of its own. */
import type { WidgetDefinition, WidgetName } from '../../contract/widget';
import { sizeRuleOf } from '../../core/layout/reserved-box';
import { OndemandPlayer } from './OndemandPlayer';
import { ondemandPlayerDefaults, type OndemandPlayerSettings } from './settings';
import { ondemandPlayerMessages as messages } from './messages';
import { styles } from './styles';

const name: WidgetName = 'ondemand-player';

const definition: WidgetDefinition<OndemandPlayerSettings> = {
  name,
  styles,
  defaults: ondemandPlayerDefaults,
  messages,
  // A page can name the resource in data-settings alone; a server entry (demo/data/widgets) is optional.
  size: sizeRuleOf(name),
  Component: OndemandPlayer,
};

export default definition;
