/** The package widget chunk (dist/cdn/widgets/package.js; docs/widgets/package.md). */
import type { WidgetDefinition, WidgetName } from '../../contract/widget';
import { sizeRuleOf } from '../../core/layout/reserved-box';
import { packageMessages } from './messages';
import { PackageWidget } from './Package';
import { packageDefaults, type PackageSettings } from './settings';
import { packageStyles } from './styles';

const name: WidgetName = 'package';

const definition: WidgetDefinition<PackageSettings> = {
  name,
  styles: packageStyles,
  messages: packageMessages,
  defaults: packageDefaults,
  size: sizeRuleOf(name),
  Component: PackageWidget,
};

export default definition;
