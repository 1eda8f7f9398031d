/** The filter-matrix widget chunk (dist/cdn/widgets/filter-matrix.js; docs/widgets/filter-matrix.md). */
import type { WidgetDefinition } from '../../contract/widget';
import { SIZE_RULES } from '../../core/layout/reserved-box';
import { matrixParts } from '../shared/channels/parts';
import { FilterMatrix } from './FilterMatrix';
import { filterMatrixDefaults, type FilterMatrixSettings } from './settings';

const definition: WidgetDefinition<FilterMatrixSettings> = {
  name: 'filter-matrix',
  ...matrixParts,
  defaults: filterMatrixDefaults,
  size: SIZE_RULES['filter-matrix'],
  Component: FilterMatrix,
};

export default definition;
