/** The filter-matrix widget chunk (dist/cdn/widgets/filter-matrix.js; docs/widgets/filter-matrix.md). */
import type { WidgetDefinition, WidgetName } from '../../contract/widget';
import { sizeRuleOf } from '../../core/layout/reserved-box';
import { FilterMatrix } from './FilterMatrix';
import { filterMatrixDefaults, type FilterMatrixSettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const name: WidgetName = 'filter-matrix';

const definition: WidgetDefinition<FilterMatrixSettings> = {
  name,
  styles,
  messages,
  defaults: filterMatrixDefaults,
  size: sizeRuleOf(name),
  Component: FilterMatrix,
};

export default definition;
