/** Styles of the overflowplayer widget, adopted into its shadow root: the live players'. */
export { liveStyles as styles } from '../../player/live/styles';
