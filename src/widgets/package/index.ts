/** The package widget chunk (dist/cdn/widgets/package.js; docs/widgets/package.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { SIZE_RULES } from '../../core/layout/reserved-box';
import { packageMessages } from './messages';
import { PackageWidget } from './Package';
import { packageDefaults, type PackageSettings } from './settings';
import { packageStyles } from './styles';

const definition: WidgetDefinition<PackageSettings> = {
  name: 'package',
  styles: packageStyles,
  messages: packageMessages,
  defaults: packageDefaults,
  size: SIZE_RULES.package,
  Component: PackageWidget,
};

export default definition;
