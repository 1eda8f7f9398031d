/** Texts of the resources-list widget (en, de): the list widgets' texts. */
export { itemViewMessages as messages } from '../../ui/library/base/messages';
