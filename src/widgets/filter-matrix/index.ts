/** The filter-matrix widget chunk (dist/cdn/widgets/filter-matrix.js; docs/widgets/filter-matrix.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { FilterMatrix as Component } from './FilterMatrix';
import { filterMatrixDefaults as defaults, type FilterMatrixSettings } from './settings';
import { messages } from './messages';
import { styles } from './styles';

const definition: WidgetDefinition<FilterMatrixSettings> = {
  name: 'filter-matrix',
  styles,
  messages,
  defaults,
  Component,
};

export default definition;
