/** Styles and texts of the channel and filter matrix (the slideshow widgets' are in ./slideshow-parts.ts). */
import type { Messages } from '../../../i18n/types';
import { channelMessages } from './messages';
import { channelStyles } from './styles';

export const matrixParts: { styles: string; messages: Messages } = { styles: channelStyles, messages: channelMessages };
