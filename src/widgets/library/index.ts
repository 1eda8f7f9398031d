/** The library widget chunk (dist/cdn/widgets/library.js; docs/widgets/library.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { LibraryWidget as Component } from './LibraryWidget';
import { libraryDefaults as defaults, type LibrarySettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const definition: WidgetDefinition<LibrarySettings> = { name: 'library', styles, messages, defaults, Component };

export default definition;
