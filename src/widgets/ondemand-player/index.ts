/** The ondemand-player widget chunk (dist/cdn/widgets/ondemand-player.js); hls.js is a lazy chunk of its own. */
import type { WidgetDefinition } from '../../contract/widget';
import { OndemandPlayer as Component } from './OndemandPlayer';
import { ondemandPlayerDefaults as defaults, type OndemandPlayerSettings } from './settings';
import { ondemandPlayerMessages as messages } from './messages';
import { styles } from './styles';

// A page can name the resource in data-settings alone; a server entry (demo/data/widgets) is optional.
const definition: WidgetDefinition<OndemandPlayerSettings> = {
  name: 'ondemand-player',
  styles,
  messages,
  defaults,
  Component,
};

export default definition;
