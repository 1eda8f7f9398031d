/** The subnav widget chunk (dist/cdn/widgets/subnav.js; docs/widgets/subnav.md). */
import type { WidgetDefinition, WidgetName } from '../../contract/widget';
import { sizeRuleOf } from '../../core/layout/reserved-box';
import { Subnav } from './Subnav';
import { subnavDefaults, type SubnavSettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const name: WidgetName = 'subnav';

const definition: WidgetDefinition<SubnavSettings> = {
  name,
  styles,
  defaults: subnavDefaults,
  messages,
  size: sizeRuleOf(name),
  Component: Subnav,
};

export default definition;
