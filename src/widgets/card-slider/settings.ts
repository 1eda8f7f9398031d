/** Settings of the card slider (spec 3 §3 "Card slider defaults"; docs/widgets/card-slider.md). */
export interface CardSliderSettings extends Record<string, unknown> {
  heading: string;
  /** Cards as the card widget takes them: { title, text, image, imageAlt, link, linkText, external }. */
  cards: unknown[];
  /** autoplay, autoplaySpeed (6000), speed (1000), slidesToShow, dots, fade, navButtons, responsive. */
  slideshowOptions: Record<string, unknown>;
  errorImage: string;
  customClasses: string;
}

export const cardSliderDefaults: CardSliderSettings = {
  heading: '',
  cards: [],
  slideshowOptions: {},
  errorImage: '',
  customClasses: '',
};
