/** The package widget chunk (dist/cdn/widgets/package.js; docs/widgets/package.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { packageMessages as messages } from './messages';
import { PackageWidget as Component } from './Package';
import { packageDefaults as defaults, type PackageSettings } from './settings';
import { packageStyles as styles } from './styles';

const definition: WidgetDefinition<PackageSettings> = { name: 'package', styles, messages, defaults, Component };

export default definition;
