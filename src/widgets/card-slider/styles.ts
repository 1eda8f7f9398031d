/** Styles of the card-slider widget, adopted into its shadow root. */
import { carouselStyles, sliderFrameStyles } from '../../ui/carousel/styles';
import { mediaStyles } from '../../ui/media/styles';

export const styles = carouselStyles + sliderFrameStyles + mediaStyles;
