/** Styles of the filter-matrix widget, adopted into its shadow root: its family's. */
export { channelStyles as styles } from '../shared/channels/styles';
