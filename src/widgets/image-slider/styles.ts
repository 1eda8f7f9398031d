/** Styles of the image-slider widget, adopted into its shadow root. */
import { IMAGE_SLIDER_HEADING_HEIGHT } from '../../core/layout/size-rules';
import { carouselStyles, sliderFrameStyles } from '../../ui/carousel/styles';
import { mediaStyles } from '../../ui/media/styles';

/**
 * The box (core SIZE_RULES): a heading row of IMAGE_SLIDER_HEADING_HEIGHT px reserved as padding on top of the mount
 * point, and the images' area at its ratio below it. The tree is pulled up into that row; the heading fills it.
 * The controls lie over the images as translucent dark buttons with white glyphs (≥ 4.5:1 over any image):
 * previous / next at the middle of the edges, rotation and dots in a pill at the top right, the caption below.
 */

const H = IMAGE_SLIDER_HEADING_HEIGHT;
const own = `
:host([style*="padding-top"]) .cp-root { margin-top: -${H}px; height: calc(100% + ${H}px); }
.cp-image-slider .cp-slider__heading { height: ${H - 8}px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.cp-image-slider .cp-carousel__track { background: #1a1a1a; }
.cp-image-slider .cp-carousel__slide { padding: 0; }
.cp-image-slider .cp-media__image { object-fit: contain; background: #1a1a1a; }
.cp-image-slider .cp-carousel__bar { position: absolute; inset: 0; height: auto; z-index: 2; pointer-events: none; }
.cp-image-slider .cp-carousel__bar > * { position: absolute; pointer-events: auto; }
.cp-image-slider .cp-carousel__button, .cp-image-slider .cp-carousel__dots {
  color: #fff; background: rgba(0, 0, 0, 0.66); border: 1px solid rgba(255, 255, 255, 0.85);
}
.cp-image-slider .cp-carousel__button:hover { background: rgba(0, 0, 0, 0.85); }
.cp-image-slider [data-carousel="previous"], .cp-image-slider [data-carousel="next"] { top: 50%; margin-top: -20px; }
.cp-image-slider [data-carousel="previous"] { left: 8px; }
.cp-image-slider [data-carousel="next"] { right: 8px; }
.cp-image-slider [data-carousel="rotation"] { top: 8px; left: 8px; }
.cp-image-slider .cp-carousel__dots { top: 8px; right: 8px; margin: 0; padding: 0 4px; border-radius: 20px; }
.cp-image-slider .cp-carousel__dot::before { border-color: #fff; }
.cp-image-slider .cp-carousel__dot[aria-current="true"]::before { background: #fff; }
.cp-image-slider .cp-carousel__bar :focus-visible { box-shadow: 0 0 0 2px #fff, 0 0 0 4px #1a1a1a; }
.cp-image-slide { position: relative; margin: 0; height: 100%; }
.cp-image-slide > a { display: block; height: 100%; }
.cp-image-slide__caption {
  position: absolute; left: 0; right: 0; bottom: 0; padding: 8px 12px; font-size: 15px; line-height: 1.4; color: #fff; background: rgba(0, 0, 0, 0.72);
}
`;

export const styles = carouselStyles + sliderFrameStyles + mediaStyles + own;
