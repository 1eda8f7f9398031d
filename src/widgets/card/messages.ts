/** Texts of the card widget (en, de): the cards' and images' texts. */
export { mediaMessages as messages } from '../../ui/media/messages';
