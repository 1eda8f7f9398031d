/** Settings of the filter matrix: the matrices' settings (src/ui/channels/matrix-settings.ts; docs/widgets/filter-matrix.md). */
export {
  matrixDefaults as filterMatrixDefaults,
  type MatrixSettings as FilterMatrixSettings,
} from '../../ui/channels/matrix-settings';
