/** Settings of the card widget (docs/widgets/card.md): one card, plus the error image and classes. */
export interface CardSettings extends Record<string, unknown> {
  title: string;
  text: string;
  /** Renditions { default, md, sm, xs } (URLs) or one URL. */
  image: unknown;
  imageAlt: string;
  link: string;
  linkText: string;
  external: boolean;
  /** Shown when an image fails to load (spec 3 §8). */
  errorImage: string;
  customClasses: string;
}

export const cardDefaults: CardSettings = {
  title: '',
  text: '',
  image: {},
  imageAlt: '',
  link: '',
  linkText: '',
  external: false,
  errorImage: '',
  customClasses: '',
};
