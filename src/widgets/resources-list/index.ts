/** The resources-list widget chunk (dist/cdn/widgets/resources-list.js; docs/widgets/resources-list.md). */
import type { WidgetDefinition, WidgetName } from '../../contract/widget';
import { sizeRuleOf } from '../../core/layout/reserved-box';
import { ResourcesList } from './ResourcesList';
import { resourcesListDefaults, type ResourcesListSettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const name: WidgetName = 'resources-list';

const definition: WidgetDefinition<ResourcesListSettings> = {
  name,
  styles,
  messages,
  defaults: resourcesListDefaults,
  size: sizeRuleOf(name),
  Component: ResourcesList,
};

export default definition;
