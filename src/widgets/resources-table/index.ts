/** The resources-table widget chunk (dist/cdn/widgets/resources-table.js; docs/widgets/resources-table.md). */
import type { WidgetDefinition, WidgetName } from '../../contract/widget';
import { sizeRuleOf } from '../../core/layout/reserved-box';
import { ResourcesTable } from './ResourcesTable';
import { resourcesTableDefaults, type ResourcesTableSettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const name: WidgetName = 'resources-table';

const definition: WidgetDefinition<ResourcesTableSettings> = {
  name,
  styles,
  messages,
  defaults: resourcesTableDefaults,
  size: sizeRuleOf(name),
  Component: ResourcesTable,
};

export default definition;
