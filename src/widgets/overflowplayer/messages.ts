/** Texts of the overflowplayer widget (en, de): the live players'. */
export { liveMessages as messages } from '../../player/live/messages';
