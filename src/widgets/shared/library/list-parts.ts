/** Styles and texts every list widget's definition carries (library, smart-video-library, resources-list, resources-table). */
import type { Messages } from '../../../i18n/types';
import { itemViewMessages } from '../../../ui/library/messages';
import { listWidgetStyles } from './widget-styles';

export const listParts: { styles: string; messages: Messages } = {
  styles: listWidgetStyles,
  messages: itemViewMessages,
};
