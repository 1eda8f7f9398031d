/** Styles and texts of the channel widgets: with the carousel (webcast display and teaser) and without (the matrices). */
import type { Messages } from '../../i18n/types';
import { carouselMessages } from '../carousel/messages';
import { carouselStyles, sliderFrameStyles } from '../carousel/styles';
import { mediaStyles } from '../media/styles';
import { channelMessages } from './messages';
import { channelStyles } from './styles';

export const slideshowParts: { styles: string; messages: Messages } = {
  styles: carouselStyles + sliderFrameStyles + mediaStyles + channelStyles,
  messages: { en: { ...carouselMessages.en, ...channelMessages.en }, de: { ...carouselMessages.de, ...channelMessages.de } },
};

export const matrixParts: { styles: string; messages: Messages } = { styles: channelStyles, messages: channelMessages };
