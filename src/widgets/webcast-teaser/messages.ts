/** Texts of the webcast-teaser widget (en, de): the channel slideshows' texts. */
export { slideshowMessages as messages } from '../shared/channels/slideshow/slideshow-parts';
