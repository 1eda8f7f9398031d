/** The library widget chunk (dist/cdn/widgets/library.js; docs/widgets/library.md). */
import type { WidgetDefinition, WidgetName } from '../../contract/widget';
import { sizeRuleOf } from '../../core/layout/reserved-box';
import { LibraryWidget } from './LibraryWidget';
import { libraryDefaults, type LibrarySettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const name: WidgetName = 'library';

const definition: WidgetDefinition<LibrarySettings> = {
  name,
  styles,
  messages,
  defaults: libraryDefaults,
  size: sizeRuleOf(name),
  Component: LibraryWidget,
};

export default definition;
