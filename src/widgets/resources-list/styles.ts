/** Styles of the resources-list widget, adopted into its shadow root: its family's. */
export { listWidgetStyles as styles } from '../shared/library/widget-styles';
