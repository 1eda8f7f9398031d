/** The subnav widget chunk (dist/cdn/widgets/subnav.js; docs/widgets/subnav.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { Subnav as Component } from './Subnav';
import { subnavDefaults as defaults, type SubnavSettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const definition: WidgetDefinition<SubnavSettings> = { name: 'subnav', styles, messages, defaults, Component };

export default definition;
