/** Texts of the filter-matrix widget (en, de): the channel matrices' texts. */
export { channelMessages as messages } from '../shared/channels/messages';
