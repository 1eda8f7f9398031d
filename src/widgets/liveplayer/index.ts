/** The liveplayer widget chunk (dist/cdn/widgets/liveplayer.js); hls.js stays a lazy file of its own (docs/player.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { SIZE_RULES } from '../../core/layout/reserved-box';
import { liveMessages } from '../../player/live/messages';
import { livePlayerDefaults, type LivePlayerSettings } from '../../player/live/settings';
import { liveStyles } from '../../player/live/styles';
import { LivePlayerWidget } from './LivePlayerWidget';

const definition: WidgetDefinition<LivePlayerSettings> = {
  name: 'liveplayer',
  styles: liveStyles,
  defaults: livePlayerDefaults,
  messages: liveMessages,
  // A page can name the channel by data-channel alone; a server entry (demo/data/widgets) is optional.
  size: SIZE_RULES.liveplayer,
  Component: LivePlayerWidget,
};

export default definition;
