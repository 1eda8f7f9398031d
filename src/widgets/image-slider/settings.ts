/** Settings of the image slider (docs/widgets/image-slider.md). */
export interface ImageSliderSettings extends Record<string, unknown> {
  heading: string;
  /** Slides: { image: { default, md, sm, xs } | URL, imageAlt, title (caption), link, external }. */
  images: unknown[];
  /** As the card slider's; one image in view unless slidesToShow or responsive say otherwise. */
  slideshowOptions: Record<string, unknown>;
  /** Box ratio (spec 3 default 1280:464), e.g. "16:9". */
  aspectratio: string;
  errorImage: string;
  customClasses: string;
}

export const imageSliderDefaults: ImageSliderSettings = {
  heading: '',
  images: [],
  slideshowOptions: {},
  aspectratio: '',
  errorImage: '',
  customClasses: '',
};
