/** The smart-video-library widget chunk (dist/cdn/widgets/smart-video-library.js; docs/widgets/smart-video-library.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { SmartVideoLibrary as Component } from './SmartVideoLibrary';
import { smartVideoLibraryDefaults as defaults, type SmartVideoLibrarySettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const definition: WidgetDefinition<SmartVideoLibrarySettings> = {
  name: 'smart-video-library',
  styles,
  messages,
  defaults,
  Component,
};

export default definition;
