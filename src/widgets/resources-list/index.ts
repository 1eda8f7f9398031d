/** The resources-list widget chunk (dist/cdn/widgets/resources-list.js; docs/widgets/resources-list.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { SIZE_RULES } from '../../core/layout/reserved-box';
import { listParts } from '../shared/library/list-parts';
import { ResourcesList } from './ResourcesList';
import { resourcesListDefaults, type ResourcesListSettings } from './settings';

const definition: WidgetDefinition<ResourcesListSettings> = {
  name: 'resources-list',
  ...listParts,
  defaults: resourcesListDefaults,
  size: SIZE_RULES['resources-list'],
  Component: ResourcesList,
};

export default definition;
