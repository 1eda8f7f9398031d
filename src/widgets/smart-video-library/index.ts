/** The smart-video-library widget chunk (dist/cdn/widgets/smart-video-library.js; docs/widgets/smart-video-library.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { SIZE_RULES } from '../../core/layout/reserved-box';
import { listParts } from '../shared/library/list-parts';
import { SmartVideoLibrary } from './SmartVideoLibrary';
import { smartVideoLibraryDefaults, type SmartVideoLibrarySettings } from './settings';

const definition: WidgetDefinition<SmartVideoLibrarySettings> = {
  name: 'smart-video-library',
  ...listParts,
  defaults: smartVideoLibraryDefaults,
  size: SIZE_RULES['smart-video-library'],
  Component: SmartVideoLibrary,
};

export default definition;
