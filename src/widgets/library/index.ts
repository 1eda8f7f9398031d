/** The library widget chunk (dist/cdn/widgets/library.js; docs/widgets/library.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { SIZE_RULES } from '../../core/layout/reserved-box';
import { listParts } from '../shared/library/list-parts';
import { LibraryWidget } from './LibraryWidget';
import { libraryDefaults, type LibrarySettings } from './settings';

const definition: WidgetDefinition<LibrarySettings> = {
  name: 'library',
  ...listParts,
  defaults: libraryDefaults,
  size: SIZE_RULES.library,
  Component: LibraryWidget,
};

export default definition;
