/** The resources-table widget chunk (dist/cdn/widgets/resources-table.js; docs/widgets/resources-table.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { SIZE_RULES } from '../../core/layout/reserved-box';
import { listParts } from '../shared/library/list-parts';
import { ResourcesTable } from './ResourcesTable';
import { resourcesTableDefaults, type ResourcesTableSettings } from './settings';

const definition: WidgetDefinition<ResourcesTableSettings> = {
  name: 'resources-table',
  ...listParts,
  defaults: resourcesTableDefaults,
  size: SIZE_RULES['resources-table'],
  Component: ResourcesTable,
};

export default definition;
