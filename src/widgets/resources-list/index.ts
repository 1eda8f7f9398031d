/** The resources-list widget chunk (dist/cdn/widgets/resources-list.js; docs/widgets/resources-list.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { ResourcesList as Component } from './ResourcesList';
import { resourcesListDefaults as defaults, type ResourcesListSettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const definition: WidgetDefinition<ResourcesListSettings> = {
  name: 'resources-list',
  styles,
  messages,
  defaults,
  Component,
};

export default definition;
