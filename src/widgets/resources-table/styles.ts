/** Styles of the resources-table widget, adopted into its shadow root: its family's. */
export { listWidgetStyles as styles } from '../shared/library/widget-styles';
