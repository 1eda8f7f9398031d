/** The smart-video-library widget chunk (dist/cdn/widgets/smart-video-library.js; docs/widgets/smart-video-library.md). */
import type { WidgetDefinition, WidgetName } from '../../contract/widget';
import { sizeRuleOf } from '../../core/layout/reserved-box';
import { SmartVideoLibrary } from './SmartVideoLibrary';
import { smartVideoLibraryDefaults, type SmartVideoLibrarySettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const name: WidgetName = 'smart-video-library';

const definition: WidgetDefinition<SmartVideoLibrarySettings> = {
  name,
  styles,
  messages,
  defaults: smartVideoLibraryDefaults,
  size: sizeRuleOf(name),
  Component: SmartVideoLibrary,
};

export default definition;
