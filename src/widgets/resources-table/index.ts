/** The resources-table widget chunk (dist/cdn/widgets/resources-table.js; docs/widgets/resources-table.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { ResourcesTable as Component } from './ResourcesTable';
import { resourcesTableDefaults as defaults, type ResourcesTableSettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const definition: WidgetDefinition<ResourcesTableSettings> = {
  name: 'resources-table',
  styles,
  messages,
  defaults,
  Component,
};

export default definition;
