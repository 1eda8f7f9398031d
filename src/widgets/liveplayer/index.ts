/** The liveplayer widget chunk (dist/cdn/widgets/liveplayer.js); hls.js stays a lazy file of its own (docs/player.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { livePlayerDefaults as defaults, type LivePlayerSettings } from '../../player/live/settings';
import { LivePlayerWidget as Component } from './LivePlayerWidget';
import { messages } from './messages';
import { styles } from './styles';

// A page can name the channel by data-channel alone; a server entry (demo/data/widgets) is optional.
const definition: WidgetDefinition<LivePlayerSettings> = { name: 'liveplayer', styles, messages, defaults, Component };

export default definition;
