/**
 * Styles and texts of the channel widgets with a carousel (webcast display and teaser). Apart from ./messages.ts and ./styles.ts so
 * that the matrices' chunk does not import the carousel's and the images' (rollup.config.ts WIDGET_FAMILY_CHUNKS).
 */
import type { Messages } from '../../../../i18n/types';
import { carouselMessages } from '../../../../ui/carousel/messages';
import { carouselStyles, sliderFrameStyles } from '../../../../ui/carousel/styles';
import { mediaStyles } from '../../../../ui/media/styles';
import { channelMessages } from '../messages';
import { channelStyles } from '../styles';

export const slideshowStyles = carouselStyles + sliderFrameStyles + mediaStyles + channelStyles;

export const slideshowMessages: Messages = {
  en: { ...carouselMessages.en, ...channelMessages.en },
  de: { ...carouselMessages.de, ...channelMessages.de },
};
