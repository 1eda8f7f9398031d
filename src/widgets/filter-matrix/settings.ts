/** Settings of the filter matrix: the matrices' settings (src/widgets/shared/channels/matrix-settings.ts; docs/widgets/filter-matrix.md). */
export {
  matrixDefaults as filterMatrixDefaults,
  type MatrixSettings as FilterMatrixSettings,
} from '../shared/channels/matrix-settings';
