/** Texts of the liveplayer widget (en, de): the live players'. */
export { liveMessages as messages } from '../../player/live/messages';
