/** Styles of the webcast-display widget, adopted into its shadow root: its family's. */
export { slideshowStyles as styles } from '../shared/channels/slideshow/slideshow-parts';
