/** Styles of the webcast-teaser widget, adopted into its shadow root: its family's. */
export { slideshowStyles as styles } from '../shared/channels/slideshow/slideshow-parts';
